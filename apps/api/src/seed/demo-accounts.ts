// Demo customers for a new user's first start (README "Konta demonstracyjne").
import type { Database } from '../db/database.ts';
import type { CustomerKind } from '../db/schema.ts';
import { hashPassword } from '../accounts/password-hash.ts';
import type { DemoSeeder } from './demo.ts';

export interface DemoAccount {
  email: string;
  password: string;
  kind: CustomerKind;
  displayName: string;
  /** Base32 TOTP secret to add to an authenticator app; absent when 2FA is off. */
  totpSecret?: string;
}

export const demoAccounts: DemoAccount[] = [
  {
    email: 'jan.kowalski@example.com',
    password: 'PortalDemo2026',
    kind: 'private',
    displayName: 'Jan Kowalski',
  },
  {
    email: 'biuro@energobud.example.com',
    password: 'FirmaDemo2026',
    kind: 'business',
    displayName: 'Energo-Bud sp. z o.o.',
  },
  {
    email: 'anna.nowak@example.com',
    password: 'AnnaDemo2026',
    kind: 'private',
    displayName: 'Anna Nowak',
    totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  },
];

export async function insertAccount(db: Database, account: DemoAccount, costLog2 = 15): Promise<number> {
  const row = await db
    .insertInto('account')
    .values({
      email: account.email,
      password_hash: await hashPassword(account.password, { N: 2 ** costLog2, r: 8, p: 1 }),
      status: 'ACTIVE',
      kind: account.kind,
      display_name: account.displayName,
      totp_secret: account.totpSecret ?? null,
      totp_last_step: null,
      password_changed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const demoAccountsSeeder: DemoSeeder = {
  name: 'accounts',
  async run(db) {
    for (const account of demoAccounts) await insertAccount(db, account);
  },
};
