// Test helpers for accounts: create customers directly, read the mail the portal queued.
import type { Database } from '../db/database.ts';
import { insertAccount, type DemoAccount } from '../seed/demo-accounts.ts';

let counter = 0;

export async function createCustomer(db: Database, overrides: Partial<DemoAccount> = {}) {
  counter += 1;
  const account: DemoAccount = {
    email: `klient${counter}.${Date.now()}@example.com`,
    password: 'Bezpieczne-Haslo-77',
    kind: 'private',
    displayName: `Klient ${counter}`,
    ...overrides,
  };
  const id = await insertAccount(db, account, 10);
  return { id, ...account };
}

export async function lastMailTo(db: Database, recipient: string) {
  return db
    .selectFrom('outbox')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The first link in a message's text that points at the given portal path. */
export function linkIn(text: string, path: string): URL {
  const match = text.match(new RegExp(`https?://[^\\s]+${path.replace(/\//g, '\\/')}\\?[^\\s]+`));
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return new URL(match[0]);
}
