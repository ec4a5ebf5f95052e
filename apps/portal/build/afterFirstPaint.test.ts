import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// The loader's source as prerender.ts reads it (that module needs Node's environment, for Vite).
const AFTER_FIRST_PAINT_LOADER = readFileSync(path.join(import.meta.dirname, 'afterFirstPaint.js'), 'utf8');

/** A pre-rendered page as the build writes it, its loader not run yet. */
function paintedPage() {
  document.body.innerHTML =
    '<div id="root"><form><label>E-mail<input type="email"></label>' +
    '<button type="button" data-submit="">Zaloguj</button><button type="button">Akceptuję</button></form>' +
    '<a href="/zapomnialem-hasla">Nie pamiętasz hasła?</a><a href="#main">Przejdź do treści</a>' +
    '<a href="https://example.com/">Operator</a><a href="/regulamin" target="_blank">Regulamin</a></div>' +
    '<template id="after-first-paint"><script type="module" src="/assets/index-abc.js"></script></template>';
}

const entryRequested = () => document.head.querySelector('script[src="/assets/index-abc.js"]') !== null;

/** The browser's paint timing, reporting the first contentful paint when the test says so. */
function paintTiming() {
  type Entries = { getEntriesByName(name: string): unknown[] };
  const observers = new Set<FakePerformanceObserver>();
  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint'];
    constructor(readonly callback: (list: Entries, observer: FakePerformanceObserver) => void) {}
    observe() {
      observers.add(this);
    }
    disconnect() {
      observers.delete(this);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  return {
    paint(name: string) {
      const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) };
      for (const observer of [...observers]) observer.callback(list, observer);
    },
  };
}

const runLoader = () => new Function(AFTER_FIRST_PAINT_LOADER)();

let visibility: DocumentVisibilityState = 'visible';
beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  paintedPage();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
  delete window.__heldPresses;
});

describe('the loader of a pre-rendered page', () => {
  it('asks for the portal’s script only once the page has painted its content', () => {
    const timing = paintTiming();
    runLoader();
    timing.paint('first-paint');
    expect(entryRequested()).toBe(false);
    timing.paint('first-contentful-paint');
    expect(entryRequested()).toBe(true);
    vi.runAllTimers();
    expect(document.head.querySelectorAll('script[src="/assets/index-abc.js"]')).toHaveLength(1);
  });

  it('asks for the entry at once and for the route’s chunks a few per task, all of them in the end', () => {
    const chunks = Array.from({ length: 14 }, (_, i) => `/assets/chunk-${i}.js`);
    document.getElementById('after-first-paint')!.innerHTML =
      chunks.map((href) => `<link rel="modulepreload" href="${href}">`).join('') +
      '<script type="module" src="/assets/index-abc.js"></script>';
    const preloaded = () => document.head.querySelectorAll('link[rel="modulepreload"]').length;
    const timing = paintTiming();
    runLoader();
    timing.paint('first-contentful-paint');
    expect(entryRequested()).toBe(true);
    expect(preloaded()).toBe(6);
    vi.advanceTimersToNextTimer();
    expect(preloaded()).toBe(12);
    vi.runAllTimers();
    expect(
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      ),
    ).toEqual(chunks);
  });

  it('asks for it after three seconds where the browser reports no paint', () => {
    paintTiming();
    runLoader();
    vi.advanceTimersByTime(2999);
    expect(entryRequested()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(entryRequested()).toBe(true);
  });

  it('asks for it after the next frame where the browser does not report paints', () => {
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['navigation'];
      },
    );
    const frames: Array<() => void> = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    runLoader();
    vi.advanceTimersByTime(10);
    expect(entryRequested()).toBe(false);
    for (const frame of frames.splice(0)) frame();
    vi.advanceTimersByTime(0);
    expect(entryRequested()).toBe(true);
  });

  it('asks for it at once in a background tab, which paints nothing', () => {
    paintTiming();
    visibility = 'hidden';
    runLoader();
    expect(entryRequested()).toBe(true);
  });

  it('holds a press on a painted button and Enter in a painted form, without a native submission', () => {
    paintTiming();
    runLoader();
    const [submit, accept] = [...document.querySelectorAll('button')];
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    accept!.dispatchEvent(click);
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    document.querySelector('input')!.dispatchEvent(enter);
    const submission = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('form')!.dispatchEvent(submission);

    expect([click, enter, submission].map((event) => event.defaultPrevented)).toEqual([true, true, true]);
    expect(window.__heldPresses).toEqual([accept, submit]);
  });

  it('holds a click on a link to another of the portal’s pages, and leaves other links to the browser', () => {
    paintTiming();
    runLoader();
    const clicks = [...document.querySelectorAll('a')].map((link) => {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      link.dispatchEvent(click);
      return [link.textContent, click.defaultPrevented];
    });
    // Followed natively it would load the next page from the server; the portal follows it in the page.
    expect(clicks).toEqual([
      ['Nie pamiętasz hasła?', true],
      ['Przejdź do treści', false],
      ['Operator', false],
      ['Regulamin', false],
    ]);
    expect(window.__heldPresses).toEqual([document.querySelector('a')]);
  });

  it('leaves the presses alone once the portal has taken them over', () => {
    paintTiming();
    runLoader();
    window.__heldPresses = null;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('button')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});
