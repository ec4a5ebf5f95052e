// A local server speaking SMSAPI.pl's REST API as the SMS adapter uses it (POST /sms.do with a Bearer
// token and a form body, format=json), checking what the real one checks, and misbehaving on request:
// refusing (an error code in a 200 answer), failing (HTTP 500), answering garbage or never answering.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeSmsapiMode = 'accept' | 'refuse' | 'fail' | 'garbage' | 'hang';

export interface ReceivedSms {
  authorization: string | undefined;
  contentType: string | undefined;
  params: Record<string, string>;
}

export interface FakeSmsapi {
  readonly baseUrl: string;
  readonly token: string;
  readonly received: ReceivedSms[];
  mode: FakeSmsapiMode;
  close(): Promise<void>;
}

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
  });

export async function startFakeSmsapi(token = 'smsapi-test-token'): Promise<FakeSmsapi> {
  const hung: ServerResponse[] = [];
  const state = { mode: 'accept' as FakeSmsapiMode, received: [] as ReceivedSms[] };
  const server = createServer(async (req, res) => {
    const json = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || req.url !== '/sms.do')
      return json(404, { error: 404, message: 'Not found' });
    const params = Object.fromEntries(new URLSearchParams(await read(req)));
    state.received.push({
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      params,
    });
    if (req.headers.authorization !== `Bearer ${token}`)
      return json(401, { error: 101, message: 'Authorization failed' });
    switch (state.mode) {
      case 'hang':
        hung.push(res);
        return;
      case 'fail':
        return json(500, { error: 999, message: 'Internal error' });
      case 'garbage':
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<html>maintenance</html>');
      case 'refuse':
        return json(200, { error: 13, message: 'No correct phone numbers' });
      case 'accept':
        return json(200, {
          count: 1,
          list: [
            {
              id: `SMS-${state.received.length}`,
              points: 0.16,
              number: params.to,
              date_sent: Math.floor(Date.now() / 1000),
              submitted_number: params.to,
              status: 'QUEUE',
              error: null,
              idx: null,
              parts: 1,
            },
          ],
        });
    }
  });
  // Node's default of 5 s closes an idle kept-alive socket while a slow test runs: the next send then meets
  // ECONNRESET (a retry in production; a flaky test here).
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    token,
    received: state.received,
    get mode() {
      return state.mode;
    },
    set mode(mode: FakeSmsapiMode) {
      state.mode = mode;
    },
    async close() {
      for (const res of hung) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
