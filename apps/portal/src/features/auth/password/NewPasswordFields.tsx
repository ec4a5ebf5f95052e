// The new password and its confirmation with the live rule checklist (portal-spec §5), shared by the
// activation, reset and change-password forms.
import { Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type Ref } from 'react';
import type { FormFieldError } from '../../../lib/forms/FormErrorSummary.tsx';
import { PasswordField } from '../components/PasswordField.tsx';
import { PasswordRulesChecklist } from './PasswordRulesChecklist.tsx';

export interface NewPasswordFieldsProps {
  ids: { password: string; confirmation: string };
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  errors: { password?: string | undefined; confirmation?: string | undefined };
  /** The account's e-mail: the password must differ from it. */
  email: string | null;
  passwordRef?: Ref<HTMLInputElement>;
  confirmationRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

export function NewPasswordFields({
  ids,
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  errors,
  email,
  passwordRef,
  confirmationRef,
  disabled,
}: NewPasswordFieldsProps) {
  return (
    <Stack gap="4">
      <PasswordField
        id={ids.password}
        label={<Trans>Nowe hasło</Trans>}
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
        error={errors.password}
        helperText={<PasswordRulesChecklist password={password} email={email} />}
        inputRef={passwordRef}
        disabled={disabled}
        required
      />
      <PasswordField
        id={ids.confirmation}
        label={<Trans>Powtórz nowe hasło</Trans>}
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => onConfirmationChange(event.target.value)}
        error={errors.confirmation}
        inputRef={confirmationRef}
        disabled={disabled}
        required
      />
    </Stack>
  );
}

/** The error summary's lines for the two fields, each named by its label as the summary wants. */
export function useNewPasswordSummary(
  ids: NewPasswordFieldsProps['ids'],
  errors: NewPasswordFieldsProps['errors'],
): FormFieldError[] {
  const { t } = useLingui();
  return [
    ...(errors.password ? [{ fieldId: ids.password, message: t`Nowe hasło: ${errors.password}` }] : []),
    ...(errors.confirmation
      ? [{ fieldId: ids.confirmation, message: t`Powtórz nowe hasło: ${errors.confirmation}` }]
      : []),
  ];
}

/**
 * The two fields' values and handlers, for `<NewPasswordFields {...fields} />`. Editing the new password
 * calls `onPasswordEdit`, where the form drops the server's verdict on the password it sent.
 */
export function useNewPassword(onPasswordEdit: () => void) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  return {
    password,
    confirmation,
    fields: {
      password,
      confirmation,
      onPasswordChange(value: string) {
        setPassword(value);
        onPasswordEdit();
      },
      onConfirmationChange: setConfirmation,
    } satisfies Partial<NewPasswordFieldsProps>,
  };
}
