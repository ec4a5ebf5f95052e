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
    kind: Type.Optional(StringEnum(['private', 'business'])),
    /** Base32 TOTP secret: the account starts with two-factor authentication on. */
    totpSecret: Type.Optional(Type.String({ pattern: '^[A-Z2-7]{16,64}$' })),
  },
  { additionalProperties: false },
);
export type SeedAccountRequest = Static<typeof SeedAccountRequest>;

export const SeededAccount = Type.Object({ id: Type.Integer() });
export type SeededAccount = Static<typeof SeededAccount>;

export const testSeedingEndpoints = {
  account: {
    method: 'POST',
    path: `${TEST_SEEDING_PREFIX}/accounts`,
    body: SeedAccountRequest,
    response: SeededAccount,
    status: 201,
  },
} as const;
