// Scaling out: periodic jobs run on every replica's timer; each is done exactly once. Three workers start
// at once, each with its own connection pool to the same database (on PostgreSQL with DATABASE_URL; on
// PGlite the three share its one connection, which proves less but runs everywhere).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../db/database.ts';
import { openTestDatabase, usingPostgres } from '../test/test-app.ts';
import { createCustomer } from '../test/accounts.ts';
import type { MessageTransport, OutgoingMessage } from '../adapters/mail/mailer.ts';
import { deliverDue } from '../outbox/outbox.ts';
import { enqueue } from '../outbox/outbox-message-repository.ts';
import { expireStaleOrders } from '../payments/payment-orders.ts';
import { removeExpired } from './housekeeping.ts';
import { claimJobRun, runOncePerPeriod } from './periodic-job.ts';

let db: Database;
let drop: () => Promise<void>;
let workers: Database[];

beforeAll(async () => {
  const opened = await openTestDatabase();
  db = opened.db;
  drop = opened.drop;
  workers = usingPostgres
    ? await Promise.all(
        [1, 2, 3].map(() => openDatabase({ url: process.env.DATABASE_URL!, schema: opened.schema! })),
      )
    : [db, db, db];
});
afterAll(async () => {
  if (usingPostgres) await Promise.all(workers.map((worker) => worker.destroy()));
  await db.destroy();
  await drop();
});

describe('jobs that must run once, three workers at once', () => {
  it('housekeeping: one worker of three wins each period, again only after the period', async () => {
    let runs = 0;
    const job = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
    };
    const round = () =>
      Promise.all(workers.map((worker) => runOncePerPeriod(worker, 'housekeeping-test', 3_600_000, job)));
    const first = await round();
    expect(first.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    // The same period on every replica's next tick: nobody runs it again.
    expect((await round()).filter(Boolean)).toHaveLength(0);
    expect(runs).toBe(1);
    // A period later (the start moved back an hour) exactly one runs it again.
    await db
      .updateTable('job_run')
      .set({ started_at: sql<Date>`now() - interval '61 minutes'` })
      .where('name', '=', 'housekeeping-test')
      .execute();
    expect((await round()).filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(2);
    const row = await db
      .selectFrom('job_run')
      .selectAll()
      .where('name', '=', 'housekeeping-test')
      .executeTakeFirstOrThrow();
    expect(row.runs).toBe(2);
  });

  it('housekeeping removes what has expired, once', async () => {
    await db
      .insertInto('rate_limit')
      .values([
        { key: 'old', hits: 3, reset_at: new Date(Date.now() - 60_000) },
        { key: 'current', hits: 1, reset_at: new Date(Date.now() + 60_000) },
      ])
      .execute();
    const ran = await Promise.all(
      workers.map((worker) =>
        runOncePerPeriod(worker, 'housekeeping', 3_600_000, () => removeExpired(worker)),
      ),
    );
    expect(ran.filter(Boolean)).toHaveLength(1);
    const left = await db.selectFrom('rate_limit').select('key').execute();
    expect(left.map((row) => row.key)).toEqual(['current']);
  });

  it('a short period is claimed by one worker even when the claims race many times', async () => {
    const wins = await Promise.all(
      Array.from({ length: 30 }, (_, i) => claimJobRun(workers[i % 3]!, 'sweep-race', 60_000)),
    );
    expect(wins.filter(Boolean)).toHaveLength(1);
  });

  it('order expiry: every stale order expires once and frees its invoice once', async () => {
    const customer = await createCustomer(db);
    const orders: number[] = [];
    for (let i = 0; i < 30; i++) {
      const order = await db
        .insertInto('payment_order')
        .values({
          public_id: `once-${i}-${Date.now()}`,
          account_id: customer.id,
          status: i % 2 ? 'NEW' : 'PENDING',
          total: 1000,
          title: `Zamówienie ${i}`,
          provider: 'simulator',
          updated_at: new Date(Date.now() - 3_600_000),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      orders.push(order.id);
      await db
        .insertInto('invoice')
        .values({
          account_id: customer.id,
          number: `F/ONCE/${i}/${Date.now()}`,
          type: 'connection',
          status: 'PENDING',
          amount: 1000,
          issue_date: new Date(),
          payment_term: new Date(),
          order_id: order.id,
        })
        .execute();
    }
    // No period claim here: the sweep itself must be safe when replicas run it at the same moment.
    const expired = await Promise.all(workers.map((worker) => expireStaleOrders(worker, 30)));
    expect(expired.reduce((a, b) => a + b, 0)).toBe(30);
    const statuses = await db
      .selectFrom('payment_order')
      .select(['status'])
      .where('id', 'in', orders)
      .execute();
    expect(statuses.every((row) => row.status === 'EXPIRED')).toBe(true);
    const invoices = await db
      .selectFrom('invoice')
      .select(['status', 'order_id'])
      .where('account_id', '=', customer.id)
      .execute();
    expect(invoices).toHaveLength(30);
    expect(invoices.every((row) => row.status === 'ACTIVE' && row.order_id === null)).toBe(true);
  });

  it('outbox: each message is sent exactly once by three workers delivering at once', async () => {
    const sent: string[] = [];
    const slow: MessageTransport = {
      name: 'recording',
      channels: ['email'],
      send: async (message: OutgoingMessage) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(message.to);
      },
    };
    const recipients = Array.from({ length: 60 }, (_, i) => `raz-${i}@example.com`);
    for (const to of recipients) {
      await enqueue(db, { channel: 'email', to, subject: 'Temat', text: 'Treść', html: '<p>Treść</p>' });
    }
    const results = await Promise.all(workers.map((worker) => deliverDue(worker, [slow], { batch: 100 })));
    expect(results.reduce((total, result) => total + result.sent, 0)).toBe(60);
    expect(sent.slice().sort()).toEqual(recipients.slice().sort());
    const rows = await db
      .selectFrom('outbox')
      .select(['status', 'attempts'])
      .where('recipient', 'in', recipients)
      .execute();
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    if (usingPostgres) {
      // The work was shared: more than one worker sent something.
      expect(results.filter((result) => result.sent > 0).length).toBeGreaterThan(1);
    }
  });
});
