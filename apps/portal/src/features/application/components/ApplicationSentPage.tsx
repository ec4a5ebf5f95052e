// /wniosek-wyslany (portal-spec §2 "Application sent"): the e-mail and the optional phone come in navigation
// state (the route sends a visit without them to '/'). It says to click the confirmation link sent to that
// e-mail, valid 24 hours (applications-spec §9), that status changes go by SMS to the given phone, and offers
// a go-to-site button.
import { chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink, MailIcon, MessagePanel, Page } from '@portal/ui';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import type { ApplicationSentState } from '../lib/sentState.ts';
import { StepNumber } from './StepNumber.tsx';

export interface ApplicationSentPageProps {
  readonly sent: ApplicationSentState;
}

function NextStep({ number, children }: { number: number; children: ReactNode }) {
  return (
    <HStack as="li" align="flex-start" gap="3">
      <StepNumber number={number} size="7" />
      <Text
        pt="0.5"
        color="fg"
        textStyle="md"
        textAlign="start"
        minW="0"
        css={{ '&, & strong': { overflowWrap: 'anywhere' } }}
      >
        {children}
      </Text>
    </HStack>
  );
}

export function ApplicationSentPage({ sent }: ApplicationSentPageProps) {
  const { t } = useLingui();
  useDocumentTitle(t`Wniosek wysłany`);
  const email = sent.email;
  const phone = sent.phone;
  return (
    <Page width="narrow">
      <MessagePanel
        tone="success"
        icon={<MailIcon />}
        title={<Trans>Potwierdź wniosek – sprawdź skrzynkę e-mail</Trans>}
        meta={sent.applicationNumber ? <Trans>Numer wniosku: {sent.applicationNumber}</Trans> : null}
        actions={
          <ButtonLink asChild size="lg" colorPalette="brand">
            <RouterLink to="/">
              <Trans>Przejdź do strony głównej</Trans>
            </RouterLink>
          </ButtonLink>
        }
      >
        <Stack gap="5">
          <Text>
            {sent.registration ? (
              <Trans>
                Wniosek o rejestrację konta został wysłany. Aby go złożyć, potwierdź go linkiem z wiadomości
                e-mail.
              </Trans>
            ) : (
              <Trans>Wniosek został wysłany. Aby go złożyć, potwierdź go linkiem z wiadomości e-mail.</Trans>
            )}
          </Text>
          <chakra.ol
            listStyleType="none"
            m="0"
            p={{ base: '4', md: '6' }}
            display="grid"
            gap="4"
            bg="bg.canvas"
            borderRadius="lg"
            aria-label={t`Co dalej`}
          >
            <NextStep number={1}>
              <Trans>
                Otwórz wiadomość, którą wysłaliśmy na adres <strong>{email}</strong>. Nie widzisz jej? Sprawdź
                folder ze spamem.
              </Trans>
            </NextStep>
            <NextStep number={2}>
              <Trans>
                Kliknij link potwierdzający. Link jest ważny <strong>24 godziny</strong> – niepotwierdzony
                wniosek nie zostanie rozpatrzony.
              </Trans>
            </NextStep>
            <NextStep number={3}>
              {phone ? (
                <Trans>
                  O zmianach statusu sprawy poinformujemy Cię SMS-em na numer <strong>{phone}</strong>.
                </Trans>
              ) : sent.registration ? (
                <Trans>
                  Sprawdzimy wniosek w ciągu <strong>7 dni roboczych</strong>. Potem wyślemy Ci e-mail z
                  linkiem do aktywacji konta: pod nim ustawisz hasło, którym będziesz się logować.
                </Trans>
              ) : (
                <Trans>Po potwierdzeniu zweryfikujemy wniosek, a o decyzji poinformujemy Cię e-mailem.</Trans>
              )}
            </NextStep>
          </chakra.ol>
        </Stack>
      </MessagePanel>
    </Page>
  );
}
