// docs/decisions.md "Two-factor changes" (OWASP ASVS 5.0 V7.5.1): the customer confirms a change
// of the two-factor setting with the password, or, while two-factor authentication is on, a current code.
import type { MfaDisableRequest } from '@portal/api-contract';
import { isCompleteTotpCode } from '../lib/totpCode.ts';

export interface IdentityProof {
  method: 'password' | 'code';
  password: string;
  code: string;
}

export const emptyIdentityProof: IdentityProof = { method: 'password', password: '', code: '' };

export function isIdentityProofComplete(proof: IdentityProof): boolean {
  return proof.method === 'password' ? proof.password !== '' : isCompleteTotpCode(proof.code);
}

/** Only the chosen proof is sent: a hidden field's leftover must not make the server refuse the change. */
export function identityProofBody(proof: IdentityProof): MfaDisableRequest {
  return proof.method === 'password' ? { password: proof.password } : { currentCode: proof.code };
}
