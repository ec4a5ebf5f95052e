// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PRERENDERED_STYLE_ATTRIBUTE as UI_ATTRIBUTE } from '@portal/ui';
import {
  AFTER_FIRST_PAINT_LOADER,
  FORM_ENGINE_MODULE,
  PRERENDERED_ROUTES,
  dynamicImportPreloads,
  formPreloads,
  PRERENDERED_STYLE_ATTRIBUTE,
  pageFileOf,
  pageWithView,
  prerenderedPageOf,
  withoutNativeSubmit,
} from './prerender.ts';

const indexHtml =
  '<!doctype html><html lang="pl"><head><title>Portal</title>' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>' +
  '<body><noscript>JS</noscript><div id="root"></div></body></html>';

describe('pageWithView', () => {
  it('marks the styles with the attribute the portal adopts them by', () => {
    expect(PRERENDERED_STYLE_ATTRIBUTE).toBe(UI_ATTRIBUTE);
  });

  it('puts the markup in #root and the styles at the end of <head>, holding the script until the first paint', () => {
    const page = pageWithView(
      indexHtml,
      {
        html: '<h1 class="css-1">Twoje sprawy</h1>',
        styles: '<style data-emotion="css 1">.css-1{color:red}</style>',
      },
      AFTER_FIRST_PAINT_LOADER,
      true,
    );
    // A customer's skeleton: the client hydrates it where the browser holds a session (src/main.tsx).
    expect(page).toContain(
      '<div id="root" data-prerendered-for="customer"><h1 class="css-1">Twoje sprawy</h1></div>',
    );
    expect(page).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-abc.css"><style data-prerendered-emotion="css 1">.css-1{color:red}</style></head>',
    );
    expect(page.split('</head>')[0]).not.toContain('<script type="module"');
    expect(page).toContain(
      `</div><template id="after-first-paint"><script type="module" crossorigin src="/assets/index-abc.js"></script></template><script>${AFTER_FIRST_PAINT_LOADER}</script></body>`,
    );
  });

  it('holds the preloads of the head with the script, the config’s fetch first', () => {
    const page = pageWithView(
      indexHtml.replace(
        '<title>Portal</title>',
        '<title>Portal</title><link rel="preload" href="/api/config/frontend" as="fetch" crossorigin="anonymous" />' +
          '<link rel="modulepreload" crossorigin href="/assets/vendor-abc.js">',
      ),
      { html: '', styles: '' },
    );
    expect(page.split('</head>')[0]).not.toMatch(/preload/);
    expect(page).toContain(
      '<template id="after-first-paint"><link rel="preload" href="/api/config/frontend" as="fetch" crossorigin="anonymous" />' +
        '<link rel="modulepreload" crossorigin href="/assets/vendor-abc.js"><script type="module"',
    );
  });

  it('holds what the view loads once it runs after the entry script', () => {
    const page = pageWithView(indexHtml, { html: '', styles: '' }, AFTER_FIRST_PAINT_LOADER, false, [
      '<link rel="modulepreload" crossorigin href="/assets/src-abc.js">',
    ]);
    expect(page).toContain(
      '<script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="modulepreload" crossorigin href="/assets/src-abc.js"></template>',
    );
  });

  it('copies a $ in the markup or CSS as it is', () => {
    const page = pageWithView(indexHtml, {
      html: '<p>100 $& $1</p>',
      styles: "<style>a::after{content:'$&'}</style>",
    });
    expect(page).toContain('<div id="root" data-prerendered-for="visitor"><p>100 $& $1</p></div>');
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

  it('names a page for a query parameter after it, beside the page without a query', () => {
    expect(pageFileOf('/skladanie-wniosku', false, 'formularz')).toBe(
      'prerendered/skladanie-wniosku.formularz.html',
    );
    expect(pageFileOf('/skladanie-wniosku', true, 'formularz')).toBe(
      'prerendered/skladanie-wniosku.formularz.consented.html',
    );
  });
});

describe('prerenderedPageOf', () => {
  const wizard = PRERENDERED_ROUTES.filter((route) => route.path === '/skladanie-wniosku');

  it('gives the wizard a page without a query (its first step) and one for the forms it opens', () => {
    const pages = wizard.map((route) => prerenderedPageOf(route, () => [1, 24, 100]));
    expect(pages).toEqual([
      {
        path: '/skladanie-wniosku',
        file: 'prerendered/skladanie-wniosku.html',
        consentedFile: 'prerendered/skladanie-wniosku.consented.html',
        withoutQueryOnly: true,
        visitorOnly: true,
      },
      {
        path: '/skladanie-wniosku',
        file: 'prerendered/skladanie-wniosku.formularz.html',
        consentedFile: 'prerendered/skladanie-wniosku.formularz.consented.html',
        withoutQueryOnly: false,
        query: { name: 'formularz', values: ['1', '24', '100'] },
        visitorOnly: true,
      },
    ]);
  });

  it('renders the form page at the address of one of the forms it stands for', () => {
    const formOpen = wizard.find((route) => route.formOpen)!;
    const { query } = prerenderedPageOf(formOpen, () => [24]);
    expect(new URL(formOpen.url, 'http://portal').searchParams.get(query!.name)).toBe('24');
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

describe('dynamicImportPreloads', () => {
  const chunk = (fileName: string, imports: string[], extra: object = {}) => ({
    type: 'chunk',
    fileName,
    isEntry: false,
    facadeModuleId: null,
    imports,
    ...extra,
  });
  const bundle = {
    'assets/index-1.js': chunk('assets/index-1.js', ['assets/vendor-1.js'], { isEntry: true }),
    'assets/vendor-1.js': chunk('assets/vendor-1.js', []),
    'assets/src-1.js': chunk('assets/src-1.js', ['assets/index-1.js', 'assets/draft-1.js'], {
      facadeModuleId: '/repo/packages/form-engine/src/index.ts',
    }),
    'assets/draft-1.js': chunk('assets/draft-1.js', ['assets/vendor-1.js']),
    'assets/index-1.css': { type: 'asset' },
  };

  it('preloads the engine’s chunk and what it imports, not what the entry has loaded already', () => {
    expect(dynamicImportPreloads(bundle, FORM_ENGINE_MODULE)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/src-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/draft-1.js">',
    ]);
  });

  it('fails the build where the engine has no chunk of its own', () => {
    expect(() => dynamicImportPreloads({}, FORM_ENGINE_MODULE)).toThrow(/no chunk/);
  });

  describe('formPreloads', () => {
    const form = (id: number, imports: string[] = []) => ({
      [`assets/${id}.validator-1.js`]: chunk(`assets/${id}.validator-1.js`, imports, {
        facadeModuleId: `/repo/packages/forms-generated/forms/${id}.validator.js`,
      }),
      [`assets/${id}.schema-1.js`]: chunk(`assets/${id}.schema-1.js`, [], {
        facadeModuleId: `/repo/packages/forms-generated/forms/${id}.schema.json`,
      }),
      [`assets/${id}.ui-1.js`]: chunk(`assets/${id}.ui-1.js`, [], {
        facadeModuleId: `/repo/packages/forms-generated/forms/${id}.ui.json`,
      }),
    });
    const withForms = {
      ...bundle,
      ...form(24, ['assets/index-1.js', 'assets/draft-1.js', 'assets/runtime-1.js']),
      ...form(2, ['assets/runtime-1.js']),
      'assets/runtime-1.js': chunk('assets/runtime-1.js', ['assets/vendor-1.js']),
    };

    it('lists each form’s own chunks and what they import, not what the entry or the engine loads', () => {
      expect(formPreloads(withForms, ['24', '2'])).toEqual({
        '24': [
          '/assets/24.validator-1.js',
          '/assets/runtime-1.js',
          '/assets/24.schema-1.js',
          '/assets/24.ui-1.js',
        ],
        '2': [
          '/assets/2.validator-1.js',
          '/assets/runtime-1.js',
          '/assets/2.schema-1.js',
          '/assets/2.ui-1.js',
        ],
      });
    });

    it('does not take form 2’s chunks for form 24’s, nor 24’s for form 4’s', () => {
      expect(() => formPreloads(withForms, ['4'])).toThrow(/form 4 has 0 chunks/);
      expect(formPreloads(withForms, ['2'])['2']).not.toContain('/assets/24.schema-1.js');
    });

    it('fails the build for a form without its chunks, or a value that is no form id', () => {
      expect(() => formPreloads(bundle, ['24'])).toThrow(/form 24 has 0 chunks/);
      expect(() => formPreloads(withForms, ['.*'])).toThrow(/not a form id/);
    });
  });
});
