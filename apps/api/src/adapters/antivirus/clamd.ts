// ClamAV's clamd INSTREAM protocol: "zINSTREAM\0", then chunks of <4-byte big-endian length><data>, a
// zero-length chunk, and one reply line: "stream: OK" or "stream: <signature> FOUND".
import { Socket } from 'node:net';
import type { AntivirusScanner, ScanVerdict } from './antivirus.ts';

const CHUNK = 64 * 1024;

export function clamdScanner({
  host,
  port,
  timeoutMs = 30_000,
}: {
  host: string;
  port: number;
  timeoutMs?: number;
}): AntivirusScanner {
  return {
    name: 'clamd',
    scan(content) {
      return new Promise<ScanVerdict>((resolve, reject) => {
        const socket = new Socket();
        let reply = '';
        socket.setTimeout(timeoutMs, () => socket.destroy(new Error('clamd timed out')));
        socket.on('error', reject);
        socket.on('data', (data) => (reply += data.toString('utf8')));
        socket.on('end', () => {
          const line = reply.replace(/\0/g, '').trim();
          const found = /^stream: (.+) FOUND$/.exec(line);
          if (found) resolve({ clean: false, signature: found[1]! });
          else if (line === 'stream: OK') resolve({ clean: true });
          else reject(new Error(`clamd answered: ${line.slice(0, 200)}`));
        });
        socket.connect(port, host, () => {
          void (async () => {
            socket.write('zINSTREAM\0');
            for await (const piece of content) {
              for (let offset = 0; offset < piece.length; offset += CHUNK) {
                const chunk = piece.subarray(offset, offset + CHUNK);
                const size = Buffer.alloc(4);
                size.writeUInt32BE(chunk.length);
                if (!socket.write(Buffer.concat([size, chunk])))
                  await new Promise((r) => socket.once('drain', r));
              }
            }
            socket.end(Buffer.alloc(4));
          })().catch((error: unknown) =>
            socket.destroy(error instanceof Error ? error : new Error(String(error))),
          );
        });
      });
    },
  };
}
