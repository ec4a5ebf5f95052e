// A TCP proxy in front of a database that a test can freeze: bytes stop flowing both ways while the
// connections stay open, as with a hung server or a silent network. The shared PostgreSQL behind it is
// never touched, only our own connections to it.
import { connect, createServer, type Server, type Socket } from 'node:net';

export interface FreezableProxy {
  readonly port: number;
  /** Chunks held back while frozen: requests that reached the frozen dependency. */
  readonly held: number;
  /**
   * Held chunks whose connection is still open, which a thaw would deliver. A connection its client
   * closed is dropped with its chunks, but the proxy learns of the close only when its event comes.
   */
  readonly deliverable: number;
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
}

/** `port` reopens a proxy where a closed one listened (a dependency that comes back). */
export async function freezableProxy(
  target: { host: string; port: number },
  port = 0,
): Promise<FreezableProxy> {
  let frozen = false;
  const held: { to: Socket; chunk: Buffer }[] = [];
  const sockets = new Set<Socket>();
  const forward = (from: Socket, to: Socket) =>
    from.on('data', (chunk: Buffer) => {
      if (frozen) held.push({ to, chunk });
      else to.write(chunk);
    });
  const server: Server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket
        .on('error', () => undefined)
        .on('close', () => {
          sockets.delete(socket);
          client.destroy();
          upstream.destroy();
        });
    }
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('proxy has no port');
  return {
    port: address.port,
    get held() {
      return held.length;
    },
    get deliverable() {
      return held.filter(({ to }) => !to.destroyed).length;
    },
    freeze: () => void (frozen = true),
    thaw() {
      frozen = false;
      for (const { to, chunk } of held.splice(0)) if (!to.destroyed) to.write(chunk);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
