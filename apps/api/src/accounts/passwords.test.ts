// The password use cases' outcomes, without HTTP (routes/api/account/passwords.test.ts proves the replies).
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { useTestDatabase } from '../test/test-app.ts';
import { createCustomer } from '../test/accounts.ts';
import { issueAccountToken } from './account-token-repository.ts';
import { createPasswords } from './passwords.ts';

const auth = { ...loadConfig({ NODE_ENV: 'test' }).auth, lockAfter: 3, addressFailures: 100 };
const NEW_PASSWORD = 'Nowe-Haslo-2026';

describe('password use cases', () => {
  const database = useTestDatabase();
  let addresses = 0;
  const address = () => `198.51.100.${(addresses += 1)}`;
  const passwords = (overrides: Partial<typeof auth> = {}) =>
    createPasswords({ db: database.db, auth: { ...auth, ...overrides } });

  it('sets the password from a live reset link once; the link is dead after', async () => {
    const customer = await createCustomer(database.db);
    const token = await issueAccountToken(database.db, customer.id, 'reset', 60_000);
    const link = { email: customer.email, token };
    const useCase = passwords();
    expect(await useCase.linkIsLive('reset', token, customer.email)).toBe(true);
    expect(await useCase.setFromLink('reset', link, NEW_PASSWORD, address())).toEqual({
      kind: 'passwordSet',
      accountId: customer.id,
    });
    expect(await useCase.linkIsLive('reset', token, customer.email)).toBe(false);
    expect(await useCase.setFromLink('reset', link, NEW_PASSWORD, address())).toEqual({
      kind: 'invalidLink',
    });
  });

  it("refuses another e-mail's link and a password that breaks the rules", async () => {
    const customer = await createCustomer(database.db);
    const token = await issueAccountToken(database.db, customer.id, 'reset', 60_000);
    const useCase = passwords();
    expect(
      await useCase.setFromLink('reset', { email: 'inny@example.com', token }, NEW_PASSWORD, address()),
    ).toEqual({ kind: 'invalidLink' });
    const weak = await useCase.setFromLink('reset', { email: customer.email, token }, 'abc', address());
    expect(weak.kind).toBe('weakPassword');
    expect(weak.kind === 'weakPassword' && weak.problems[0]?.pointer).toBe('/password');
    // A refused password leaves the link usable.
    expect(await useCase.linkIsLive('reset', token, customer.email)).toBe(true);
  });

  it('changes the password of a customer who proves the old one', async () => {
    const customer = await createCustomer(database.db);
    const useCase = passwords();
    expect(
      await useCase.change(
        customer.id,
        { oldPassword: 'Zle-Haslo-123', newPassword: NEW_PASSWORD },
        address(),
      ),
    ).toEqual({ kind: 'wrongOldPassword' });
    const weak = await useCase.change(
      customer.id,
      { oldPassword: customer.password, newPassword: 'abc' },
      address(),
    );
    expect(weak.kind === 'weakPassword' && weak.problems[0]?.pointer).toBe('/newPassword');
    expect(
      await useCase.change(
        customer.id,
        { oldPassword: customer.password, newPassword: NEW_PASSWORD },
        address(),
      ),
    ).toEqual({ kind: 'changed' });
  });

  it('locks the account after too many wrong old passwords, and makes a failing address wait', async () => {
    const customer = await createCustomer(database.db);
    const useCase = passwords({ lockAfter: 2 });
    const wrong = { oldPassword: 'Zle-Haslo-123', newPassword: NEW_PASSWORD };
    expect(await useCase.change(customer.id, wrong, address())).toEqual({ kind: 'wrongOldPassword' });
    expect(await useCase.change(customer.id, wrong, address())).toEqual({ kind: 'locked' });

    const other = await createCustomer(database.db);
    const slowed = passwords({ addressFailures: 1 });
    const from = address();
    await slowed.change(other.id, wrong, from);
    await slowed.change(other.id, wrong, from);
    expect(await slowed.change(other.id, { ...wrong, oldPassword: other.password }, from)).toMatchObject({
      kind: 'addressWaits',
    });
  });
});
