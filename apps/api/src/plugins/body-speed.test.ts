// Resilience, "no request or body timeout": with real sockets on 127.0.0.1, a client that sends its headers
// and then trickles its body, or never finishes its headers, loses its connection within seconds.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CSRF_COOKIE, SESSION_COOKIE } from '@portal/api-contract';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { csrfToken } from './csrf.ts';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({
    http: {
      ...loadConfig({ NODE_ENV: 'test' }).http,
      headersTimeoutMs: 1_000,
      bodyMinBytesPerSecond: 1_000,
      bodyRateWindowMs: 500,
    },
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const token = csrfToken('test-secret', 'slow');
const body = JSON.stringify({ code: 'SLOW', info: 'x'.repeat(600) });
const headers = (length: number) =>
  `POST /api/report-error HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n` +
  `Cookie: ${SESSION_COOKIE}=slow; ${CSRF_COOKIE}=${token}\r\nX-XSRF-TOKEN: ${token}\r\n\r\n`;

function open(): Promise<{ socket: net.Socket; closed: Promise<{ text: string; afterMs: number }> }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => {
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('utf8')));
      const closed = new Promise<{ text: string; afterMs: number }>((done) =>
        socket.on('close', () => done({ text, afterMs: Date.now() - started })),
      );
      resolve({ socket, closed });
    });
    socket.on('error', reject);
  });
}

describe('slow clients', () => {
  it('a body trickling below the minimum speed has its connection closed, and the log says why', async () => {
    const warned = vi.spyOn(t.app.log, 'warn');
    const { socket, closed } = await open();
    socket.on('error', () => {});
    socket.write(headers(Buffer.byteLength(body)));
    let sent = 0;
    const trickle = setInterval(() => {
      if (socket.destroyed || sent >= body.length) return clearInterval(trickle);
      socket.write(body.slice(sent, sent + 5));
      sent += 5;
    }, 200);
    const { text, afterMs } = await closed;
    clearInterval(trickle);
    expect(text).not.toMatch(/^HTTP\/1\.1 2/);
    expect(afterMs).toBeLessThan(3_000);
    expect(sent).toBeLessThan(body.length);
    expect(warned).toHaveBeenCalledWith(
      expect.objectContaining({ route: '/api/report-error' }),
      'request body too slow: connection closed',
    );
  });

  it('headers that never finish are cut off by the headers timeout', async () => {
    const { socket, closed } = await open();
    socket.on('error', () => {});
    socket.write('POST /api/report-error HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const { text, afterMs } = await closed;
    expect(text.startsWith('HTTP/1.1 408')).toBe(true);
    expect(afterMs).toBeLessThan(4_000);
  });

  it('a body sent at a normal speed is answered', async () => {
    const { socket, closed } = await open();
    socket.write(headers(Buffer.byteLength(body)).replace('Host:', 'Connection: close\r\nHost:'));
    socket.write(body);
    const { text } = await closed;
    expect(text.startsWith('HTTP/1.1 204')).toBe(true);
  });
});
