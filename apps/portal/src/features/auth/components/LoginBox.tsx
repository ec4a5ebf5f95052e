// portal-spec §2 Login page, the 'I have an account' box: e-mail, password, log-in button,
// forgot-password link, a register button, an expandable text about account benefits, and the case status
// check the account gives. §5: the e-mail must be valid and the password is required. §4/§8: the captcha
// after failed logins, its warning, the login toasts and the locked account.
import { Box, Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRightIcon, ButtonLink, Card } from '@portal/ui';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { useAuthPorts } from '../authPorts.tsx';
import { useCaptcha, type CaptchaSolver } from '../captcha/useCaptcha.ts';
import { emailProblem, fieldMessages } from '../lib/emailRule.ts';
import { authPaths } from '../lib/paths.ts';
import type { LoginOutcome } from '../api/loginOutcome.ts';
import { FormErrorSummary, type FormFieldError } from '../../../lib/forms/FormErrorSummary.tsx';
import { paintedLazy } from '../../../shared/loading/paintedParts.ts';
import { PasswordField } from './PasswordField.tsx';
import { TextField } from './TextField.tsx';

// Most visitors never see the captcha (it follows failed logins): its checkbox comes when needed.
const CaptchaField = lazy(() =>
  import('../captcha/CaptchaField.tsx').then((m) => ({ default: m.CaptchaField })),
);

// Hydration: the notice after a refused attempt (Chakra's alert) loads with the first attempt (send below).
const loadLoginNotice = () => import('./LoginNotice.tsx');
const LoginNotice = lazy(() => loadLoginNotice().then((m) => ({ default: m.LoginNotice })));

// Hydration: the account's benefits (a closed disclosure at the bottom of the box) are painted with the page;
// their load starts with this module, the login page's code, and the page hydrates once they are in
// (shared/loading/paintedParts.ts), so a press on them is never dropped.
const AccountBenefits = paintedLazy(() => import('./AccountBenefits.tsx').then((m) => m.AccountBenefits));

export interface LoginBoxProps {
  /** Solves the captcha; the ALTCHA proof of work in Web Workers by default (tests pass a stub). */
  captchaSolver?: CaptchaSolver;
}

interface FieldErrors {
  email?: string;
  password?: string;
}

type Notice = 'badCredentials' | 'captchaWarning' | 'captchaError' | null;

function validate(i18n: I18n, email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  const emailMessage = emailProblem(email);
  if (emailMessage) errors.email = i18n._(emailMessage);
  if (password === '') errors.password = i18n._(fieldMessages.required);
  return errors;
}

