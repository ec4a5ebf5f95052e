// The key that signs anti-forgery tokens: from SESSION_SECRET, else generated once and kept in the
// database so restarts and every instance behind a load balancer share it.
import type { Database } from './db/database.ts';
import { randomToken } from './lib/tokens.ts';
import { keepSecretOnce } from './app-secret-repository.ts';

export async function loadSecret(db: Database, fromEnv = process.env.SESSION_SECRET): Promise<string> {
  if (fromEnv) return fromEnv;
  return keepSecretOnce(db, 'csrf', randomToken(48));
}
