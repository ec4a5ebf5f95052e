// Security hardening: deploy/nginx.conf, the load balancer of the compose trial and the model for production,
// served the back-office API (/api/backoffice/*) to the public and retried a 503 on every replica. The real
// nginx runs the file against two local fake replicas: the back office answers only on the internal
// listener, whatever the spelling of its path; an API's 503 (with its Retry-After) reaches the client
// from the one replica that gave it; an idempotent request still moves on from a replica that is down,
// and a POST is never replayed.
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startNginx, type Nginx } from './harness/nginx.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

interface Replica {
  readonly name: string;
  port: number;
  server: Server;
  hits: { method: string; url: string }[];
  answer: Handler;
}

const ok: (name: string) => Handler = (name) => (_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ replica: name }));
};
const unavailable: Handler = (_req, res) => {
  res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '5' });
  res.end(JSON.stringify({ status: 503, error: 'service_unavailable' }));
};
/** A replica that dies under the request: the connection closes without an answer. */
const dropped: Handler = (_req, res) => res.socket?.destroy();

async function startReplica(name: string): Promise<Replica> {
  const replica: Replica = { name, port: 0, server: createServer(), hits: [], answer: ok(name) };
  replica.server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    replica.hits.push({ method: req.method!, url: req.url! });
    req.resume();
    req.on('end', () => replica.answer(req, res));
  });
  await new Promise<void>((resolve) => replica.server.listen(0, '127.0.0.1', resolve));
  replica.port = (replica.server.address() as AddressInfo).port;
  return replica;
}

interface Reply {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
}

/** One request with the path exactly as written (fetch would resolve dot segments first). */
function send(port: number, method: string, rawPath: string, body?: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method, path: rawPath, agent: false, timeout: 10_000 },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error('no answer from nginx')));
    if (body !== undefined) req.setHeader('content-type', 'application/json');
    req.end(body);
  });
}

let replicas: Replica[];
let nginx: Nginx;
let publicPort: number;
let internalPort: number | undefined;
const hits = () => replicas.flatMap((replica) => replica.hits);

beforeAll(async () => {
  replicas = [await startReplica('a'), await startReplica('b')];
  nginx = await startNginx(replicas.map((replica) => replica.port));
  [publicPort, internalPort] = nginx.ports as [number, number | undefined];
});

beforeEach(() => {
  for (const replica of replicas) {
    replica.hits.length = 0;
    replica.answer = ok(replica.name);
  }
});

afterAll(async () => {
  await nginx?.stop();
  for (const replica of replicas ?? []) {
    replica.server.closeAllConnections();
    await new Promise((resolve) => replica.server.close(resolve));
  }
});

describe('deploy/nginx.conf in front of two replicas', () => {
  it('passes the portal and the API through to a replica, the path unchanged', async () => {
    const reply = await send(publicPort, 'GET', '/api/issues?page=2');
    expect(reply.status).toBe(200);
    expect(hits()).toEqual([{ method: 'GET', url: '/api/issues?page=2' }]);
  });

  it("does not retry a 503 on the other replica: the API's 503 and its Retry-After reach the client", async () => {
    for (const replica of replicas) replica.answer = unavailable;
    const reply = await send(publicPort, 'GET', '/api/issues');
    expect(reply.status).toBe(503);
    expect(reply.headers['retry-after']).toBe('5');
    expect(hits()).toHaveLength(1);
  });

  it.each([
    '/api/backoffice/issues',
    '/api/backoffice',
    '/api/backoffice/',
    '/api/%62ackoffice/issues',
    '/api%2Fbackoffice/issues',
    '//api//backoffice/issues',
    '/api/./backoffice/issues',
    '/api/x/../backoffice/issues',
    '/portal/../api/backoffice/issues',
  ])('keeps the back office off the public listener: %s', async (path) => {
    const reply = await send(publicPort, 'GET', path);
    expect(reply.status).toBe(404);
    expect(hits()).toEqual([]);
  });

  it('serves the back office on the internal listener only', async () => {
    expect(internalPort).toBeDefined();
    const reply = await send(internalPort!, 'POST', '/api/backoffice/issues', '{}');
    expect(reply.status).toBe(200);
    expect(hits()).toEqual([{ method: 'POST', url: '/api/backoffice/issues' }]);
    // Nothing else: the portal and the customers' API are the public listener's.
    expect((await send(internalPort!, 'GET', '/api/issues')).status).toBe(404);
    expect((await send(internalPort!, 'GET', '/')).status).toBe(404);
    expect(hits()).toHaveLength(1);
  });
  // Last: a replica that failed rests for fail_timeout (max_fails=1), and these make both fail.
  it('moves an idempotent request on from a replica that dies under it', async () => {
    replicas[0]!.answer = dropped;
    // Round robin sends one of the two to the dying replica first; both get the other one's answer.
    for (let i = 0; i < 2; i++) {
      const reply = await send(publicPort, 'GET', '/api/issues');
      expect(reply.status).toBe(200);
      expect(JSON.parse(reply.body)).toEqual({ replica: 'b' });
    }
    expect(replicas[0]!.hits.length).toBeGreaterThan(0);
  });

  it('never replays a POST on another replica', async () => {
    for (const replica of replicas) replica.answer = dropped;
    const reply = await send(publicPort, 'POST', '/api/application/send', '{}');
    expect(reply.status).toBe(502);
    expect(hits().filter((hit) => hit.method === 'POST')).toHaveLength(1);
  });
});
