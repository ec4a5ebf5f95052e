// Demo customers for a new user's first start (README "Konta demonstracyjne").
import type { Database } from '../db/database.ts';
import type { CustomerKind } from '../db/schema.ts';
import { hashPassword } from '../accounts/password-hash.ts';
import { insertAccount as insertAccountRow } from '../accounts/account-repository.ts';
import type { DemoSeeder } from './demo.ts';

export interface DemoAccount {
  email: string;
  password: string;
  kind: CustomerKind;
  displayName: string;
  /**
   * The account holder a registration gives: a new application starts with them. A business
   * account's holder is the person who registered it.
   */
  firstName?: string;
  lastName?: string;
  phone?: string;
  /** Base32 TOTP secret to add to an authenticator app; absent when 2FA is off. */
  totpSecret?: string;
}

export const demoAccounts: DemoAccount[] = [
  {
    email: 'jan.kowalski@example.com',
    password: 'PortalDemo2026',
    kind: 'private',
    displayName: 'Jan Kowalski',
    firstName: 'Jan',
    lastName: 'Kowalski',
    phone: '601-234-567',
  },
  {
    email: 'biuro@energobud.example.com',
    password: 'FirmaDemo2026',
    kind: 'business',
    displayName: 'Energo-Bud sp. z o.o.',
    firstName: 'Piotr',
    lastName: 'Zieliński',
    phone: '602-345-678',
  },
  {
    email: 'anna.nowak@example.com',
    password: 'AnnaDemo2026',
    kind: 'private',
    displayName: 'Anna Nowak',
    firstName: 'Anna',
    lastName: 'Nowak',
    phone: '603-456-789',
    totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  },
];

export async function insertAccount(db: Database, account: DemoAccount, costLog2 = 15): Promise<number> {
  return insertAccountRow(db, {
    email: account.email,
    password_hash: await hashPassword(account.password, { N: 2 ** costLog2, r: 8, p: 1 }),
    status: 'ACTIVE',
    kind: account.kind,
    display_name: account.displayName,
    totp_secret: account.totpSecret ?? null,
    totp_last_step: null,
    password_changed_at: null,
    first_name: account.firstName ?? null,
    last_name: account.lastName ?? null,
    phone: account.phone ?? null,
  });
}

export const demoAccountsSeeder: DemoSeeder = {
  name: 'accounts',
  async run(db) {
    for (const account of demoAccounts) await insertAccount(db, account);
  },
};
