// Data lifecycle: `pnpm backoffice customer:export` and `customer:erase` against a running portal: the archive
// written to a file is the customer's, the erasure removes what the API's erasure removes, and both are in
// the audit trail under the terminal's key.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEventsAbout,
  createIntegrationKey,
  createTestApp,
  customerWithEverything,
  DATA_FILE_NAME,
  DATA_RIGHTS_ACTIONS,
  storageKeysOf,
  type TestApp,
  unzip,
} from '@portal/api/testing';
import { backoffice, failureOf } from './backoffice-test-support.ts';

const outDir = mkdtempSync(path.join(tmpdir(), 'backoffice-export-'));

let t: TestApp;
let key: string;
let env: NodeJS.ProcessEnv;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  key = await createIntegrationKey(t.db, 'terminal');
  env = { ...process.env, BACKOFFICE_URL: `http://127.0.0.1:${port}`, BACKOFFICE_KEY: key };
});
afterAll(async () => {
  await t.close();
  rmSync(outDir, { recursive: true, force: true });
});

describe('pnpm backoffice customer:*', () => {
  it('customer:export writes the customer’s archive to the file, byte for byte', async () => {
    const jan = await customerWithEverything(t, key);
    const target = path.join(outDir, 'jan.zip');
    const printed = JSON.parse((await backoffice(env, 'customer:export', jan.customer.email, target)).stdout);
    const archive = readFileSync(target);
    expect(printed).toEqual({ saved: target, bytes: archive.length });
    const entries = await unzip(archive);
    const data = JSON.parse(entries.get(DATA_FILE_NAME)!.toString('utf8'));
    expect(data.account.email).toBe(jan.customer.email);
    expect(entries.get(data.documents[0].files[0].file)!.equals(jan.files.document.bytes)).toBe(true);

    // By the account's id as well.
    const byId = path.join(outDir, 'jan-id.zip');
    await backoffice(env, 'customer:export', String(jan.customer.id), byId);
    expect((await unzip(readFileSync(byId))).size).toBe(entries.size);
  });

  it('customer:erase erases the customer and prints what it removed and kept', async () => {
    const jan = await customerWithEverything(t, key);
    const keys = await storageKeysOf(t, jan.customer.id);
    const printed = JSON.parse((await backoffice(env, 'customer:erase', jan.customer.email)).stdout);
    expect(printed).toMatchObject({
      accountId: jan.customer.id,
      applications: 1,
      cases: 1,
      files: keys.length,
      invoicesPseudonymised: 1,
      paymentsKept: 1,
    });
    expect(await storageKeysOf(t, jan.customer.id)).toEqual([]);
    const events = await auditEventsAbout(
      t.db,
      { kind: 'account', id: jan.customer.id },
      DATA_RIGHTS_ACTIONS,
    );
    expect(events.map((e) => [e.action, e.actor_kind])).toEqual([['customer.erase', 'backoffice']]);
    expect((await failureOf(env, 'customer:erase', jan.customer.email))?.stderr).toContain(
      'Nie ma takiego konta klienta.',
    );
  });

  it('says what is missing', async () => {
    expect((await failureOf(env, 'customer:export'))?.stderr).toContain('Podaj e-mail klienta');
    expect((await failureOf(env, 'customer:export', 'jan@example.com'))?.stderr).toContain(
      'Podaj ścieżkę pliku',
    );
    const unknown = await failureOf(env, 'customer:export', 'nikt@example.com', path.join(outDir, 'x.zip'));
    expect(unknown?.code).toBe(1);
    expect(unknown?.stderr).toContain('404: Nie ma takiego konta klienta.');
  });
});
