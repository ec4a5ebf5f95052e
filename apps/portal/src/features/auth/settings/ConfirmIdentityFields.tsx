// docs/decisions.md "Two-factor changes" (OWASP ASVS 5.0 V7.5.1): the fields that confirm it is
// the customer who changes the two-factor setting: the password, or (while two-factor authentication is on)
// a code from the app instead. Switching moves the focus to the field now shown.
import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef, type RefObject } from 'react';
import { OneTimeCodeField } from '../components/OneTimeCodeField.tsx';
import { PasswordField } from '../components/PasswordField.tsx';
import type { IdentityProof } from './identityProof.ts';

export interface ConfirmIdentityFieldsProps {
  value: IdentityProof;
  onChange: (next: IdentityProof) => void;
  /** Offer a code from the app instead of the password (two-factor authentication is on). */
  allowCode: boolean;
  errors: { password?: string | null; code?: string | null };
  passwordRef?: RefObject<HTMLInputElement | null>;
  codeRef?: RefObject<HTMLInputElement | null>;
  /** The signed-in user's e-mail, so that password managers offer the right password. */
  email: string | null;
  disabled?: boolean;
}

export function ConfirmIdentityFields({
  value,
  onChange,
  allowCode,
  errors,
  passwordRef,
  codeRef,
  email,
  disabled,
}: ConfirmIdentityFieldsProps) {
  const ids = { password: useId(), code: useId() };
  const ownPasswordRef = useRef<HTMLInputElement>(null);
  const ownCodeRef = useRef<HTMLInputElement>(null);
  const password = passwordRef ?? ownPasswordRef;
  const code = codeRef ?? ownCodeRef;
  const switched = useRef(false);

  useEffect(() => {
    if (!switched.current) return;
    (value.method === 'password' ? password : code).current?.focus();
  }, [value.method, password, code]);

  const switchTo = (method: IdentityProof['method']) => {
    switched.current = true;
    onChange({ ...value, method });
  };

  return (
    <Stack gap="3">
      <Text color="fg">
        {allowCode ? (
          <Trans>Potwierdź, że to Ty: wpisz hasło do portalu albo kod z aplikacji.</Trans>
        ) : (
          <Trans>Potwierdź, że to Ty: wpisz hasło do portalu.</Trans>
        )}
      </Text>
      <input type="email" name="username" autoComplete="username" value={email ?? ''} readOnly hidden />
      {value.method === 'password' ? (
        <PasswordField
          id={ids.password}
          label={<Trans>Twoje hasło</Trans>}
          value={value.password}
          onChange={(event) => onChange({ ...value, password: event.target.value })}
          error={errors.password}
          inputRef={password}
          autoComplete="current-password"
          disabled={disabled}
          required
        />
      ) : (
        <OneTimeCodeField
          id={ids.code}
          value={value.code}
          onChange={(next) => onChange({ ...value, code: next })}
          error={errors.code}
          inputRef={code}
          disabled={disabled}
        />
      )}
      {allowCode ? (
        <Button
          type="button"
          variant="plain"
          color="brand.fg"
          textDecoration="underline"
          alignSelf="flex-start"
          px="0"
          onClick={() => switchTo(value.method === 'password' ? 'code' : 'password')}
        >
          {value.method === 'password' ? (
            <Trans>Użyj kodu z aplikacji zamiast hasła</Trans>
          ) : (
            <Trans>Użyj hasła zamiast kodu</Trans>
          )}
        </Button>
      ) : null}
    </Stack>
  );
}
