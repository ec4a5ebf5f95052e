// portal-spec §2 Account activate and Reset password: the link's e-mail and token are checked first
// (check-token with tokenType activate or reset) under a full-screen loader with a minimum delay; a valid
// token shows the set-password form, an invalid one an error box ('activate.error' / 'reset.error', the
// reset one with a try-again button to forgot-password). §5 the password rules; §7 the toasts
// account_activate(_error) and password_reset(_error); on success the user goes to login. §8: the errors
// of these calls stay on the page (toast and field messages), never the generic error page.
import { Button, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TokenType } from '@portal/api-contract';
import { ButtonLink, Card, ErrorBox, FullScreenLoader, MessagePanel, Page, PageHeading } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { isApiClientError } from '../../../lib/api/ApiClientError.ts';
import { useAuthPorts } from '../authPorts.tsx';
import { activateAccount, checkToken, resetPassword } from '../api/accountApi.ts';
import { firstErrorPerField, serverFieldErrors } from '../api/serverFieldErrors.ts';
import { withMinimumDuration } from '../../../shared/timing/minimumDuration.ts';
import { TOKEN_CHECK_MIN_DELAY_MS } from '../lib/minimumDelay.ts';
import { authPaths } from '../lib/paths.ts';
import type { TokenLink } from '../lib/tokenLink.ts';
import { NewPasswordFields, useNewPassword, useNewPasswordSummary } from '../password/NewPasswordFields.tsx';
import { newPasswordErrors, type NewPasswordErrors } from '../password/passwordRules.ts';
import { FormErrorSummary } from '../../../lib/forms/FormErrorSummary.tsx';
import { TextField } from './TextField.tsx';

/** The links that set a password; the unlock link has its own page (UnlockAccountPage). */
export type PasswordTokenType = Extract<TokenType, 'activate' | 'reset'>;

export interface TokenPasswordPageProps {
  kind: PasswordTokenType;
  link: TokenLink;
}

const toasts = {
  activate: {
    success: msg`Konto zostało aktywowane. Zaloguj się nowym hasłem.`,
    error: msg`Nie udało się aktywować konta.`,
  },
  reset: {
    success: msg`Nowe hasło zostało zapisane. Zaloguj się nim.`,
    error: msg`Nie udało się zapisać nowego hasła.`,
  },
};

