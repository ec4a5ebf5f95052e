// The second-factor use cases' outcomes, without HTTP (routes/api/account/mfa.test.ts proves the replies).
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { useTestDatabase } from '../test/test-app.ts';
import { createCustomer } from '../test/accounts.ts';
import { getAccount } from './account-repository.ts';
import { createSecondFactorChanges } from './second-factor-change.ts';
import { newTotpSecret, totpAt } from './totp.ts';

const auth = { ...loadConfig({ NODE_ENV: 'test' }).auth, lockAfter: 3, addressFailures: 100 };

describe('second-factor use cases', () => {
  const database = useTestDatabase();
  let addresses = 0;
  const address = () => `198.51.100.${(addresses += 1)}`;
  const changes = (overrides: Partial<typeof auth> = {}) =>
    createSecondFactorChanges({ db: database.db, auth: { ...auth, ...overrides } });

  it('turns the second factor on with a code of the new secret, again as a replacement, and off', async () => {
    const customer = await createCustomer(database.db);
    const useCase = changes();
    const secret = newTotpSecret();
    const enable = { password: customer.password, secret, code: totpAt(secret, Date.now()) };
    expect(await useCase.enable(customer.id, enable, address())).toEqual({
      kind: 'changed',
      accountId: customer.id,
      replaced: false,
    });
    expect((await getAccount(database.db, customer.id)).totp_secret).toBe(secret);

    const next = newTotpSecret();
    const replace = { password: customer.password, secret: next, code: totpAt(next, Date.now()) };
    expect(await useCase.enable(customer.id, replace, address())).toMatchObject({ replaced: true });

    expect(await useCase.disable(customer.id, { password: customer.password }, address())).toEqual({
      kind: 'changed',
      accountId: customer.id,
      replaced: false,
    });
    expect((await getAccount(database.db, customer.id)).totp_secret).toBeNull();
  });

  it('refuses a code of another secret, a missing or wrong proof, and a locked account', async () => {
    const customer = await createCustomer(database.db);
    const useCase = changes({ lockAfter: 2 });
    const secret = newTotpSecret();
    const wrongCode = { password: customer.password, secret, code: totpAt(newTotpSecret(), Date.now()) };
    expect(await useCase.enable(customer.id, wrongCode, address())).toEqual({ kind: 'wrongCode' });
    expect((await getAccount(database.db, customer.id)).totp_secret).toBeNull();

    expect(await useCase.disable(customer.id, {}, address())).toEqual({
      kind: 'reauthRefused',
      accountId: customer.id,
      reason: 'required',
    });
    const wrong = { password: 'Zle-Haslo-123' };
    expect(await useCase.disable(customer.id, wrong, address())).toMatchObject({ reason: 'wrongPassword' });
    expect(await useCase.disable(customer.id, wrong, address())).toMatchObject({ reason: 'locked' });
  });

  it('makes a failing address wait before it checks anything', async () => {
    const customer = await createCustomer(database.db);
    const useCase = changes({ addressFailures: 1 });
    const from = address();
    const wrong = { password: 'Zle-Haslo-123' };
    await useCase.disable(customer.id, wrong, from);
    await useCase.disable(customer.id, wrong, from);
    expect(await useCase.disable(customer.id, { password: customer.password }, from)).toMatchObject({
      kind: 'addressWaits',
    });
  });
});
