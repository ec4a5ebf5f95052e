// Operability: in production everything on stdout is a JSON log line. The AWS SDK warns on the console by
// default (a request past its requestTimeout, sockets at capacity); the adapter hands it the API's logger.
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { s3Storage } from './s3.ts';

let silentServer: Server;
let port: number;
const sockets: Socket[] = [];

beforeAll(async () => {
  // Accepts the connection and never answers: the SDK's request timeout runs out.
  silentServer = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => silentServer.listen(0, '127.0.0.1', resolve));
  port = (silentServer.address() as { port: number }).port;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silentServer.close(resolve));
});

it("sends the SDK's warnings to the API's logger, never to the console", async () => {
  const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const stdout = vi.spyOn(process.stdout, 'write');
  const warnings: unknown[] = [];
  const log = {
    debug: () => undefined,
    info: () => undefined,
    warn: (...args: unknown[]) => warnings.push(args),
    error: (...args: unknown[]) => warnings.push(args),
  };
  try {
    const storage = s3Storage(
      {
        endpoint: `http://127.0.0.1:${port}`,
        bucket: 'portal',
        region: 'us-east-1',
        accessKeyId: 'test',
        secretAccessKey: 'test',
        forcePathStyle: true,
        serverSideEncryption: null,
        kmsKeyId: null,
        partSize: 5 * 1024 * 1024,
        queueSize: 1,
        prefix: '',
      },
      { log, sdkRequestTimeoutMs: 200 },
    );
    // Never answered: the SDK retries on new sockets until the server is closed (afterAll).
    void storage.check().catch(() => undefined);
    await vi.waitFor(() => expect(warnings.length).toBeGreaterThan(0), { timeout: 5_000 });
    expect(JSON.stringify(warnings)).toMatch(/request timeout|requestTimeout|timeout/i);
    expect(consoleWarn).not.toHaveBeenCalled();
    expect(stdout).not.toHaveBeenCalled();
    storage.client.destroy();
  } finally {
    consoleWarn.mockRestore();
    stdout.mockRestore();
  }
});
