// The distribution operator as the portal prints it, read from the environment: its name, postal
// address, e-mail and the bank account for the advance on the connection fee (applications-spec §9; the
// data's shape and placeholders: @portal/form-pdf/operator, since the PDFs print it). One configuration,
// used by the PDF notifications (forms 8 and 10: where to send them), the confirmation e-mail (where to pay
// the advance) and the portal (GET /api/config/frontend). Outside production the placeholders stand in so
// the portal runs out of the box; a production start refuses them (loadConfig throws), because a
// notification sent to a placeholder address or an advance paid to a placeholder account costs the customer
// weeks.
import { PLACEHOLDER_OPERATOR, type OperatorConfig } from '@portal/form-pdf/operator';
import { isValidBankAccount, isValidEmailAscii } from '@portal/validation';

/** The environment variable of each setting (README "Configuration"). */
export const OPERATOR_ENV = {
  name: 'OPERATOR_NAME',
  postalAddress: 'OPERATOR_ADDRESS',
  email: 'OPERATOR_EMAIL',
  bankAccount: 'OPERATOR_BANK_ACCOUNT',
} as const satisfies Record<keyof OperatorConfig, string>;

/** A configuration the process must not start with; the message says what to set. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

function groupedAccount(value: string): string {
  const digits = value.replace(/\s/g, '');
  return [digits.slice(0, 2), ...(digits.slice(2).match(/.{1,4}/g) ?? [])].join(' ');
}

/**
 * The operator from OPERATOR_NAME, OPERATOR_ADDRESS (lines separated by "|"), OPERATOR_EMAIL and
 * OPERATOR_BANK_ACCOUNT. Throws a ConfigError for a malformed value, and in production for any value left at
 * its placeholder.
 */
export function loadOperator(env: NodeJS.ProcessEnv, production: boolean): OperatorConfig {
  const text = (key: string) => {
    const value = env[key]?.trim();
    return value ? value : undefined;
  };
  const address = text(OPERATOR_ENV.postalAddress)
    ?.split('|')
    .map((line) => line.trim())
    .filter(Boolean);
  const account = text(OPERATOR_ENV.bankAccount);
  const operator: OperatorConfig = {
    name: text(OPERATOR_ENV.name) ?? PLACEHOLDER_OPERATOR.name,
    postalAddress: address ?? PLACEHOLDER_OPERATOR.postalAddress,
    email: text(OPERATOR_ENV.email) ?? PLACEHOLDER_OPERATOR.email,
    bankAccount: account ? groupedAccount(account) : PLACEHOLDER_OPERATOR.bankAccount,
  };
  const malformed: string[] = [];
  if (operator.postalAddress.length < 2)
    malformed.push(`${OPERATOR_ENV.postalAddress} (at least two lines, separated by "|")`);
  if (!isValidEmailAscii(operator.email)) malformed.push(`${OPERATOR_ENV.email} (an e-mail address)`);
  if (!isValidBankAccount(operator.bankAccount))
    malformed.push(`${OPERATOR_ENV.bankAccount} (a 26-digit NRB with valid check digits)`);
  if (malformed.length > 0) throw new ConfigError(`Invalid operator configuration: ${malformed.join('; ')}.`);
  if (production) {
    const placeholders = (Object.keys(OPERATOR_ENV) as (keyof OperatorConfig)[]).filter(
      (key) => JSON.stringify(operator[key]) === JSON.stringify(PLACEHOLDER_OPERATOR[key]),
    );
    if (placeholders.length > 0) {
      throw new ConfigError(
        `Refusing to start in production with the placeholder operator data: set ${placeholders
          .map((key) => OPERATOR_ENV[key])
          .join(
            ', ',
          )} to the operator's real values (printed on the PDF notifications, the portal and the advance e-mail).`,
      );
    }
  }
  return operator;
}
