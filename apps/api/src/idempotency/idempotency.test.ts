import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { HttpError } from '../lib/http-error.ts';
import { withTestDatabase } from '../test/test-app.ts';
import { storedAnswer, storeOnce, type SendingAttempt } from './idempotency.ts';

let db: Database;
withTestDatabase(async (opened) => {
  db = opened;
  // A stand-in for the record stored with the key (an application, a document).
  await sql`create table letter (id serial primary key, text text)`.execute(db);
});

const attempt = (requestHash = 'hash-a'): SendingAttempt => ({
  scope: 'account:1',
  key: randomUUID(),
  operation: 'document.send',
  requestHash,
});
const letters = async () =>
  (await sql<{ n: number }>`select count(*)::int as n from letter`.execute(db)).rows[0]!.n;
const insertLetter = (trx: Database, text: string) =>
  sql`insert into letter (text) values (${text})`.execute(trx);

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('storeOnce', () => {
  it('two racing requests with one key: the second waits for the first to commit, then answers its answer', async () => {
    const a = attempt();
    const hold = gate();
    let stores = 0;
    const store = async (trx: Database) => {
      stores += 1;
      await insertLetter(trx, 'x');
      await hold.opened;
      return { id: stores };
    };
    const before = await letters();
    const first = storeOnce(db, a, store);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = storeOnce(db, a, store);
    await new Promise((resolve) => setTimeout(resolve, 50));
    hold.open();
    expect(await first).toEqual({ answer: { id: 1 }, replayed: false });
    expect(await second).toEqual({ answer: { id: 1 }, replayed: true });
    expect(stores).toBe(1);
    expect(await letters()).toBe(before + 1);
  });

  it('a racing request with the same key but another request is refused with 422', async () => {
    const a = attempt('hash-a');
    const hold = gate();
    const first = storeOnce(db, a, async () => {
      await hold.opened;
      return { id: 7 };
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = storeOnce(db, { ...a, requestHash: 'hash-b' }, async () => ({ id: 8 })).catch(
      (e: unknown) => e,
    );
    hold.open();
    await first;
    const refused = await second;
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).statusCode).toBe(422);
  });

  it('a failed attempt leaves neither its record nor its key', async () => {
    const a = attempt();
    const before = await letters();
    await expect(
      storeOnce(db, a, async (trx) => {
        await insertLetter(trx, 'y');
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    expect(await letters()).toBe(before);
    expect(await storedAnswer(db, a)).toBeNull();
  });

  it('keys are scoped: the same key in another scope is another attempt', async () => {
    const a = attempt();
    await storeOnce(db, a, async () => ({ id: 1 }));
    expect(await storeOnce(db, { ...a, scope: 'account:2' }, async () => ({ id: 2 }))).toEqual({
      answer: { id: 2 },
      replayed: false,
    });
  });
});
