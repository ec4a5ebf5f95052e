import { describe, expect, it } from 'vitest';
import { emptyIdentityProof, identityProofBody, isIdentityProofComplete } from './identityProof.ts';

describe('the proof that confirms a two-factor change', () => {
  it('is complete with a password, or with six digits when the code is chosen', () => {
    expect(isIdentityProofComplete(emptyIdentityProof)).toBe(false);
    expect(isIdentityProofComplete({ ...emptyIdentityProof, password: 'x' })).toBe(true);
    expect(isIdentityProofComplete({ method: 'code', password: 'x', code: '12345' })).toBe(false);
    expect(isIdentityProofComplete({ method: 'code', password: '', code: '123456' })).toBe(true);
  });

  it('sends only the chosen proof', () => {
    expect(identityProofBody({ method: 'password', password: 'Haslo-1', code: '123456' })).toEqual({
      password: 'Haslo-1',
    });
    expect(identityProofBody({ method: 'code', password: 'Haslo-1', code: '123456' })).toEqual({
      currentCode: '123456',
    });
  });
});
