// @vitest-environment node
// Performance, "first paint": the pre-render runs in Node, without a DOM, as at build (build/prerender.ts).
import { describe, expect, it } from 'vitest';
import { catalog } from '@portal/forms-generated';
import { prerender, wizardFormIds } from './entry.tsx';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const classesOf = (html: string, tag: string) =>
  new RegExp(`<${tag}[^>]*class="([^"]+)"`).exec(html)?.[1]?.split(' ') ?? [];

describe('prerender', () => {
  it('renders the login page for a visitor of /, in Polish, with the CSS of its markup', async () => {
    const { html, styles } = await prerender({ url: '/', signedIn: false, consented: false });
    expect(html).toMatch(/<h1[^>]*>Witamy w Portalu Klienta<\/h1>/);
    expect(text(html)).toContain('Adres e-mail');
    expect(text(html)).toContain('Zaloguj się');
    expect(html).toMatch(/<header/);
    expect(html).toMatch(/<footer/);
    expect(text(html)).toContain('Pliki cookies');
    // The heading's generated class has its rule in the critical CSS, and Chakra's tokens come along.
    const emotionClass = classesOf(html, 'h1').find((name) => /^css-/.test(name));
    expect(emotionClass).toBeDefined();
    expect(styles).toContain(`.${emotionClass}{`);
    expect(styles).toMatch(/^<style data-emotion="css/);
    expect(styles).toContain('--chakra-colors-');
    // The CSP (script-src 'self') allows no inline script.
    expect(html).not.toContain('<script');
    expect(styles).not.toContain('<script');
  });

  it('leaves the cookie banner out for a visitor who accepted cookies', async () => {
    const { html } = await prerender({ url: '/', signedIn: false, consented: true });
    expect(html).toMatch(/<h1[^>]*>Witamy w Portalu Klienta<\/h1>/);
    expect(text(html)).not.toContain('Pliki cookies');
  });

  it.each([
    ['/lista-spraw', 'Twoje sprawy', 'Ładujemy sprawy…'],
    ['/platnosci', 'Faktury i płatności', 'Ładujemy dokumenty…'],
  ])(
    'renders %s signed in: the menu, the heading and the skeleton, no data',
    async (url, heading, loading) => {
      const { html } = await prerender({ url, signedIn: true, consented: false });
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(text(html)).toContain(loading);
      expect(text(html)).toContain('Wyloguj');
      expect(text(html)).not.toContain('Adres e-mail');
      expect(html).not.toContain('<script');
      // Hydration: the lazy mobile menu is in the markup, and no boundary is left for the client to render
      // (`<!--$!-->`), which its hydration would report as an error.
      expect(html).toContain('aria-label="Otwórz menu"');
      expect(html).not.toContain('<!--$!-->');
    },
  );

  it('renders the wizard’s skeleton for a form’s address, the same for every form', async () => {
    const ids = wizardFormIds();
    expect(ids).toContain(24);
    // PDF forms have their download page instead, and the registration's ids only what the catalog has.
    expect(ids).not.toContain(8);
    expect(ids.every((id) => catalog.forms.some((entry) => entry.id === id && entry.mode === 'online'))).toBe(
      true,
    );
    const form24 = await prerender({
      url: '/skladanie-wniosku?formularz=24',
      signedIn: false,
      consented: false,
    });
    const form1 = await prerender({
      url: '/skladanie-wniosku?formularz=1&rodzaj=przylaczenia&krok=obiekt',
      signedIn: false,
      consented: false,
    });
    expect(form1.html).toBe(form24.html);
    expect(text(form24.html)).toContain('Wczytujemy formularz wniosku…');
    expect(text(form24.html)).toContain('Zmień rodzaj wniosku');
    expect(text(form24.html)).toContain('Pliki cookies');
    expect(form24.html).toMatch(/<header/);
    // Nothing of the form: its title comes with its definition, into the hydrated page.
    const title = catalog.forms.find((entry) => entry.id === 24)!.title;
    expect(text(form24.html)).not.toContain(title);
    expect(form24.html).not.toContain('rodzaj=');
    expect(form24.html).not.toContain('<!--$!-->');
  });

  it('renders the wizard’s first step for /skladanie-wniosku', async () => {
    const { html } = await prerender({ url: '/skladanie-wniosku', signedIn: false, consented: false });
    expect(html).toMatch(/<h1[^>]*>Złóż wniosek<\/h1>/);
    expect(text(html)).toContain('Czego dotyczy Twoja sprawa?');
  });
});
