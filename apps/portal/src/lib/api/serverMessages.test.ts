import { i18n } from '@lingui/core';
import { LoginErrorDescription } from '@portal/api-contract/plain';
import { describe, expect, it } from 'vitest';
import { ENGLISH_WORDS } from '../../test/englishWords.ts';
import { loginErrorText } from './serverMessages.ts';

describe('loginErrorText (no English from the API reaches a screen)', () => {
  it.each(Object.values(LoginErrorDescription))('"%s" is shown in Polish', (description) => {
    const text = loginErrorText(i18n, description);
    expect(text).toBeTruthy();
    expect(text).not.toMatch(ENGLISH_WORDS);
  });

  it('the single sign-on failure says what happened to the link', () => {
    expect(loginErrorText(i18n, 'Single sign-on token is invalid or expired')).toBe(
      'Link logowania jest nieprawidłowy, wygasł albo został już użyty.',
    );
  });

  it('a description the portal does not know is not shown', () => {
    expect(loginErrorText(i18n, 'Something went wrong')).toBeNull();
    expect(loginErrorText(i18n, null)).toBeNull();
  });
});
