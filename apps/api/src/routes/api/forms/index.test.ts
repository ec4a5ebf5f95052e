import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { formDocumentPath } from '@portal/api-contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { copyPaperFormSchemas } from '@portal/form-pdf/testing';

describe('GET /api/forms/:id/document.pdf', () => {
  let t: TestApp;
  let schemas: ReturnType<typeof copyPaperFormSchemas>;
  beforeAll(async () => {
    schemas = copyPaperFormSchemas();
    t = await createTestApp({ schemasDir: schemas.dir });
  });
  afterAll(async () => {
    await t.close();
    schemas.dispose();
  });

  it('answers a visitor without a session with the fillable PDF as an attachment', async () => {
    const response = await t.app.inject({ method: 'GET', url: formDocumentPath(8) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="zgloszenie-mikroinstalacji.pdf"',
    );
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(response.rawPayload);
    expect(doc.getForm().getTextField('installation.installedPower')).toBeDefined();
    expect(response.cookies).toEqual([]);
  }, 60_000);

  it('serves form 10 under its own file name', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/forms/10/document.pdf' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="prosument-umowa-kompleksowa.pdf"',
    );
  }, 60_000);

  it('answers from memory the second time, with the same bytes and ETag', async () => {
    const first = await t.app.inject({ method: 'GET', url: formDocumentPath(8) });
    const started = performance.now();
    const second = await t.app.inject({ method: 'GET', url: formDocumentPath(8) });
    expect(performance.now() - started).toBeLessThan(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe('no-cache');
  }, 60_000);

  it('answers 304 to a browser that has the current document', async () => {
    const first = await t.app.inject({ method: 'GET', url: formDocumentPath(8) });
    const again = await t.app.inject({
      method: 'GET',
      url: formDocumentPath(8),
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  }, 60_000);

  it.each([
    ['an online form', 1],
    ['a form that does not exist', 99],
  ])('answers 404 for %s', async (_name, id) => {
    const response = await t.app.inject({ method: 'GET', url: formDocumentPath(id) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, error: 'not_found' });
  });

  it('answers 400 for an id that is not a number', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/forms/osiem/document.pdf' });
    expect(response.statusCode).toBe(400);
  });
});
