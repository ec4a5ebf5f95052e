// @vitest-environment node
// `pnpm studio`'s server (form studio, "Fast"): the built pages and assets from dist, the API, and the
// preview's validators importing the built validation runtime instead of a package only Vite resolves.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaPaths } from '@portal/schema-kit';
import { repoRoot } from '@portal/schema-kit/testing';
import { createStudioServer, productionValidators, RUNTIME_FILE } from './serve.ts';

let dist = '';
let base = '';
let close: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'studio-serve-test-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Studio</title>');
  writeFileSync(path.join(dist, 'assets/index-AbC123.js'), 'console.log(1);');
  writeFileSync(path.join(dist, RUNTIME_FILE), 'export const x = 1;');
  // The repository's schemas/, read only: no request below writes.
  const server = createStudioServer(schemaPaths(repoRoot), dist);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});

afterAll(async () => {
  await close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the studio production server', () => {
  it('serves the page for / with its query, asked again each time', async () => {
    const response = await fetch(`${base}/?formularz=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<title>Studio</title>');
  });

  it('keeps hashed assets for good, but not the runtime under its fixed name', async () => {
    const hashed = await fetch(`${base}/assets/index-AbC123.js`);
    expect(hashed.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(hashed.headers.get('cache-control')).toContain('immutable');
    const runtime = await fetch(`${base}/${RUNTIME_FILE}`);
    expect(runtime.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 in Polish for a missing file and never serves outside dist', async () => {
    const missing = await fetch(`${base}/assets/nope.js`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toContain('Nie ma takiego pliku');
    for (const escape of ['/%2e%2e/package.json', '/..%2f..%2fpackage.json', '/assets/%2e%2e/%2e%2e/x'])
      expect((await fetch(`${base}${escape}`)).status).toBe(404);
  });

  it('answers the API, and the preview gets a validator module that imports the built runtime', async () => {
    const forms = await fetch(`${base}/studio-api/forms`);
    expect(forms.status).toBe(200);
    const form = (await (await fetch(`${base}/studio-api/forms/1`)).json()) as {
      files: Record<string, string>;
    };
    const preview = await fetch(`${base}/studio-api/forms/1/preview`, {
      method: 'POST',
      body: JSON.stringify({ files: form.files }),
    });
    const { validator } = (await preview.json()) as { validator: string };
    expect(validator).toMatch(/^\/studio-validators\/[0-9a-f]+\.js$/);
    const module = await fetch(`${base}${validator}`);
    expect(module.status).toBe(200);
    expect(module.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const code = await module.text();
    expect(code).toContain(`from "/${RUNTIME_FILE}"`);
    expect(code).not.toContain('@portal/validation/runtime');
    expect(code).toContain('export default');
  });

  it('says a validator of an earlier server is gone', async () => {
    const gone = await fetch(`${base}/studio-validators/0123.js`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain('validator gone');
  });

  it('rewrites only the runtime import of a validator module', () => {
    const validators = productionValidators();
    const url = validators.add(
      'abc',
      'import * as r from "@portal/validation/runtime";\nexport default 1;\n',
    );
    expect(url).toBe('/studio-validators/abc.js');
    expect(validators.get('abc')).toBe(`import * as r from "/${RUNTIME_FILE}";\nexport default 1;\n`);
  });
});
