// Operability: `pnpm backoffice audit:list` reads the audit trail of a running portal; `keys:list` and
// `keys:revoke` keep the back-office keys on the database itself (they must work when the only key leaked).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createCustomer, createTestApp, freshClusterFolder, type TestApp } from '@portal/api/testing';
import { backoffice, backofficeEnvFor, failureOf } from './backoffice-test-support.ts';

describe('pnpm backoffice audit:list', () => {
  let t: TestApp;
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    t = await createTestApp();
    env = await backofficeEnvFor(t);
  });
  afterAll(() => t.close());

  it('lists the events with the filters given as --name value, newest first', async () => {
    const customer = await createCustomer(t.db);
    await new Client(t.app, '203.0.113.9').post('/api/account/login', {
      username: customer.email,
      password: 'Nie-To-Haslo-1',
    });
    const page = JSON.parse(
      (await backoffice(env, 'audit:list', '--subject', `account:${customer.id}`, '--action', 'login'))
        .stdout,
    );
    expect(page.events).toHaveLength(1);
    expect(page.events[0]).toMatchObject({
      action: 'login.failed',
      actorKind: 'visitor',
      outcome: 'failure',
      address: '203.0.113.9',
    });
    expect(page.nextBefore).toBeNull();
  });

  it('refuses an unknown filter and a filter without its value, in Polish', async () => {
    expect((await failureOf(env, 'audit:list', '--kto', 'ja'))?.stderr).toContain('Nieznany filtr --kto');
    expect((await failureOf(env, 'audit:list', '--action'))?.stderr).toContain(
      'Podaj wartość filtra --action',
    );
    expect((await failureOf(env, 'audit:list', '--actor', 'admin'))?.stderr).toContain('400');
  });
});

describe('pnpm backoffice keys:*', () => {
  // A PGlite folder of the test's own: the commands open the database of DATABASE_URL themselves, and
  // migrate it (it holds a cluster as a first start leaves it, not yet migrated).
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-keys-'));
  const env = { ...process.env, DATABASE_URL: path.join(folder, 'pglite') };
  beforeAll(() => freshClusterFolder(env.DATABASE_URL));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('creates, lists and revokes a key, never showing it again, each step in the audit trail', async () => {
    const created = JSON.parse((await backoffice(env, 'keys:create', 'crm')).stdout);
    expect(created.key).toMatch(/^bo_/);
    const [listed] = JSON.parse((await backoffice(env, 'keys:list')).stdout);
    expect(listed).toMatchObject({ name: 'crm', revokedAt: null, lastCallAt: null });
    expect(JSON.stringify(listed)).not.toContain(created.key);

    const revoked = JSON.parse((await backoffice(env, 'keys:revoke', String(listed.id))).stdout);
    expect(revoked).toEqual({ id: listed.id, revoked: true, note: 'Klucz unieważniony.' });
    const again = JSON.parse((await backoffice(env, 'keys:revoke', String(listed.id))).stdout);
    expect(again.note).toBe('Klucz był już unieważniony.');
    const [after] = JSON.parse((await backoffice(env, 'keys:list')).stdout);
    expect(after.revokedAt).not.toBeNull();

    expect((await failureOf(env, 'keys:revoke', '999'))?.stderr).toContain('Nie ma klucza o id 999.');
    expect((await failureOf(env, 'keys:revoke', 'crm'))?.stderr).toContain('Podaj id klucza');

    const { openDatabase } = await import('@portal/api/testing');
    const db = await openDatabase({ url: env.DATABASE_URL });
    try {
      const events = await db
        .selectFrom('audit_event')
        .select(['action', 'actor_kind', 'actor_id', 'subject_id'])
        .orderBy('id')
        .execute();
      expect(events.map((e) => [e.action, e.actor_kind, e.subject_id])).toEqual([
        ['backoffice-key.created', 'system', String(listed.id)],
        ['backoffice-key.revoked', 'system', String(listed.id)],
      ]);
      expect(events[0]!.actor_id).toMatch(/^terminal:/);
    } finally {
      await db.destroy();
    }
  }, 180_000);
});
