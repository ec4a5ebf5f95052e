// What the portal does over HTTP, in miniature: a cookie jar, the anti-forgery token on every POST, and
// a time limit on every request, so a hung server fails the test instead of hanging it.
import { CSRF_COOKIE, CSRF_HEADER } from '@portal/api-contract';

export interface Answer {
  status: number;
  headers: Headers;
  /** Parsed JSON, or the text when the body is not JSON. */
  body: unknown;
  /** How long the answer took, in milliseconds. */
  ms: number;
}

export class Browser {
  readonly cookies = new Map<string, string>();

  /** Where it sends requests: a restarted API listens elsewhere, the cookies stay. */
  constructor(public baseUrl: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(
    method: 'GET' | 'POST',
    path: string,
    options: { json?: unknown; form?: FormData; headers?: Record<string, string>; timeoutMs?: number } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    if (method === 'POST' && path !== '/api/csrf') {
      if (!this.cookies.has(CSRF_COOKIE)) await this.request('POST', '/api/csrf');
      headers[CSRF_HEADER] = this.cookies.get(CSRF_COOKIE) ?? '';
      headers.cookie = this.cookieHeader;
    }
    let body: string | FormData | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = options.form;
    }
    const started = performance.now();
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const separator = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, separator), pair!.slice(separator + 1));
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: keep the text.
    }
    return {
      status: response.status,
      headers: response.headers,
      body: parsed,
      ms: performance.now() - started,
    };
  }

  get = (path: string, timeoutMs?: number) =>
    this.request('GET', path, timeoutMs === undefined ? {} : { timeoutMs });
  post = (path: string, json?: unknown, timeoutMs?: number) =>
    this.request('POST', path, {
      ...(json === undefined ? {} : { json }),
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
    });

  /** Signs in with a demo account; throws unless the server accepted it. */
  async signIn(username: string, password: string): Promise<void> {
    const answer = await this.post('/api/account/login', { username, password });
    if (
      answer.status !== 200 ||
      (answer.body as { authorities?: string[] }).authorities?.[0] !== 'ROLE_USER'
    ) {
      throw new Error(`sign-in refused: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
  }
}

/** The demo customer the suites act as, signed in on `baseUrl`. */
export async function signedInJan(baseUrl: string): Promise<Browser> {
  const jan = new Browser(baseUrl);
  await jan.signIn('jan.kowalski@example.com', 'PortalDemo2026');
  return jan;
}

/** Polls until `check` passes or the time is up; the last failure is thrown. */
export async function eventually<T>(
  check: () => Promise<T>,
  timeoutMs: number,
  intervalMs = 250,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}