export function tokenCheckQuery(kind: TokenType, link: TokenLink) {
  return {
    queryKey: ['account', 'check-token', kind, link.email, link.token] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      link.email && link.token
        ? withMinimumDuration(checkToken(kind, link, signal), TOKEN_CHECK_MIN_DELAY_MS)
        : Promise.resolve(false),
    // A token is spent by the form: checking it again later would say 'invalid' under the user's feet.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  };
}

export function TokenPasswordPage({ kind, link }: TokenPasswordPageProps) {
  const { t } = useLingui();
  useDocumentTitle(kind === 'activate' ? t`Aktywacja konta` : t`Ustawienie nowego hasła`);
  const check = useQuery(tokenCheckQuery(kind, link));
  const [linkSpent, setLinkSpent] = useState(false);

  if (check.isPending) {
    return (
      <FullScreenLoader
        label={
          kind === 'activate' ? <Trans>Sprawdzamy link aktywacyjny…</Trans> : <Trans>Sprawdzamy link…</Trans>
        }
      />
    );
  }
  if (check.isError) {
    return <TokenCheckFailedPanel onRetry={() => void check.refetch()} />;
  }
  if (!check.data || linkSpent) return <PasswordLinkInvalidPanel kind={kind} />;
  return <SetPasswordForm kind={kind} link={link} onLinkInvalid={() => setLinkSpent(true)} />;
}

/** The link could not be checked (the connection, not the link): the unlock page says the same. */
export function TokenCheckFailedPanel({ onRetry }: { onRetry: () => void }) {
  return (
    <Page width="narrow">
      <MessagePanel
        tone="error"
        title={<Trans>Nie udało się sprawdzić linku</Trans>}
        actions={
          <Button size="lg" onClick={onRetry}>
            <Trans>Spróbuj ponownie</Trans>
          </Button>
        }
      >
        <Trans>Wystąpił problem z połączeniem. Spróbuj ponownie za chwilę.</Trans>
      </MessagePanel>
    </Page>
  );
}

export interface InvalidLinkPanelProps {
  title: ReactNode;
  /** Where the one way on leads (login, or a new link), and what it says. */
  to: string;
  action: ReactNode;
  children: ReactNode;
}

/** A link that expired, was spent or never was: the account pages say so alike, with one way on. */
export function InvalidLinkPanel({ title, to, action, children }: InvalidLinkPanelProps) {
  return (
    <Page width="narrow">
      <MessagePanel
        tone="error"
        title={title}
        actions={
          <ButtonLink asChild size="lg">
            <RouterLink to={to}>{action}</RouterLink>
          </ButtonLink>
        }
      >
        {children}
      </MessagePanel>
    </Page>
  );
}

function PasswordLinkInvalidPanel({ kind }: { kind: PasswordTokenType }) {
  if (kind === 'activate') {
    return (
      <InvalidLinkPanel
        title={<Trans>Nie można aktywować konta</Trans>}
        to={authPaths.login}
        action={<Trans>Przejdź do logowania</Trans>}
      >
        <Trans>
          Link aktywacyjny wygasł lub jest nieprawidłowy. Jeśli konto zostało już aktywowane, zaloguj się.
        </Trans>
      </InvalidLinkPanel>
    );
  }
  return (
    <InvalidLinkPanel
      title={<Trans>Nie można ustawić nowego hasła</Trans>}
      to={authPaths.forgotPassword}
      action={<Trans>Spróbuj ponownie</Trans>}
    >
      <Trans>Link do zmiany hasła wygasł lub jest nieprawidłowy. Poproś o nowy link.</Trans>
    </InvalidLinkPanel>
  );
}

interface SetPasswordFormProps {
  kind: PasswordTokenType;
  link: TokenLink;
  onLinkInvalid: () => void;
}

function SetPasswordForm({ kind, link, onLinkInvalid }: SetPasswordFormProps) {
  const { t } = useLingui();
  const ports = useAuthPorts();
  const navigate = useNavigate();
  const ids = { email: useId(), password: useId(), confirmation: useId() };
  const summaryRef = useRef<HTMLDivElement>(null);
  const [validated, setValidated] = useState(false);
  const [serverErrors, setServerErrors] = useState<NewPasswordErrors>({});
  const newPassword = useNewPassword(() => setServerErrors({}));
  const { password, confirmation } = newPassword;
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  const clientErrors = validated ? newPasswordErrors(password, confirmation, link.email) : {};
  // The server's verdict on what was sent stands until the password is edited.
  const errors: NewPasswordErrors = { ...clientErrors, ...serverErrors };
  const summary = useNewPasswordSummary(ids, errors);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setValidated(true);
    setServerErrors({});
    setFailed(false);
    const problems = newPasswordErrors(password, confirmation, link.email);
    if (problems.password || problems.confirmation) {
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setSaving(true);
    try {
      const input = { email: link.email, password, token: link.token };
      await (kind === 'activate' ? activateAccount(input) : resetPassword(input));
    } catch (error) {
      setSaving(false);
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors.some((e) => e.field === 'token')) {
        ports.notify.error(toasts[kind].error);
        onLinkInvalid();
        return;
      }
      const byField = firstErrorPerField(fieldErrors);
      if (byField.password) {
        setServerErrors({ password: byField.password });
        requestAnimationFrame(() => summaryRef.current?.focus());
      } else {
        setFailed(true);
      }
      if (!(isApiClientError(error) && error.kind === 'too_many_requests'))
        ports.notify.error(toasts[kind].error);
      return;
    }
    // Toasts close on route change: show it once login is on screen.
    await navigate({ to: authPaths.login });
    ports.notify.success(toasts[kind].success);
  }

  return (
    <LinkFormPage
      title={kind === 'activate' ? <Trans>Aktywuj konto</Trans> : <Trans>Ustaw nowe hasło</Trans>}
      description={
        kind === 'activate' ? (
          <Trans>
            Ustaw hasło do Portalu Klienta. Po aktywacji zalogujesz się adresem e-mail i tym hasłem.
          </Trans>
        ) : (
          <Trans>
            Wpisz nowe hasło do Portalu Klienta. Po zapisaniu zalogujesz się nim, a konto zostanie
            odblokowane.
          </Trans>
        )
      }
      onSubmit={onSubmit}
      submitting={saving}
      submittingText={t`Zapisywanie…`}
      submitLabel={kind === 'activate' ? <Trans>Aktywuj konto</Trans> : <Trans>Zapisz nowe hasło</Trans>}
    >
      <FormErrorSummary ref={summaryRef} errors={summary} />
      {failed ? (
        <ErrorBox title={<Trans>Nie udało się zapisać hasła</Trans>}>
          <Trans>Spróbuj ponownie za chwilę.</Trans>
        </ErrorBox>
      ) : null}
      <TextField
        id={ids.email}
        label={<Trans>Adres e-mail (login)</Trans>}
        type="email"
        autoComplete="username"
        value={link.email}
        readOnly
        bg="bg.canvas"
      />
      <NewPasswordFields ids={ids} {...newPassword.fields} errors={errors} email={link.email} />
      <Text textStyle="sm" color="fg.muted">
        <Trans>Nie używaj hasła, którego używasz w innych serwisach.</Trans>
      </Text>
    </LinkFormPage>
  );
}

export interface LinkFormPageProps {
  title: ReactNode;
  description: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** The form's name, where the page's heading does not give it one. */
  formLabel?: string;
  submitting: boolean;
  submittingText: string;
  submitLabel: ReactNode;
  children: ReactNode;
}

/** A valid link's page (set a password, unlock the account): its heading, then one card with the form. */
export function LinkFormPage({
  title,
  description,
  onSubmit,
  formLabel,
  submitting,
  submittingText,
  submitLabel,
  children,
}: LinkFormPageProps) {
  return (
    <Page width="narrow">
      <PageHeading title={title} description={description} />
      <Card>
        <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={formLabel}>
          <Stack gap="5">
            {children}
            <Button
              type="submit"
              size="xl"
              w={{ base: 'full', sm: 'auto' }}
              alignSelf="flex-start"
              loading={submitting}
              loadingText={submittingText}
            >
              {submitLabel}
            </Button>
          </Stack>
        </form>
      </Card>
    </Page>
  );
}
