// What the tests that send requests to every route of the contract share: each route's declared shapes,
// and the headers of a visitor, a signed-in customer or the back office on a fresh session.
import { randomBytes } from 'node:crypto';
import type { TSchema } from 'typebox';
import {
  backofficeEndpoints,
  CSRF_COOKIE,
  CSRF_HEADER,
  endpoints,
  IssueStatus,
  SESSION_COOKIE,
  testSeedingEndpoints,
} from '@portal/api-contract';
import type { App } from '../app.ts';
import type { Database } from '../db/database.ts';
import { csrfToken } from '../plugins/csrf.ts';
import { sha256 } from '../lib/tokens.ts';

export interface ContractShape {
  body?: TSchema;
  params?: TSchema;
  querystring?: TSchema;
}

/** Every endpoint of the contract by "METHOD /path", as the app's route table names its routes. */
export const contract = new Map<string, ContractShape>(
  [
    ...Object.values(endpoints),
    ...Object.values(backofficeEndpoints),
    ...Object.values(testSeedingEndpoints),
  ].map((e) => [`${e.method} ${e.path}`, e as ContractShape]),
);

export type Identity = 'visitor' | 'customer' | 'backoffice';

/**
 * Cookie and anti-forgery headers of a fresh session (so a request that signs out spoils no other), with
 * the customer's session stored and the back office's key added.
 */
export function identityHeaders(db: Database, customerId: number, integrationKey: string) {
  return async (identity: Identity): Promise<Record<string, string>> => {
    const id = randomBytes(32).toString('base64url');
    if (identity === 'customer') {
      const now = Date.now();
      await db
        .insertInto('session')
        .values({
          id_hash: sha256(id),
          user_id: customerId,
          authorities: ['ROLE_USER'],
          last_seen_at: new Date(now),
          expires_at: new Date(now + 3_600_000),
        })
        .execute();
    }
    const token = csrfToken('test-secret', id);
    return {
      cookie: `${SESSION_COOKIE}=${id}; ${CSRF_COOKIE}=${token}`,
      [CSRF_HEADER.toLowerCase()]: token,
      ...(identity === 'backoffice' ? { 'x-api-key': integrationKey } : {}),
    };
  };
}

/** A case of the customer with that e-mail, as the back office sends it; its id. */
export async function createIssueFor(
  app: { inject: App['inject'] },
  integrationKey: string,
  customerEmail: string,
  number: string,
): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/backoffice/issues',
    headers: { 'x-api-key': integrationKey },
    payload: {
      number,
      barcode: '590',
      type: 'Przyłączenie',
      status: IssueStatus.inProgress,
      client: 'Jan',
      address: 'ul. Lipowa 1',
      registrationDate: '2026-01-02T03:04:05.000Z',
      customerEmail,
    },
  });
  return response.json().id as number;
}
