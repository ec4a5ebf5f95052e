import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { PLACEHOLDER_OPERATOR } from '@portal/form-pdf/operator';
import { ConfigError, loadOperator } from './operator.ts';
import { createTestApp } from './test/test-app.ts';
import { productionWith } from './test/production-environment.ts';

const real = {
  OPERATOR_NAME: 'Energa-Operator SA',
  OPERATOR_ADDRESS: 'Energa-Operator SA | Biuro Obsługi Klienta | ul. Marynarki Polskiej 130 | 80-557 Gdańsk',
  OPERATOR_EMAIL: 'mikroinstalacje@operator.pl',
  OPERATOR_BANK_ACCOUNT: '61109010140000071219812874',
};

describe('the operator configuration', () => {
  it('runs with placeholders outside production, so the portal starts out of the box', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).operator).toEqual(PLACEHOLDER_OPERATOR);
    expect(loadConfig({ NODE_ENV: 'test' }).operator).toEqual(PLACEHOLDER_OPERATOR);
  });

  it('reads the real values, address lines split at "|" and the account grouped 2 + 6 × 4', () => {
    expect(loadOperator(real, true)).toEqual({
      name: 'Energa-Operator SA',
      postalAddress: [
        'Energa-Operator SA',
        'Biuro Obsługi Klienta',
        'ul. Marynarki Polskiej 130',
        '80-557 Gdańsk',
      ],
      email: 'mikroinstalacje@operator.pl',
      bankAccount: '61 1090 1014 0000 0712 1981 2874',
    });
  });

  it('refuses a production start with placeholder values and names the settings to change', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /placeholder operator data: set OPERATOR_NAME, OPERATOR_ADDRESS, OPERATOR_EMAIL, OPERATOR_BANK_ACCOUNT/,
    );
    const { OPERATOR_BANK_ACCOUNT: _account, ...withoutAccount } = real;
    expect(() => loadOperator(withoutAccount, true)).toThrow(
      /set OPERATOR_BANK_ACCOUNT to the operator's real values/,
    );
    expect(loadConfig(productionWith(real)).operator.email).toBe('mikroinstalacje@operator.pl');
  });

  it('refuses malformed values in any environment', () => {
    expect(() =>
      loadOperator({ ...real, OPERATOR_BANK_ACCOUNT: '62109010140000071219812874' }, false),
    ).toThrow(/OPERATOR_BANK_ACCOUNT \(a 26-digit NRB with valid check digits\)/);
    expect(() => loadOperator({ ...real, OPERATOR_EMAIL: 'operator' }, false)).toThrow(/OPERATOR_EMAIL/);
    expect(() => loadOperator({ ...real, OPERATOR_ADDRESS: 'ul. Długa 1' }, false)).toThrow(
      /OPERATOR_ADDRESS \(at least two lines/,
    );
  });
});

describe('GET /api/config/frontend', () => {
  it("gives the portal the configured operator's name, e-mail and address (not the account)", async () => {
    const operator = loadOperator(real, true);
    const t = await createTestApp({ operator });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/config/frontend' });
      expect(response.statusCode).toBe(200);
      expect(response.json().operator).toEqual({
        name: operator.name,
        email: operator.email,
        postalAddress: operator.postalAddress,
      });
    } finally {
      await t.close();
    }
  }, 60_000);
});
