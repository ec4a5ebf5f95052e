import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_SLUGS, type DocumentPage } from '@portal/api-contract';
import { loadConfig } from '../../../config.ts';
import { committedAccessibilityFindings } from '../../../documents/accessibility-statement.ts';
import { productionEnvironment } from '../../../test/production-environment.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('GET /api/pages/:slug', () => {
  // The app with the sample documents, shared by the tests that need no other configuration.
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives each document as Markdown, the samples marked, cached and revalidated by its ETag', async () => {
    for (const slug of DOCUMENT_SLUGS) {
      const response = await t.app.inject({ method: 'GET', url: `/api/pages/${slug}` });
      expect(response.statusCode).toBe(200);
      const page = response.json<DocumentPage>();
      expect(page).toMatchObject({ slug, placeholder: true });
      expect(page.markdown.length).toBeGreaterThan(200);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      const again = await t.app.inject({
        method: 'GET',
        url: `/api/pages/${slug}`,
        headers: { 'if-none-match': String(response.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
    const privacy = (
      await t.app.inject({ method: 'GET', url: '/api/pages/ochrona-danych-osobowych' })
    ).json<DocumentPage>();
    expect(privacy.title).toBe('Ochrona danych osobowych');
    expect(privacy.markdown).toMatch(/^\*\*Treść przykładowa — operator musi ją zastąpić\.\*\*/);
  });

  it("builds the accessibility statement from the operator's data and the portal's own axe results", async () => {
    const production = loadConfig(productionEnvironment);
    const t = await createTestApp({
      documents: production.documents,
      operator: production.operator,
      publicUrl: 'https://portal.operator.pl',
    });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/pages/deklaracja-dostepnosci' });
      const page = response.json<DocumentPage>();
      const { report, gaps } = committedAccessibilityFindings();
      expect(page).toMatchObject({ title: 'Deklaracja dostępności', placeholder: false });
      expect(page.markdown).toContain(
        'Energa-Operator SA zobowiązuje się zapewnić dostępność swojej strony internetowej',
      );
      expect(page.markdown).toContain(
        'strony internetowej Portal Klienta pod adresem https://portal.operator.pl.',
      );
      expect(page.markdown).toContain('Data publikacji strony internetowej: 01.12.2026.');
      expect(page.markdown).toContain('Data ostatniej istotnej aktualizacji: 15.01.2027.');
      expect(page.markdown).toContain('Strona internetowa jest **częściowo zgodna**');
      for (const gap of gaps) expect(page.markdown).toContain(`**${gap.title}.** ${gap.description}`);
      expect(page.markdown).toContain(
        `axe-core ${report.axeCore} (${report.rules.length} reguł WCAG 2.1 na poziomach A i AA)`,
      );
      expect(page.markdown).toContain(
        `na ${report.screens.length} ekranach portalu, przy szerokości okna 390 px i 1280 px`,
      );
      for (const screen of report.screens) expect(page.markdown).toContain(`- ${screen.description}`);
      expect(page.markdown).toContain(
        'Osobą kontaktową jest Anna Nowak, adres poczty elektronicznej [dostepnosc@operator.pl](mailto:dostepnosc@operator.pl)',
      );
      expect(page.markdown).toContain('[+48 58 000 00 00](tel:+48580000000)');
      expect(page.markdown).toContain('[Rzecznika Praw Obywatelskich](https://bip.brpo.gov.pl/)');
      expect(page.markdown).not.toContain('Dostępność architektoniczna');
    } finally {
      await t.close();
    }
  });

  it('answers an unknown document with a Polish 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/pages/polityka-cookies' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/[ąćęłńóśźż]|Nieprawidłow|popraw/i);
  });
});