export function LoginBox({ captchaSolver }: LoginBoxProps) {
  const { i18n, t } = useLingui();
  const ports = useAuthPorts();
  const navigate = useNavigate();
  const recaptchaRequired = ports.useSessionView((view) => view.recaptchaRequired);
  const captcha = useCaptcha(captchaSolver);
  const headingId = useId();
  const emailId = useId();
  const passwordId = useId();

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [validated, setValidated] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  // portal-spec §2: the 'check case status' option of the 'I have an account' box: the status is on the
  // case list, behind the login, so the option says so and leads to the e-mail field.
  const [checkingStatus, setCheckingStatus] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const errors = validated ? validate(i18n, email, password) : {};
  const summary: FormFieldError[] = [
    ...(errors.email ? [{ fieldId: emailId, message: t`Adres e-mail: ${errors.email}` }] : []),
    ...(errors.password ? [{ fieldId: passwordId, message: t`Hasło: ${errors.password}` }] : []),
  ];

  async function send(withCaptcha: boolean): Promise<LoginOutcome | null> {
    let recaptcha: string | undefined;
    if (withCaptcha) {
      try {
        recaptcha = await captcha.ensureSolved();
      } catch {
        return null;
      }
    }
    // Hydration: the login's request and its outcomes load with the first attempt, not with the page, and
    // the notice of a refused attempt beside them (not waited for: the request goes first).
    void loadLoginNotice().catch(() => undefined);
    const { submitLogin } = await import('../login/loginFlow.ts');
    const outcome = await submitLogin(ports, {
      username: email.trim(),
      password,
      ...(recaptcha ? { recaptcha } : {}),
    });
    // A solution is accepted once: the next attempt needs a new one.
    if (recaptcha) captcha.reset();
    return outcome;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setValidated(true);
    const problems = validate(i18n, email, password);
    if (problems.email || problems.password) {
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setSubmitting(true);
    setNotice(null);
    const captchaNeeded = ports.getSessionView().recaptchaRequired;
    let outcome = await send(captchaNeeded);
    if (outcome?.kind === 'captchaRequired' && !captchaNeeded) {
      // portal-spec §8 'Recaptcha required': show the captcha and retry.
      outcome = await send(true);
    }
    ports.session.setRetryWithRecaptcha(false);
    setSubmitting(false);
    if (!outcome) return;

    switch (outcome.kind) {
      case 'badCredentials':
        setNotice(outcome.captchaWarning ? 'captchaWarning' : 'badCredentials');
        // The emptied password is the next thing to type, not a mistake to point out.
        setValidated(false);
        setPassword('');
        passwordRef.current?.focus();
        break;
      case 'captchaError':
        setNotice('captchaError');
        break;
      case 'locked':
        // The locked flag is cleared by a navigation, so it is set once the locked page is shown.
        await navigate({ to: authPaths.locked });
        ports.session.setAccountLocked(true);
        break;
      case 'secondFactor':
        setValidated(false);
        setPassword('');
        break;
      default:
        break;
    }
  }

  return (
    <Card>
      <Stack gap="6">
        <Stack gap="2">
          <Heading
            as="h2"
            id={headingId}
            textStyle={{ base: 'xl', md: '2xl' }}
            fontWeight="bold"
            color="brand.fg"
          >
            <Trans>Mam konto</Trans>
          </Heading>
          <Text color="fg.muted" textStyle="md">
            <Trans>Zaloguj się, aby sprawdzić status swoich spraw, wysłać dokumenty i opłacić faktury.</Trans>
          </Text>
        </Stack>

        <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={headingId}>
          <Stack gap="4">
            <FormErrorSummary ref={summaryRef} errors={summary} />
            {checkingStatus ? (
              <Box role="status" bg="brand.subtle" color="fg" borderRadius="md" px="4" py="3" textStyle="sm">
                <Trans>
                  Status sprawy sprawdzisz po zalogowaniu: zobaczysz listę swoich spraw z ich aktualnymi
                  statusami. Wpisz adres e-mail i hasło.
                </Trans>
              </Box>
            ) : null}
            {notice === 'captchaWarning' || notice === 'badCredentials' ? (
              <Suspense fallback={null}>
                <LoginNotice kind={notice} />
              </Suspense>
            ) : null}
            <TextField
              id={emailId}
              label={<Trans>Adres e-mail</Trans>}
              type="email"
              inputMode="email"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={errors.email}
              required
            />
            <Stack gap="1.5">
              <PasswordField
                id={passwordId}
                label={<Trans>Hasło</Trans>}
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                error={errors.password}
                inputRef={passwordRef}
                required
              />
              <Flex justify="flex-end">
                <Link asChild color="brand.fg" fontWeight="medium" textStyle="sm" textDecoration="underline">
                  <RouterLink to={authPaths.forgotPassword}>
                    <Trans>Nie pamiętasz hasła?</Trans>
                  </RouterLink>
                </Link>
              </Flex>
            </Stack>
            {recaptchaRequired ? (
              <Suspense fallback={<Box minH="16" />}>
                <CaptchaField
                  status={captcha.status}
                  onStart={captcha.start}
                  error={
                    notice === 'captchaError' ? t`Weryfikacja nie powiodła się. Zaznacz pole ponownie.` : null
                  }
                />
              </Suspense>
            ) : null}
            <Button type="submit" size="xl" w="full" loading={submitting} loadingText={t`Logowanie…`}>
              <Trans>Zaloguj się</Trans>
            </Button>
            <Text textStyle="sm" color="fg.muted" textAlign="center">
              <Trans>
                Nie możesz się zalogować?{' '}
                <Link asChild color="brand.fg" fontWeight="medium" textDecoration="underline">
                  <RouterLink to={authPaths.loginProblem}>Zobacz, jak odzyskać dostęp</RouterLink>
                </Link>
              </Trans>
            </Text>
          </Stack>
        </form>

        <Button
          variant="outline"
          size="lg"
          w="full"
          onClick={() => {
            setCheckingStatus(true);
            document.getElementById(emailId)?.focus();
          }}
        >
          <Trans>Sprawdź status sprawy</Trans>
        </Button>

        <Box borderTopWidth="1px" borderColor="border.muted" aria-hidden="true" />

        <Stack gap="4">
          <Stack gap="1">
            <Heading as="h3" textStyle="lg" fontWeight="semibold" color="fg">
              <Trans>Nie masz jeszcze konta?</Trans>
            </Heading>
            <Text color="fg.muted">
              <Trans>Zarejestruj konto, aby śledzić swoje sprawy online.</Trans>
            </Text>
          </Stack>
          <ButtonLink
            href={authPaths.registerAccount}
            variant="outline"
            size="lg"
            w={{ base: 'full', sm: 'auto' }}
          >
            <Trans>Zarejestruj konto</Trans>
            <ArrowRightIcon />
          </ButtonLink>
          <Box>
            <Suspense fallback={null}>
              <AccountBenefits />
            </Suspense>
          </Box>
        </Stack>
      </Stack>
    </Card>
  );
}
