import { readFile } from 'node:fs/promises';
import type * as FsPromises from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Client, createTestApp, type TestApp } from '../test/test-app.ts';
import { samplePdf, samplePng, type Part } from '../test/multipart.ts';
import { postMultipart } from '../test/cases.ts';
import { EICAR } from '../adapters/antivirus/eicar.ts';
import { HttpError } from '../lib/http-error.ts';
import { receiveUpload } from './receive.ts';
import { temporaryFolders } from '../test/temporary-folders.ts';

// Counts the temporary folders receiveUpload creates (test/temporary-folders.ts).
vi.mock('node:fs/promises', async (importOriginal) =>
  (await import('../test/temporary-folders.ts')).countingTemporaryFolders(
    await importOriginal<typeof FsPromises>(),
  ),
);

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
        files: upload.files.map((f, i) => ({
          field: f.field,
          filename: f.filename,
          size: f.size,
          extension: f.extension,
          bytes: contents[i]!.length,
        })),
      };
    });
    app.post('/api/test/gated', async (request) => {
      const upload = await receiveUpload(request, limits, app.antivirus, {
        fields: ['ticket'],
        check: async (fields) => {
          if (fields.ticket !== 'ok')
            throw new HttpError(400, 'Zły bilet.', [
              { pointer: '/ticket', keyword: 'ticket', message: 'Zły bilet.' },
            ]);
        },
      });
      await upload.cleanup();
      return { fields: upload.fields, files: upload.files.length };
    });
  });
});
afterAll(() => t.close());

async function send(parts: Part[], url = '/api/test/upload') {
  const client = new Client(t.app);
  await client.csrf();
  return postMultipart(t.app, client, url, parts);
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
    expect(
      (await send([{ name: 'file', value: samplePdf(10_485_760), filename: 'duzy.pdf' }])).statusCode,
    ).toBe(200);
    const tooBig = await send([{ name: 'file', value: samplePdf(10_485_761), filename: 'za-duzy.pdf' }]);
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().details[0]).toMatchObject({ keyword: 'fileTooBig', message: 'Plik jest za duży' });
  });

  it('refuses more than 50 MB in total', async () => {
    const parts = Array.from({ length: 6 }, (_, i) => ({
      name: 'file',
      value: samplePdf(9_000_000),
      filename: `czesc${i}.pdf`,
    }));
    const response = await send(parts);
    expect(response.statusCode).toBe(422);
    expect(response.json().details[0]).toMatchObject({
      keyword: 'totalTooBig',
      message: 'Maksymalny rozmiar wszystkich plików nie może przekraczać 50 MB',
    });
  });

  it('refuses an empty file', async () => {
    const response = await send([{ name: 'file', value: Buffer.alloc(0), filename: 'pusty.pdf' }]);
    expect(response.statusCode).toBe(422);
    expect(response.json().details[0]).toMatchObject({ keyword: 'fileEmpty', message: 'Plik jest pusty' });
  });

  it('refuses a file whose content does not match its extension', async () => {
    const response = await send([
      { name: 'file', value: Buffer.from('MZ\x90\x00 not a pdf'), filename: 'faktura.pdf' },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().details[0]).toMatchObject({
      keyword: 'fileType',
      message: 'Nieprawidłowy format pliku',
    });
  });

  it('refuses the EICAR test file with the virus answer (400), not the file-error answer', async () => {
    const response = await send([
      {
        name: 'file',
        value: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(EICAR)]),
        filename: 'wirus.pdf',
      },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({ keyword: 'virus' });
  });

  it('stores file names without control or bidirectional characters (BEL, ESC, U+202E) and checks the cleaned name', async () => {
    const response = await send([
      { name: 'file', value: samplePdf(), filename: '\u0007dzwonek\u001b.pdf' },
      { name: 'file', value: samplePdf(), filename: 'umowa\u202Egnp.pdf' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().files.map((f: { filename: string }) => f.filename)).toEqual([
      'dzwonek.pdf',
      'umowagnp.pdf',
    ]);
    const disguised = await send([{ name: 'file', value: samplePdf(), filename: 'faktura\u202Efdp.exe' }]);
    expect(disguised.statusCode).toBe(422);
  });

  it('refuses a request that is not multipart with a 4xx', async () => {
    const client = new Client(t.app);
    const response = await client.post('/api/test/upload', { not: 'multipart' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('receiveUpload with a gate (check before accepting any file part)', () => {
  it('refuses when the gate fields fail their check: no temporary file, no scan', async () => {
    const scan = vi.spyOn(t.app.antivirus, 'scan');
    const before = temporaryFolders.created;
    const response = await send(
      [
        { name: 'ticket', value: 'zły' },
        { name: 'file', value: samplePdf(), filename: 'a.pdf' },
      ],
      '/api/test/gated',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({ pointer: '/ticket', keyword: 'ticket' });
    expect(temporaryFolders.created).toBe(before);
    expect(scan).not.toHaveBeenCalled();
    scan.mockRestore();
  });

  it('refuses a file part that comes before the gate fields', async () => {
    const before = temporaryFolders.created;
    const response = await send(
      [
        { name: 'file', value: samplePdf(), filename: 'a.pdf' },
        { name: 'ticket', value: 'ok' },
      ],
      '/api/test/gated',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({ pointer: '/ticket', keyword: 'fieldsBeforeFiles' });
    expect(temporaryFolders.created).toBe(before);
  });

  it('checks the gate at the end when no file came, and refuses a missing gate field', async () => {
    expect((await send([{ name: 'other', value: 'x' }], '/api/test/gated')).statusCode).toBe(400);
    expect((await send([{ name: 'ticket', value: 'ok' }], '/api/test/gated')).json()).toEqual({
      fields: { ticket: 'ok' },
      files: 0,
    });
  });

  it('receives the files once the gate has passed, in one temporary folder', async () => {
    const before = temporaryFolders.created;
    const response = await send(
      [
        { name: 'ticket', value: 'ok' },
        { name: 'file', value: samplePdf(), filename: 'a.pdf' },
      ],
      '/api/test/gated',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ fields: { ticket: 'ok' }, files: 1 });
    expect(temporaryFolders.created).toBe(before + 1);
  });
});
