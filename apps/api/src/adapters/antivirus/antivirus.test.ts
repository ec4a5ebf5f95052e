import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** A buffer as a stream of small chunks, as a file is read from disk. */
async function* chunks(content: Buffer, size = 7): AsyncIterable<Buffer> {
  for (let i = 0; i < content.length; i += size) yield content.subarray(i, i + size);
}
import { EICAR, eicarScanner } from './eicar.ts';
import { clamdScanner } from './clamd.ts';

describe('embedded scanner', () => {
  it('finds the EICAR test file, also inside a larger file', async () => {
    expect(await eicarScanner.scan(chunks(Buffer.from(EICAR)))).toEqual({
      clean: false,
      signature: 'Eicar-Test-Signature',
    });
    expect(
      (await eicarScanner.scan(chunks(Buffer.concat([Buffer.alloc(1000, 1), Buffer.from(EICAR)]), 333)))
        .clean,
    ).toBe(false);
  });
  it('passes an ordinary file', async () => {
    expect(await eicarScanner.scan(chunks(Buffer.from('%PDF-1.7 zwykły dokument')))).toEqual({ clean: true });
  });
});

/** A local server speaking clamd's INSTREAM protocol, flagging EICAR like clamd does. */
function fakeClamd(): Server {
  return createServer((socket) => {
    let buffer = Buffer.alloc(0);
    let command = false;
    const received: Buffer[] = [];
    socket.on('data', (data) => {
      buffer = Buffer.concat([buffer, data]);
      if (!command) {
        const end = buffer.indexOf(0);
        if (end < 0) return;
        if (buffer.subarray(0, end).toString() !== 'zINSTREAM') return socket.end('UNKNOWN COMMAND\0');
        command = true;
        buffer = buffer.subarray(end + 1);
      }
      while (buffer.length >= 4) {
        const size = buffer.readUInt32BE(0);
        if (size === 0) {
          const content = Buffer.concat(received);
          socket.end(content.includes(EICAR) ? 'stream: Win.Test.EICAR_HDB-1 FOUND\0' : 'stream: OK\0');
          return;
        }
        if (buffer.length < 4 + size) return;
        received.push(buffer.subarray(4, 4 + size));
        buffer = buffer.subarray(4 + size);
      }
    });
  });
}

describe('clamd adapter against a local fake clamd', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = fakeClamd();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('streams a large file in chunks and reports it clean', async () => {
    const scanner = clamdScanner({ host: '127.0.0.1', port });
    expect(await scanner.scan(chunks(Buffer.alloc(300 * 1024, 7), 100_000))).toEqual({ clean: true });
  });
  it('reports the signature clamd found', async () => {
    const scanner = clamdScanner({ host: '127.0.0.1', port });
    expect(
      await scanner.scan(chunks(Buffer.concat([Buffer.alloc(70 * 1024), Buffer.from(EICAR)]), 50_000)),
    ).toEqual({ clean: false, signature: 'Win.Test.EICAR_HDB-1' });
  });
  it('fails (never passes a file) when clamd is unreachable', async () => {
    const scanner = clamdScanner({ host: '127.0.0.1', port: 9, timeoutMs: 1000 });
    await expect(scanner.scan(chunks(Buffer.from('x')))).rejects.toThrow();
  });
});
