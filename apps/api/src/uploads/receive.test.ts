import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, type TestApp } from '../test/test-app.ts';
import { multipart, samplePdf, samplePng } from '../test/multipart.ts';
import { EICAR } from '../adapters/antivirus/eicar.ts';
import { receiveUpload } from './receive.ts';

const limits = {
  minFileSize: 1,
  maxFileSize: 10_485_760,
  maxTotalSize: 52_428_800,
  maxFiles: 10,
  extensions: ['pdf', 'png', 'jpg', 'jpeg', 'tif', 'tiff'],
  maxFieldSize: 65_536,
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.post('/api/test/upload', async (request) => {
      const upload = await receiveUpload(request, limits, app.antivirus);
      const contents = await Promise.all(upload.files.map((f) => readFile(f.tempPath)));
      await upload.cleanup();
      return {
        fields: upload.fields,
        files: upload.files.map((f, i) => ({ field: f.field, filename: f.filename, size: f.size, extension: f.extension, bytes: contents[i]!.length })),
      };
    });
  });
});
afterAll(() => t.close());

async function send(parts: Parameters<typeof multipart>[0]) {
  const client = new Client(t.app);
  await client.csrf();
  const { body, contentType } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/test/upload',
    headers: { cookie: client.cookieHeader, 'x-xsrf-token': client.cookies.get('XSRF-TOKEN')!, 'content-type': contentType },
    payload: body,
  });
}

describe('receiveUpload', () => {
  it('receives fields and files whose content matches their extension', async () => {
    const response = await send([
      { name: 'text', value: 'Przesyłam brakujące dokumenty' },
      { name: 'file', value: samplePdf(), filename: 'wniosek.pdf' },
      { name: 'file', value: samplePng(), filename: 'mapa.png' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      fields: { text: 'Przesyłam brakujące dokumenty' },
      files: [
        { field: 'file', filename: 'wniosek.pdf', size: 2000, extension: 'pdf', bytes: 2000 },
        { field: 'file', filename: 'mapa.png', size: 12, extension: 'png', bytes: 12 },
      ],
    });
  });

  it('accepts exactly 10 MB and refuses 10 MB + 1 byte while streaming (422)', async () => {
    expect((await send([{ name: 'file', value: samplePdf(10_485_760), filename: 'duzy.pdf' }])).statusCode).toBe(200);
    const tooBig = await send([{ name: 'file', value: samplePdf(10_485_761), filename: 'za-duzy.pdf' }]);
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().details[0]).toMatchObject({ keyword: 'fileTooBig', message: 'Plik jest za duży' });
  });

  it('refuses more than 50 MB in total', async () => {
    const parts = Array.from({ length: 6 }, (_, i) => ({ name: 'file', value: samplePdf(9_000_000), filename: `czesc${i}.pdf` }));
    const response = await send(parts);
    expect(response.statusCode).toBe(422);
    expect(response.json().details[0]).toMatchObject({ keyword: 'totalTooBig', message: 'Maksymalny rozmiar wszystkich plików nie może przekraczać 50 MB' });
  });

  it('refuses an empty file', async () => {
    const response = await send([{ name: 'file', value: Buffer.alloc(0), filename: 'pusty.pdf' }]);
    expect(response.statusCode).toBe(422);
    expect(response.json().details[0]).toMatchObject({ keyword: 'fileEmpty', message: 'Plik jest pusty' });
  });

  it('refuses a file whose content does not match its extension', async () => {
    const response = await send([{ name: 'file', value: Buffer.from('MZ\x90\x00 not a pdf'), filename: 'faktura.pdf' }]);
    expect(response.statusCode).toBe(422);
    expect(response.json().details[0]).toMatchObject({ keyword: 'fileType', message: 'Nieprawidłowy format pliku' });
  });

  it('refuses the EICAR test file with the virus answer (400), not the file-error answer', async () => {
    const response = await send([{ name: 'file', value: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(EICAR)]), filename: 'wirus.pdf' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({ keyword: 'virus' });
  });

  it('refuses a request that is not multipart with a 4xx', async () => {
    const client = new Client(t.app);
    const response = await client.post('/api/test/upload', { not: 'multipart' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
