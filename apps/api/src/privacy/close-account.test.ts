// The closing use case's outcomes, without HTTP (customer-rights.test.ts proves the replies and what ends).
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { useTestDatabase } from '../test/test-app.ts';
import { createCustomer } from '../test/accounts.ts';
import { findAccount, setSecondFactor } from '../accounts/account-repository.ts';
import { newTotpSecret, stepAt, totpAt } from '../accounts/totp.ts';
import { closeOwnAccount } from './close-account.ts';

const auth = { ...loadConfig({ NODE_ENV: 'test' }).auth, lockAfter: 3, addressFailures: 100 };

describe('closing the own account', () => {
  const database = useTestDatabase();
  let addresses = 0;
  const address = () => `198.51.100.${(addresses += 1)}`;
  const close = (accountId: number, proof: object, from = address(), overrides = {}) =>
    closeOwnAccount({ db: database.db, auth: { ...auth, ...overrides } }, accountId, proof, from);

  it('closes the account of a customer who proves who they are, and refuses a wrong password', async () => {
    const customer = await createCustomer(database.db);
    expect(await close(customer.id, { password: 'Zle-Haslo-123' })).toEqual({
      kind: 'reauthRefused',
      accountId: customer.id,
      reason: 'wrongPassword',
    });
    expect((await findAccount(database.db, customer.id))?.status).toBe('ACTIVE');
    expect(await close(customer.id, { password: customer.password })).toEqual({
      kind: 'closed',
      accountId: customer.id,
    });
    expect((await findAccount(database.db, customer.id))?.status).toBe('ERASED');
  });

  it('asks for a code too while two-factor authentication is on', async () => {
    const customer = await createCustomer(database.db);
    const secret = newTotpSecret();
    const earlier = Date.now() - 60_000;
    await setSecondFactor(database.db, customer, { secret, step: stepAt(earlier) }, address());
    expect(await close(customer.id, { password: customer.password })).toEqual({ kind: 'codeRequired' });
    const proof = { password: customer.password, currentCode: totpAt(secret, Date.now()) };
    expect(await close(customer.id, proof)).toMatchObject({ kind: 'closed' });
  });

  it('makes a failing address wait before it checks anything', async () => {
    const customer = await createCustomer(database.db);
    const from = address();
    const slowed = { addressFailures: 1 };
    await close(customer.id, { password: 'Zle-Haslo-123' }, from, slowed);
    await close(customer.id, { password: 'Zle-Haslo-123' }, from, slowed);
    expect(await close(customer.id, { password: customer.password }, from, slowed)).toMatchObject({
      kind: 'addressWaits',
    });
  });
});
