// A pre-rendered page arrives with the CSS of its markup in <style> elements the build wrote:
// Chakra's global styles and the rules of every element on it. Emotion would take over elements marked as
// its own (`data-emotion`) by moving each one to the end of <head>, and each move takes a style sheet out
// of the page and back in: the browser then recomputes the style of the whole page, a long task on a phone
// while the portal starts. The build marks them with an attribute of ours instead, so emotion leaves them
// where they are; the portal's emotion cache is told which rules they hold, so it does not insert those
// again, and the provider does not add the global styles a second time.
import createCache, { type EmotionCache } from '@emotion/cache';
import type { SystemContext } from '@chakra-ui/react';

/** The build's name for `data-emotion` on a pre-rendered page (apps/portal/build/prerender.ts). */
export const PRERENDERED_STYLE_ATTRIBUTE = 'data-prerendered-emotion';

/** The emotion cache the portal renders a pre-rendered page with. */
export interface PrerenderedStyles {
  cache: EmotionCache;
}

/** The page's pre-rendered styles, adopted by a new emotion cache; null on a page without them. */
export function adoptPrerenderedStyles(doc: Document = document): PrerenderedStyles | null {
  const elements = doc.querySelectorAll(`style[${PRERENDERED_STYLE_ATTRIBUTE}]`);
  if (elements.length === 0) return null;
  const cache = createCache({ key: 'css' });
  for (const element of elements) {
    // 'css a1 b2 …': the rules' names; 'css-global c3': a global style, which the page keeps as it is.
    const [key, ...names] = (element.getAttribute(PRERENDERED_STYLE_ATTRIBUTE) ?? '').split(' ');
    if (key !== cache.key) continue;
    for (const name of names) cache.inserted[name] = true;
  }
  return { cache };
}

const withoutGlobal = new WeakMap<SystemContext, SystemContext>();

/** The system as the provider sees it on a pre-rendered page: its global styles and layer order are there. */
export function systemWithoutGlobalStyles(system: SystemContext): SystemContext {
  let view = withoutGlobal.get(system);
  if (!view) {
    // A view over the system, not a copy: copying would read (and so build) the global CSS.
    view = Object.create(system, {
      _global: { value: [] },
      _config: { value: { ...system._config, disableLayers: true } },
    }) as SystemContext;
    withoutGlobal.set(system, view);
  }
  return view;
}
