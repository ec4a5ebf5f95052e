// portal-spec §3 Two-factor and §9: the code is 6 digits; the secret is shown in groups of 4 characters.
import { TOTP_CODE_LENGTH } from '@portal/api-contract/plain';

export { TOTP_CODE_LENGTH };

/** Keeps the digits of what was typed or pasted ('123 456' → '123456'), at most six. */
export function normalizeTotpCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, TOTP_CODE_LENGTH);
}

export function isCompleteTotpCode(code: string): boolean {
  return code.length === TOTP_CODE_LENGTH && /^\d+$/.test(code);
}

/** 'JBSWY3DPEHPK3PXP' → 'JBSW Y3DP EHPK 3PXP'. */
export function groupSecret(secret: string, size = 4): string {
  return (
    secret
      .replace(/\s/g, '')
      .match(new RegExp(`.{1,${size}}`, 'g'))
      ?.join(' ') ?? ''
  );
}
