// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageFileOf, pageWithView, withoutNativeSubmit } from './prerender.ts';

const indexHtml =
  '<!doctype html><html lang="pl"><head><title>Portal</title>' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>' +
  '<body><noscript>JS</noscript><div id="root"></div></body></html>';

describe('pageWithView', () => {
  it('puts the markup in #root and the styles at the end of <head>, keeping the script, fetched at low priority', () => {
    const page = pageWithView(indexHtml, {
      html: '<h1 class="css-1">Twoje sprawy</h1>',
      styles: '<style data-emotion="css 1">.css-1{color:red}</style>',
    });
    expect(page).toContain('<div id="root"><h1 class="css-1">Twoje sprawy</h1></div>');
    expect(page).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-abc.css"><style data-emotion="css 1">.css-1{color:red}</style></head>',
    );
    expect(page).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js"></script>',
    );
  });

  it('copies a $ in the markup or CSS as it is', () => {
    const page = pageWithView(indexHtml, {
      html: '<p>100 $& $1</p>',
      styles: "<style>a::after{content:'$&'}</style>",
    });
    expect(page).toContain('<p>100 $& $1</p>');
    expect(page).toContain("content:'$&'");
  });

  it('refuses markup with an inline script, which the CSP would block', () => {
    expect(() => pageWithView(indexHtml, { html: '<script>scrollTo(0,0)</script>', styles: '' })).toThrow(
      /CSP/,
    );
  });

  it('refuses an index.html whose #root is not empty', () => {
    expect(() =>
      pageWithView(indexHtml.replace('<div id="root"></div>', '<div id="root">x</div>'), {
        html: '',
        styles: '',
      }),
    ).toThrow();
  });
});

describe('pageFileOf', () => {
  it.each([
    ['/', false, 'prerendered/index.html'],
    ['/lista-spraw/', false, 'prerendered/lista-spraw.html'],
    ['/platnosci', true, 'prerendered/platnosci.consented.html'],
  ])('%s (consented: %s) is %s', (routePath, consented, file) => {
    expect(pageFileOf(routePath, consented)).toBe(file);
  });
});

describe('withoutNativeSubmit', () => {
  it('turns the painted submit buttons into plain ones, so nothing submits before the script runs', () => {
    expect(
      withoutNativeSubmit(
        '<form><button type="submit" class="a">Zaloguj się</button><button type="button">x</button></form>',
      ),
    ).toBe(
      '<form><button type="button" data-submit="" class="a">Zaloguj się</button><button type="button">x</button></form>',
    );
  });
});
