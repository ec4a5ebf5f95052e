// The settings of the API server the journeys run against: the shared one (playwright.config.ts) and the
// ones a journey starts for itself (ownServer.ts) differ only in what a journey changes.
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The back-office API key of the server on `port` (journeys that play the operator's back office read it). */
export function backofficeKeyFileOf(port: number): string {
  return path.join(tmpdir(), `portal-e2e-backoffice-${port}.key`);
}

/**
 * Every journey signs in from 127.0.0.1: the per-address login limit would otherwise answer 429, and the
 * failed logins of the lockout journeys would make every other journey's login ask for a captcha
 * (LOGIN_ADDRESS_FAILURES); the per-account captcha and lockout keep their defaults (3 and 10). Both
 * browsers and the journeys' own API calls share 127.0.0.1, as clients behind a proxy share its address,
 * so the per-address connection cap is raised as README says to do behind a proxy, and so are the
 * per-address limits of the data lifecycle work (error reports, confirmations, the budget of stored files).
 */
export function testServerEnv(port: number): Record<string, string> {
  return {
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: 'pglite://memory',
    NODE_ENV: 'test',
    RATE_LIMIT_AUTH: '10000',
    RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_ERROR_REPORTS: '100000',
    RATE_LIMIT_CONFIRM: '100000',
    UPLOAD_BUDGET_ADDRESS_MB: '100000',
    LOGIN_ADDRESS_FAILURES: '100000',
    MAX_CONNECTIONS_PER_ADDRESS: '1000',
    BACKOFFICE_KEY_FILE: backofficeKeyFileOf(port),
    DEV_MAILBOX: 'true',
  };
}
