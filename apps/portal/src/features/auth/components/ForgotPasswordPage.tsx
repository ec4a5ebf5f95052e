// portal-spec §2 Forgot password: a form asks for the e-mail used at registration; on success it says a
// link was sent to that address, advises checking spam and that the address is correct, and offers a
// back-to-login button; on error it says to try later (toast forgot_password_error; §8: no error page).
// The answer is the same whether or not the address has an account (docs/decisions.md: no enumeration),
// and so is the text.
import { Box, Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  BreakableEmail,
  ButtonLink,
  Card,
  MailIcon,
  MessagePanel,
  Page,
  PageHeading,
  ArrowLeftIcon,
} from '@portal/ui';
import { Link as RouterLink } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isApiClientError } from '../../../lib/api/ApiClientError.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useAuthPorts } from '../authPorts.tsx';
import { requestPasswordReset } from '../api/accountApi.ts';
import { emailProblem } from '../lib/emailRule.ts';
import { authPaths } from '../lib/paths.ts';
import { FormErrorSummary } from '../../../lib/forms/FormErrorSummary.tsx';
import { TextField } from './TextField.tsx';

const forgotPasswordError = msg`Nie udało się wysłać linku. Spróbuj ponownie później.`;

export function ForgotPasswordPage() {
  const { i18n, t } = useLingui();
  useDocumentTitle(t`Nie pamiętasz hasła`);
  const ports = useAuthPorts();
  const emailId = useId();
  const summaryRef = useRef<HTMLDivElement>(null);
  const [email, setEmail] = useState('');
  const [validated, setValidated] = useState(false);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const problem = validated ? emailProblem(email) : null;
  const error = problem ? i18n._(problem) : null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setValidated(true);
    if (emailProblem(email)) {
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setSending(true);
    try {
      await requestPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (failure) {
      // Customer journeys: a failure that belongs to no field is a toast only (it stays until closed); 429 has the
      // API client's own toast.
      if (!(isApiClientError(failure) && failure.kind === 'too_many_requests'))
        ports.notify.error(forgotPasswordError);
    } finally {
      setSending(false);
    }
  }

  if (sentTo) return <LinkSentPanel email={sentTo} />;

  return (
    <Page width="narrow">
      <PageHeading
        title={<Trans>Nie pamiętasz hasła?</Trans>}
        description={
          <Trans>
            Podaj adres e-mail, którego używasz do logowania w portalu. Wyślemy na niego link do ustawienia
            nowego hasła. Ustawienie nowego hasła odblokowuje też zablokowane konto.
          </Trans>
        }
      />
      <Card>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="5">
            <FormErrorSummary
              ref={summaryRef}
              errors={error ? [{ fieldId: emailId, message: t`Adres e-mail: ${error}` }] : []}
            />
            <TextField
              id={emailId}
              label={<Trans>Adres e-mail</Trans>}
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={error}
              required
            />
            <Flex gap="3" direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }}>
              <Button type="submit" size="xl" loading={sending} loadingText={t`Wysyłanie…`}>
                <Trans>Wyślij link</Trans>
              </Button>
              <Link
                asChild
                color="brand.fg"
                fontWeight="medium"
                textDecoration="underline"
                alignSelf="center"
                px="2"
              >
                <RouterLink to={authPaths.login}>
                  <Trans>Wróć do logowania</Trans>
                </RouterLink>
              </Link>
            </Flex>
          </Stack>
        </form>
      </Card>
    </Page>
  );
}

function LinkSentPanel({ email }: { email: string }) {
  const headingRef = useRef<HTMLDivElement>(null);
  // The form was replaced: tell screen readers and keyboard users where they are now.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Page width="narrow">
      <Box ref={headingRef} tabIndex={-1} outline="none">
        <MessagePanel
          tone="success"
          icon={<MailIcon />}
          title={<Trans>Sprawdź swoją pocztę</Trans>}
          actions={
            <ButtonLink asChild size="lg">
              <RouterLink to={authPaths.login}>
                <ArrowLeftIcon />
                <Trans>Wróć do logowania</Trans>
              </RouterLink>
            </ButtonLink>
          }
        >
          <Stack gap="3">
            {/* A long address must wrap on a phone: the global overflow-wrap 'break-word' does not let
                it shrink the panel's minimum width. */}
            <Text>
              <Trans>
                Jeśli adres <BreakableEmail as="strong">{email}</BreakableEmail> jest przypisany do konta w
                portalu, wysłaliśmy na niego link do ustawienia nowego hasła. Link jest ważny 2 godziny.
              </Trans>
            </Text>
            <Text>
              <Trans>
                Nie widzisz wiadomości? Sprawdź folder spam (wiadomości-śmieci) i upewnij się, że adres e-mail
                został wpisany poprawnie.
              </Trans>
            </Text>
          </Stack>
        </MessagePanel>
      </Box>
    </Page>
  );
}
