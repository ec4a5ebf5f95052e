// Resilience, "one slow upload holds its connection for minutes": a request body must keep arriving at a
// minimum average speed, or its connection is closed. Measured on the bytes read from the socket per
// window; a window in which the server itself was not reading (data waiting in the buffers) does not count
// against the client.
import fp from 'fastify-plugin';

export default fp<{ minBytesPerSecond: number; windowMs: number }>(
  async (app, { minBytesPerSecond, windowMs }) => {
    if (minBytesPerSecond <= 0) return;
    const minBytesPerWindow = (minBytesPerSecond * windowMs) / 1000;
    app.addHook('onRequest', async (request) => {
      const raw = request.raw;
      const socket = raw.socket;
      const hasBody =
        Number(raw.headers['content-length'] ?? 0) > 0 || raw.headers['transfer-encoding'] !== undefined;
      // Injected requests (tests) have no network socket to measure.
      if (!hasBody || raw.complete || typeof socket?.bytesRead !== 'number') return;
      let lastRead = socket.bytesRead;
      const timer = setInterval(() => {
        if (raw.complete || socket.destroyed) return clearInterval(timer);
        const read = socket.bytesRead - lastRead;
        lastRead = socket.bytesRead;
        const serverBehind = socket.readableLength > 0 || raw.readableLength > 0;
        if (read >= minBytesPerWindow || serverBehind) return;
        clearInterval(timer);
        request.log.warn(
          { ip: request.ip, route: request.routeOptions.url, bytesInWindow: read, windowMs },
          'request body too slow: connection closed',
        );
        socket.destroy();
      }, windowMs);
      timer.unref();
      raw.once('end', () => clearInterval(timer));
      raw.once('close', () => clearInterval(timer));
    });
  },
  { name: 'body-speed' },
);
