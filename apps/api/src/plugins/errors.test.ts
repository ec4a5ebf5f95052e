import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Client, createTestApp, type TestApp } from '../test/test-app.ts';
import { csrfToken } from './csrf.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: { max: 5, windowMs: 60_000, auth: 5 } }, (app) => {
    app.get('/api/test/boom', async () => {
      throw new Error('secret internal detail');
    });
    // Values no schema stopped, straight to the database: NUL in text (22021), an id past integer (22003).
    app.get('/api/test/nul', async () =>
      app.db.selectFrom('account').select('id').where('email', '=', 'a\u0000b').execute(),
    );
    app.get('/api/test/overflow', async () =>
      app.db
        .selectFrom('account')
        .select('id')
        .where('id', '=', 2 ** 31)
        .execute(),
    );
  });
});
afterAll(() => t.close());

describe('error responses', () => {
  it('a 5xx carries an error id that is also logged, and no internal detail', async () => {
    const logged = vi.spyOn(t.app.log, 'error');
    const response = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toMatchObject({ status: 500, error: 'server' });
    expect(body.errorId).toMatch(/^[A-Z0-9]{8}$/);
    expect(response.body).not.toContain('secret internal detail');
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ errorId: body.errorId }), 'request failed');
  });

  it.each([
    ['/api/test/nul', '22021'],
    ['/api/test/overflow', '22003'],
  ])(
    'a database data exception (%s) is a 400, logged with its SQLSTATE, never a 500',
    async (url, sqlState) => {
      const warned = vi.spyOn(t.app.log, 'warn');
      const response = await t.app.inject({
        method: 'GET',
        url,
        remoteAddress: `10.8.0.${sqlState.slice(-1)}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 400,
        error: 'bad_request',
        message: 'Niepoprawne dane w żądaniu.',
        requestId: response.headers['x-request-id'],
      });
      expect(warned).toHaveBeenCalledWith(
        expect.objectContaining({ sqlState, route: url }),
        'database refused a value from the request',
      );
    },
  );

  it('a body nested deeper than 32 levels is a 400 before anything walks it', async () => {
    const token = csrfToken('test-secret', 'deep');
    const response = await t.app.inject({
      method: 'POST',
      // Any anonymous JSON route with the app's 1 MB limit (the error reports read at most 8 KB).
      url: '/api/application/confirm',
      headers: {
        cookie: `SESSION=deep; XSRF-TOKEN=${token}`,
        'x-xsrf-token': token,
        'content-type': 'application/json',
      },
      payload: '['.repeat(20_000) + ']'.repeat(20_000),
      remoteAddress: '10.8.0.9',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({ keyword: 'maxDepth' });
  });

  it('malformed JSON is a 400 in Polish, not a 500', async () => {
    const client = new Client(t.app);
    await client.csrf();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/report-error',
      headers: {
        cookie: client.cookieHeader,
        'x-xsrf-token': client.cookies.get('XSRF-TOKEN')!,
        'content-type': 'application/json',
      },
      payload: '{"code": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 400,
      error: 'bad_request',
      message: 'Niepoprawne dane w żądaniu.',
    });
  });

  it('a wrong body type is a 400, not a 500', async () => {
    const client = new Client(t.app);
    const response = await client.post('/api/report-error', ['not', 'an', 'object']);
    expect(response.statusCode).toBe(400);
  });

  it('a burst gets 429 with Retry-After', async () => {
    let last = await t.app.inject({ method: 'GET', url: '/api/config/frontend', remoteAddress: '10.9.9.9' });
    for (let i = 0; i < 6; i++) {
      last = await t.app.inject({ method: 'GET', url: '/api/config/frontend', remoteAddress: '10.9.9.9' });
    }
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.json()).toMatchObject({
      status: 429,
      error: 'too_many_requests',
      message: 'Zbyt wiele prób, spróbuj później.',
    });
  });
});
