// Test-only seeding (docs/testing.md): the journeys create the accounts they change (a password, the
// second factor, a lock) in one call instead of through registration, approval and activation, which
// one journey walks in full. The server offers these routes only when it runs with NODE_ENV=test, and
// only to a caller holding the back-office key.
import { Type, type Static } from 'typebox';
import { StringEnum } from './nullable.ts';
import { Text } from './primitives.ts';

export const TEST_SEEDING_PREFIX = '/api/test';

export const SeedAccountRequest = Type.Object(
  {
    email: Text({ minLength: 3, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 128 }),
    displayName: Type.Optional(Text({ minLength: 1, maxLength: 200 })),
    /** Customer journeys: the account holder a registration would have given (a new application starts with it). */
    firstName: Type.Optional(Text({ minLength: 1, maxLength: 100 })),
    lastName: Type.Optional(Text({ minLength: 1, maxLength: 100 })),
    phone: Type.Optional(Text({ minLength: 1, maxLength: 30 })),
    kind: Type.Optional(StringEnum(['private', 'business'])),
    /** Base32 TOTP secret: the account starts with two-factor authentication on. */
    totpSecret: Type.Optional(Type.String({ pattern: '^[A-Z2-7]{16,64}$' })),
  },
  { additionalProperties: false },
);
export type SeedAccountRequest = Static<typeof SeedAccountRequest>;

export const SeededAccount = Type.Object({ id: Type.Integer() });
export type SeededAccount = Static<typeof SeededAccount>;

/** Customer journeys: the caller's own session (its cookie) ends in `seconds`, as if it had been idle until now. */
export const SessionExpiresInRequest = Type.Object(
  { seconds: Type.Integer({ minimum: 0, maximum: 86_400 }) },
  { additionalProperties: false },
);
export const SessionsChanged = Type.Object({ sessions: Type.Integer() });

export const testSeedingEndpoints = {
  account: {
    method: 'POST',
    path: `${TEST_SEEDING_PREFIX}/accounts`,
    body: SeedAccountRequest,
    response: SeededAccount,
    status: 201,
  },
  /** The session-expiry journey: the server's clock cannot be moved, the session's last use can. */
  sessionExpiresIn: {
    method: 'POST',
    path: `${TEST_SEEDING_PREFIX}/session/expires-in`,
    body: SessionExpiresInRequest,
    response: SessionsChanged,
    status: 200,
  },
} as const;
