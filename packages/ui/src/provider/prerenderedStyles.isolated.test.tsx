import { chakra } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getSystem } from '../theme/system.ts';
import {
  adoptPrerenderedStyles,
  PRERENDERED_STYLE_ATTRIBUTE,
  systemWithoutGlobalStyles,
} from './prerenderedStyles.ts';
import { UiProvider } from './UiProvider.tsx';

afterEach(() => {
  document.head.innerHTML = '';
});

const Panel = () => <chakra.div bg="accent.solid" p="7" data-testid="panel" />;

/** The emotion elements a render added to <head> (not the pre-rendered ones). */
const emotionElements = () => [...document.head.querySelectorAll('style[data-emotion]')];

/** The class name emotion gives the panel, learnt from a render of its own. */
function panelClass(): string {
  const { getByTestId, unmount } = render(
    <UiProvider i18n={i18n}>
      <Panel />
    </UiProvider>,
  );
  const name = [...getByTestId('panel').classList].find((c) => c.startsWith('css-'))!;
  unmount();
  document.head.innerHTML = '';
  return name;
}

describe('adoptPrerenderedStyles', () => {
  it('finds nothing on a page that was not pre-rendered', () => {
    expect(adoptPrerenderedStyles()).toBeNull();
  });

  it('leaves the page’s style elements where they are, and emotion inserts none of their rules again', () => {
    const name = panelClass().replace(/^css-/, '');
    document.head.innerHTML =
      `<title>Portal</title><style ${PRERENDERED_STYLE_ATTRIBUTE}="css-global g1">:root{--x:1}</style>` +
      `<style ${PRERENDERED_STYLE_ATTRIBUTE}="css ${name}">.css-${name}{padding:1.75rem}</style>`;
    const painted = [...document.head.children];

    const styles = adoptPrerenderedStyles();
    expect(styles?.cache.inserted[name]).toBe(true);
    render(
      <UiProvider i18n={i18n} prerenderedStyles={styles}>
        <Panel />
      </UiProvider>,
    );

    expect([...document.head.children].slice(0, painted.length)).toEqual(painted);
    const inserted = emotionElements()
      .map((element) => element.textContent)
      .join('\n');
    expect(inserted).not.toContain(`.css-${name}`);
    // Chakra's global styles and layer order come with the page: the provider adds neither.
    expect(inserted).not.toContain('@layer reset');
    expect(inserted).not.toContain('--chakra-colors');
  });
});

describe('systemWithoutGlobalStyles', () => {
  it('is the same system without its global styles, and does not build them', () => {
    const system = getSystem();
    const view = systemWithoutGlobalStyles(system);
    expect(view._global).toEqual([]);
    expect(view._config.disableLayers).toBe(true);
    expect(view.css).toBe(system.css);
    expect(view.getRecipeFn).toBe(system.getRecipeFn);
    expect(systemWithoutGlobalStyles(system)).toBe(view);
  });
});
