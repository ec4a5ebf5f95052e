import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { INFORMATION_LEAFLET, leafletPath } from '@portal/api-contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { INFORMATION_LEAFLET_TITLE } from '@portal/form-pdf';

describe('GET /api/leaflets/:key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a visitor with the information leaflet as a PDF attachment, titled in Polish', async () => {
    const response = await t.app.inject({ method: 'GET', url: leafletPath(INFORMATION_LEAFLET) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="ulotka-informacyjna.pdf"');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(response.rawPayload);
    expect(doc.getTitle()).toBe(INFORMATION_LEAFLET_TITLE);
    expect(doc.getTitle()).toMatch(/^Ulotka informacyjna/);
    expect(doc.getAuthor()).toBe(t.app.config.operator.name);
    expect(doc.getPageCount()).toBe(1);
    expect(response.cookies).toEqual([]);
  }, 60_000);

  it('serves the same bytes the second time', async () => {
    const first = await t.app.inject({ method: 'GET', url: leafletPath(INFORMATION_LEAFLET) });
    const second = await t.app.inject({ method: 'GET', url: leafletPath(INFORMATION_LEAFLET) });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  }, 60_000);

  it('refuses a key it does not know with a Polish 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/leaflets/cennik' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400 });
  });
});
