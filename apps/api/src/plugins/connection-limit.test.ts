// Resilience, "cap connections per address", with real sockets on 127.0.0.1.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const MAX = 3;
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({
    http: { ...loadConfig({ NODE_ENV: 'test' }).http, maxConnectionsPerAddress: MAX },
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

function connect(): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
  });
}

/** Everything the server sends until it closes the connection (or `ms` pass). */
function readUntilClosed(socket: net.Socket, ms = 5_000): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve) => {
    let text = '';
    const timer = setTimeout(() => resolve({ text, closed: false }), ms);
    socket.on('data', (chunk) => (text += chunk.toString('utf8')));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, closed: true });
    });
    socket.on('error', () => {});
  });
}

const get = (socket: net.Socket) =>
  socket.write('GET /api/config/frontend HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');

describe(`at most ${MAX} simultaneous connections per address`, () => {
  it(`answers connection ${MAX + 1} with 429 and closes it; the first ${MAX} keep working; a freed slot is reused`, async () => {
    const held = await Promise.all(Array.from({ length: MAX }, connect));
    const extra = await connect();
    const refused = await readUntilClosed(extra);
    expect(refused.closed).toBe(true);
    expect(refused.text.startsWith('HTTP/1.1 429 Too Many Requests')).toBe(true);
    expect(refused.text).toContain('"error":"too_many_requests"');

    const first = held[0]!;
    const answered = readUntilClosed(first);
    get(first);
    expect((await answered).text.startsWith('HTTP/1.1 200')).toBe(true);

    // The first connection is closed now: a new one gets its slot.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const next = await connect();
    const nextAnswer = readUntilClosed(next);
    get(next);
    expect((await nextAnswer).text.startsWith('HTTP/1.1 200')).toBe(true);
    for (const socket of held) socket.destroy();
  });
});
