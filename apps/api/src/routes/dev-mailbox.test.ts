import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { enqueue } from '../outbox/outbox-message-repository.ts';
import { loadConfig } from '../config.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ devMailbox: true });
});
afterAll(() => t.close());

describe('development mailbox', () => {
  it('lists sent messages and shows one with clickable links', async () => {
    const id = await enqueue(t.db, {
      channel: 'email',
      to: 'ola@example.com',
      subject: 'Potwierdź <wniosek>',
      text: 'Kliknij: http://localhost:3000/wniosek/potwierdz?token=abc',
    });
    const list = await t.app.inject({ method: 'GET', url: '/dev/poczta' });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('Potwierdź &lt;wniosek&gt;');
    const message = await t.app.inject({ method: 'GET', url: `/dev/poczta/${id}` });
    expect(message.body).toContain('<a href="http://localhost:3000/wniosek/potwierdz?token=abc">');
  });

  it('does not exist unless DEV_MAILBOX=true, even outside production', async () => {
    const quiet = await createTestApp({
      environment: 'development',
      devMailbox: loadConfig({ NODE_ENV: 'development' }).devMailbox,
    });
    expect((await quiet.app.inject({ method: 'GET', url: '/dev/poczta' })).statusCode).toBe(404);
    expect((await quiet.app.inject({ method: 'GET', url: '/api/config/frontend' })).json().devMailbox).toBe(
      false,
    );
    await quiet.close();
    expect((await t.app.inject({ method: 'GET', url: '/api/config/frontend' })).json().devMailbox).toBe(true);
  });

  it('does not exist in production', async () => {
    const base = loadConfig({ NODE_ENV: 'test' });
    const production = await createTestApp({
      environment: 'production',
      payments: { ...base.payments, provider: 'przelewy24' },
    });
    const response = await production.app.inject({ method: 'GET', url: '/dev/poczta' });
    expect(response.statusCode).toBe(404);
    await production.close();
  });
});
