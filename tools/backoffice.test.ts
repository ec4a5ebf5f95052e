// `pnpm backoffice payments:reconciliation` and `payments:resolve` against a running portal
// (late payments that could not be booked are listed and resolved from the terminal).
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, recordReconciliation, type TestApp } from '@portal/api/testing';
import { freePort } from './api-process.mjs';
import { backoffice, backofficeEnvFor } from './backoffice-test-support.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);
// `pnpm backoffice` is `tsx tools/backoffice.ts`: tsx's loader in one node process, as its command line
// would start a second node to run the script in.
const commandLine = ['--import', 'tsx', path.join(root, 'tools/backoffice.ts')];

let t: TestApp;
let env: NodeJS.ProcessEnv;
beforeAll(async () => {
  t = await createTestApp();
  env = await backofficeEnvFor(t);
});
afterAll(() => t.close());

describe('pnpm backoffice payments:*', () => {
  it('lists the open reconciliation cases and resolves one with a note', async () => {
    await recordReconciliation(t.db, {
      orderId: null,
      orderPublicId: 'nieznane-zamowienie',
      provider: 'simulator',
      providerReference: 'SIM-CLI',
      amountGrosze: 12_345,
      currency: 'PLN',
      reason: 'unknown-order',
    });
    const listed = JSON.parse((await backoffice(env, 'payments:reconciliation')).stdout);
    const found = listed.find((c: { providerReference: string }) => c.providerReference === 'SIM-CLI');
    expect(found).toMatchObject({
      orderId: 'nieznane-zamowienie',
      amount: '123.45',
      reason: 'unknown-order',
      resolvedAt: null,
    });

    const resolved = JSON.parse(
      (await backoffice(env, 'payments:resolve', String(found.id), 'zwrot', 'wykonany', '2026-11-03')).stdout,
    );
    expect(resolved).toMatchObject({
      id: found.id,
      resolution: 'zwrot wykonany 2026-11-03',
      resolvedBy: 'terminal',
    });
    expect(
      JSON.parse((await backoffice(env, 'payments:reconciliation')).stdout).map((c: { id: number }) => c.id),
    ).not.toContain(found.id);
    expect(
      JSON.parse((await backoffice(env, 'payments:reconciliation', 'resolved')).stdout).map(
        (c: { id: number }) => c.id,
      ),
    ).toContain(found.id);
  });

  it('says what is missing when the note is left out', async () => {
    const failed = await backoffice(env, 'payments:resolve', '1').then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('Podaj id sprawy i opis rozwiązania.');
  });
});

describe('pnpm backoffice prints stored text safely', () => {
  it('escapes C1 and bidirectional characters already in the database, and the JSON reads back whole', async () => {
    const reference = 'SIM-\u202Efdp.exe\u0085\u009b31m\u2066';
    await recordReconciliation(t.db, {
      orderId: null,
      orderPublicId: 'zamowienie-\u202E',
      provider: 'simulator',
      providerReference: reference,
      amountGrosze: 100,
      currency: 'PLN',
      reason: 'unknown-order',
    });
    const { stdout } = await backoffice(env, 'payments:reconciliation');
    expect(stdout).not.toMatch(/[\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    expect(stdout).toContain('SIM-\\u202efdp.exe\\u0085\\u009b31m\\u2066');
    const listed = JSON.parse(stdout) as { providerReference: string }[];
    expect(listed.map((c) => c.providerReference)).toContain(reference);
  });
});

describe('pnpm backoffice finds the portal', () => {
  it('calls the address the running portal wrote, whatever port it was started on', async () => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { rememberDemoPortalUrl } = await import('@portal/api/testing');
    const { port } = t.app.server.address() as AddressInfo;
    const urlFile = path.join(mkdtempSync(path.join(tmpdir(), 'backoffice-url-')), 'backoffice.url');
    expect(rememberDemoPortalUrl(urlFile, { host: '0.0.0.0', port })).toBe(`http://localhost:${port}`);

    const { BACKOFFICE_URL: _ignored, ...withoutUrl } = env;
    const { stdout } = await run(process.execPath, [...commandLine, 'payments:reconciliation'], {
      env: { ...withoutUrl, BACKOFFICE_URL_FILE: urlFile },
      cwd: root,
    });
    expect(Array.isArray(JSON.parse(stdout))).toBe(true);
  });

  it('says in Polish where it looked when no portal answers, not a bare "fetch failed"', async () => {
    // A port nothing listens on.
    const closed = await freePort();
    const failed = await run(process.execPath, [...commandLine, 'payments:reconciliation'], {
      env: { ...env, BACKOFFICE_URL: `http://127.0.0.1:${closed}` },
      cwd: root,
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain(
      `Nie można połączyć się z portalem pod adresem http://127.0.0.1:${closed}`,
    );
    expect(failed?.stderr).not.toContain('fetch failed');
  });
});
