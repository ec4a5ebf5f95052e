// The six-digit code of an authenticator app (portal-spec §5: six digits). Numeric keyboard on phones and
// autofill of one-time codes (autocomplete="one-time-code"); anything but digits is dropped, so a pasted
// '123 456' works.
import { Trans, useLingui } from '@lingui/react/macro';
import { KeepTogether } from '@portal/ui';
import { useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { normalizeTotpCode, TOTP_CODE_LENGTH } from '../lib/totpCode.ts';
import { TextField } from './TextField.tsx';

export interface OneTimeCodeFieldProps {
  id: string;
  /** 'Kod z aplikacji' unless told. */
  label?: ReactNode;
  value: string;
  onChange: (code: string) => void;
  error?: string | null | undefined;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean | undefined;
}

export function OneTimeCodeField({
  id,
  label,
  value,
  onChange,
  error,
  inputRef,
  disabled,
}: OneTimeCodeFieldProps) {
  const { t } = useLingui();
  return (
    <TextField
      id={id}
      label={label ?? <Trans>Kod z aplikacji</Trans>}
      helperText={
        <KeepTogether>{t`Kod ma ${TOTP_CODE_LENGTH} cyfr i zmienia się co 30 sekund.`}</KeepTogether>
      }
      value={value}
      onChange={(event) => onChange(normalizeTotpCode(event.target.value))}
      error={error}
      inputRef={inputRef}
      disabled={disabled}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={TOTP_CODE_LENGTH + 2}
      fontFamily="mono"
      fontSize="2xl"
      letterSpacing="0.3em"
      textAlign="center"
      required
    />
  );
}

/**
 * A code being typed into a OneTimeCodeField: its value, the error beneath it (typing clears it) and the
 * field's ref, so that a refused code is emptied and the field focused for the next one.
 */
export function useOneTimeCode() {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  return {
    code,
    inputRef,
    clearError: () => setError(null),
    /** Says beneath the field why the code was refused, empties it and puts the focus back in it. */
    refuse(message: string) {
      setError(message);
      setCode('');
      inputRef.current?.focus();
    },
    field: {
      id,
      value: code,
      error,
      inputRef,
      onChange(next: string) {
        setCode(next);
        if (error) setError(null);
      },
    } satisfies OneTimeCodeFieldProps,
  };
}
