// Operability: /readyz names mail and SMS by the outbox's last attempt; a mail server that refuses makes
// mail "down" (and portal_dependency_up 0) but never the replica unready: the outbox keeps the message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { enqueue } from '../outbox/outbox-message-repository.ts';
import type { MessageTransport } from '../adapters/mail/mailer.ts';
import { serveMetrics } from '../metrics/server.ts';

let t: TestApp;
let refusing = true;
const smtp: MessageTransport = {
  name: 'smtp',
  channels: ['email'],
  send: async () => {
    if (refusing) throw new Error('connect ECONNREFUSED 10.0.0.25:587');
  },
};
beforeAll(async () => {
  t = await createTestApp({ outboxIntervalMs: 60_000 }, undefined, { transports: [smtp] });
});
afterAll(() => t.close());

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not met in 5 s');
}

const readiness = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/readyz' });
  return { status: response.statusCode, body: response.json() };
};

describe('mail in /readyz', () => {
  it('is unknown before the first attempt, and without an SMS transport there is no sms entry', async () => {
    expect((await readiness()).body.dependencies).toEqual({ database: 'up', storage: 'up', mail: 'unknown' });
  });

  it('is down after a refused delivery, with the replica still ready, and up after the next one', async () => {
    const { port } = await serveMetrics(t.app, { host: '127.0.0.1', port: 0 });
    await enqueue(t.db, { channel: 'email', to: 'a@example.com', subject: 'Temat', text: 'Treść' });
    t.app.outbox.kick();
    await until(async () => (await readiness()).body.dependencies.mail === 'down');
    expect(await readiness()).toMatchObject({ status: 200, body: { status: 'ready' } });
    const scraped = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    expect(scraped).toMatch(/^portal_dependency_up\{dependency="mail"\} 0$/m);
    expect(scraped).toMatch(/^portal_outbox_deliveries_total\{channel="email",outcome="retry"\} 1$/m);

    refusing = false;
    await t.db.updateTable('outbox').set({ next_attempt_at: new Date() }).execute();
    t.app.outbox.kick();
    await until(async () => (await readiness()).body.dependencies.mail === 'up');
  });
});
