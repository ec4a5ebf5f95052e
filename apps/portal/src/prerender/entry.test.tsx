// @vitest-environment node
// Performance, "first paint": the pre-render runs in Node, without a DOM, as at build (build/prerender.ts).
import { describe, expect, it } from 'vitest';
import { prerender } from './entry.tsx';

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

  it('renders the wizard’s first step for /skladanie-wniosku', async () => {
    const { html } = await prerender({ url: '/skladanie-wniosku', signedIn: false, consented: false });
    expect(html).toMatch(/<h1[^>]*>Złóż wniosek<\/h1>/);
    expect(text(html)).toContain('Czego dotyczy Twoja sprawa?');
  });
});
