// Outside production, a back-office key for demos is kept in data/backoffice.key, so `pnpm backoffice`
// works against a freshly started portal without any set-up; and the portal's address, so that it finds a
// portal started on another port.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/database.ts';
import { createIntegrationKey, findIntegrationKey } from './integration-keys.ts';

export async function ensureDemoIntegrationKey(db: Database, file: string): Promise<string> {
  if (existsSync(file)) {
    const key = readFileSync(file, 'utf8').trim();
    if (await findIntegrationKey(db, key)) return key;
  }
  const key = await createIntegrationKey(db, 'demo');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}

/** The address `pnpm backoffice` calls: the local one the portal listens on (a wildcard host is this machine). */
export function rememberDemoPortalUrl(file: string, listening: { host: string; port: number }): string {
  const wildcard = listening.host === '0.0.0.0' || listening.host === '::';
  const host = wildcard ? 'localhost' : listening.host.includes(':') ? `[${listening.host}]` : listening.host;
  const url = `http://${host}:${listening.port}`;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${url}\n`);
  return url;
}
