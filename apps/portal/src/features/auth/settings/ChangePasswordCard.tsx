// portal-spec §2 Settings, the change-password card; §4 Change password: on 200 the user goes to login
// with the toast 'password_changed' (the server ended every session of the account, docs/decisions.md);
// otherwise the toast 'change_password_error' and the form is enabled again; a wrong old password has its
// own message, and the one that locks the account the locked screen. §5: the old password is
// required, plus the rules for the new one.
import { Button, Stack } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PasswordErrorKeyword } from '@portal/api-contract/plain';
import { Card } from '@portal/ui';
import { useNavigate } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent } from 'react';
import { isApiClientError } from '../../../lib/api/ApiClientError.ts';
import { useAuthPorts } from '../authPorts.tsx';
import { changePassword } from '../api/accountApi.ts';
import { reauthFailure } from '../api/reauthFailure.ts';
import { serverFieldErrors } from '../api/serverFieldErrors.ts';
import { FormErrorSummary, type FormFieldError } from '../../../lib/forms/FormErrorSummary.tsx';
import { PasswordField } from '../components/PasswordField.tsx';
import { authPaths } from '../lib/paths.ts';
import { NewPasswordFields, useNewPassword, useNewPasswordSummary } from '../password/NewPasswordFields.tsx';
import { newPasswordErrors, requiredMessage } from '../password/passwordRules.ts';

const toasts = {
  passwordChanged: msg`Hasło zostało zmienione. Zaloguj się nowym hasłem.`,
  changePasswordError: msg`Nie udało się zmienić hasła.`,
  /** Shown at the old-password field and in the error summary (not a toast: it has a field). */
  wrongOldPassword: msg`Obecne hasło jest nieprawidłowe.`,
};

interface Errors {
  oldPassword?: string | undefined;
  password?: string | undefined;
  confirmation?: string | undefined;
}

export interface ChangePasswordCardProps {
  /** The signed-in user's e-mail: the new password must differ from it. */
  email: string | null;
}

export function ChangePasswordCard({ email }: ChangePasswordCardProps) {
  const { i18n, t } = useLingui();
  const ports = useAuthPorts();
  const navigate = useNavigate();
  const ids = { oldPassword: useId(), password: useId(), confirmation: useId() };
  const summaryRef = useRef<HTMLDivElement>(null);
  const oldPasswordRef = useRef<HTMLInputElement>(null);
  const [oldPassword, setOldPassword] = useState('');
  const [validated, setValidated] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const newPassword = useNewPassword(() => {
    if (serverErrors.password) setServerErrors({});
  });
  const { password, confirmation } = newPassword;
  const [saving, setSaving] = useState(false);

  const validate = (): Errors => ({
    ...(oldPassword === '' ? { oldPassword: requiredMessage() } : {}),
    ...newPasswordErrors(password, confirmation, email),
  });
  // The server's verdict on what was sent stands until that field is edited.
  const errors: Errors = { ...(validated ? validate() : {}), ...serverErrors };
  const newPasswordSummary = useNewPasswordSummary(ids, errors);
  const summary: FormFieldError[] = [
    ...(errors.oldPassword
      ? [{ fieldId: ids.oldPassword, message: t`Obecne hasło: ${errors.oldPassword}` }]
      : []),
    ...newPasswordSummary,
  ];

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setValidated(true);
    setServerErrors({});
    const problems = validate();
    if (problems.oldPassword || problems.password || problems.confirmation) {
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setSaving(true);
    try {
      await changePassword(oldPassword, password);
    } catch (error) {
      setSaving(false);
      if (reauthFailure(error) === 'locked') {
        // Security hardening: a wrong old password counts like a wrong login; the one that locks the account ends
        // every session of it, and the locked-account screen replaces everything (portal-spec §2).
        ports.session.clear();
        ports.session.setAccountLocked(true);
        return;
      }
      const fieldErrors = serverFieldErrors(error);
      const wrongOld = fieldErrors.find((e) => e.keyword === PasswordErrorKeyword.wrongOldPassword);
      const newPasswordProblem = fieldErrors.find((e) => e.field === 'newPassword');
      if (wrongOld) {
        // Customer journeys: a field's error is said in the summary and at the field, not also in a toast.
        setServerErrors({ oldPassword: i18n._(toasts.wrongOldPassword) });
        oldPasswordRef.current?.focus();
        return;
      }
      if (newPasswordProblem) {
        setServerErrors({ password: newPasswordProblem.message });
        requestAnimationFrame(() => summaryRef.current?.focus());
        return;
      }
      // 401 (session expired) and 429 already have their own toasts from the API client.
      if (!(
        isApiClientError(error) &&
        (error.kind === 'unauthorized' || error.kind === 'too_many_requests')
      )) {
        ports.notify.error(toasts.changePasswordError);
      }
      return;
    }
    // The server ended the session: forget it here, show login, then the toast (toasts close on route change).
    ports.session.clear();
    await navigate({ to: authPaths.login });
    ports.notify.success(toasts.passwordChanged);
  }

  return (
    <Card
      title={<Trans>Zmiana hasła</Trans>}
      description={<Trans>Po zmianie hasła wylogujemy Cię ze wszystkich urządzeń.</Trans>}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t`Zmiana hasła`}>
        <Stack gap="5">
          <FormErrorSummary ref={summaryRef} errors={summary} />
          {/* Lets password managers tie the new password to the account. */}
          <input type="email" name="username" autoComplete="username" value={email ?? ''} readOnly hidden />
          <PasswordField
            id={ids.oldPassword}
            label={<Trans>Obecne hasło</Trans>}
            autoComplete="current-password"
            value={oldPassword}
            onChange={(event) => {
              setOldPassword(event.target.value);
              if (serverErrors.oldPassword) setServerErrors({});
            }}
            error={errors.oldPassword}
            inputRef={oldPasswordRef}
            disabled={saving}
            required
          />
          <NewPasswordFields
            ids={ids}
            {...newPassword.fields}
            errors={errors}
            email={email}
            disabled={saving}
          />
          <Button
            type="submit"
            size="lg"
            alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            loading={saving}
            loadingText={t`Zmienianie hasła…`}
          >
            <Trans>Zmień hasło</Trans>
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
