// /wniosek/potwierdz?token=…&account=true (portal-spec §2 "Application confirm"; applications-spec §1): the
// e-mailed link confirms the application on load — once: the request is a query keyed by the token, so
// React StrictMode's second effect and a remount reuse its answer instead of confirming again (a second
// POST would answer 409 "already confirmed"). Success has its own text for a registration (account flag);
// failure says the application was not confirmed and why (not found / expired / already confirmed: §2 puts
// the last among the failures, so it is one too, not an info panel). The button leads to login, or to the
// case list for a signed-in customer.
import { Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ApplicationConfirmed, ConfirmErrorKeyword } from '@portal/api-contract';
import { ButtonLink, FullScreenLoader, MessagePanel, Page } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { isApiClientError } from '../../../lib/api/index.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { confirmApplication } from '../api/applicationApi.ts';
import { RetryButton } from '../../../shared/query/RetryButton.tsx';

export interface ConfirmApplicationPageProps {
  readonly token: string | undefined;
  /** The link of a registration application carries account=true. */
  readonly account: boolean;
  /** A signed-in customer is offered their cases instead of the login page. */
  readonly signedIn?: boolean;
  /** Tests and stories. */
  readonly confirm?: (token: string) => Promise<ApplicationConfirmed>;
}

/** api-contract's ConfirmErrorKeyword, checked against it (a runtime import would bring the schema library). */
const refusal = {
  notFound: 'applicationNotFound',
  expired: 'applicationExpired',
  alreadyConfirmed: 'applicationAlreadyConfirmed',
} as const satisfies typeof ConfirmErrorKeyword;

export type ConfirmFailure = 'notFound' | 'expired' | 'alreadyConfirmed' | 'missingToken' | 'connection';

export function confirmFailureOf(error: unknown): ConfirmFailure {
  if (!isApiClientError(error)) return 'connection';
  const keyword = error.body?.details?.[0]?.keyword;
  if (keyword === refusal.notFound || error.status === 404) return 'notFound';
  if (keyword === refusal.expired || error.status === 410) return 'expired';
  if (keyword === refusal.alreadyConfirmed || error.status === 409) return 'alreadyConfirmed';
  if (error.kind === 'bad_request') return 'notFound';
  return 'connection';
}

/** portal-spec §2: a button leads to login; a signed-in customer goes to their cases instead. */
function NextStepButton({ signedIn }: { signedIn: boolean }) {
  return (
    <ButtonLink asChild size="lg" colorPalette="brand">
      {signedIn ? (
        <RouterLink to="/lista-spraw">
          <Trans>Przejdź do swoich spraw</Trans>
        </RouterLink>
      ) : (
        <RouterLink to="/">
          <Trans>Przejdź do logowania</Trans>
        </RouterLink>
      )}
    </ButtonLink>
  );
}

function failureText(failure: ConfirmFailure): ReactNode {
  switch (failure) {
    case 'notFound':
    case 'missingToken':
      return (
        <Trans>
          Nie znaleźliśmy wniosku dla tego linku. Sprawdź, czy otwierasz cały link z wiadomości e-mail – bez
          obcięć i dodatkowych znaków.
        </Trans>
      );
    case 'expired':
      return (
        <Trans>
          Link potwierdzający wygasł – jest ważny 24 godziny od wysłania wniosku. Złóż wniosek ponownie i
          potwierdź go w ciągu doby.
        </Trans>
      );
    case 'alreadyConfirmed':
      return (
        <Trans>
          Ten wniosek został już wcześniej potwierdzony. Nie musisz robić nic więcej – zajmiemy się nim.
        </Trans>
      );
    case 'connection':
      return (
        <Trans>Nie udało się połączyć z serwerem. Sprawdź połączenie z internetem i spróbuj ponownie.</Trans>
      );
  }
}

export function ConfirmApplicationPage({
  token,
  account,
  signedIn = false,
  confirm = confirmApplication,
}: ConfirmApplicationPageProps) {
  const { t } = useLingui();
  useDocumentTitle(t`Potwierdzenie wniosku`);
  const query = useQuery({
    queryKey: ['application', 'confirm', token],
    queryFn: () => confirm(token!),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  if (!token || query.isError) {
    const failure: ConfirmFailure = token ? confirmFailureOf(query.error) : 'missingToken';
    const retry = failure === 'connection';
    // Customer journeys: a link opened again is no failure for the customer (portal-spec §2 counts it as one): the
    // application is confirmed, so the page says so as information, not in red.
    const alreadyConfirmed = failure === 'alreadyConfirmed';
    return (
      <Page width="narrow">
        <MessagePanel
          tone={alreadyConfirmed ? 'info' : 'error'}
          title={
            alreadyConfirmed ? (
              <Trans>Wniosek jest już potwierdzony</Trans>
            ) : (
              <Trans>Wniosek nie został potwierdzony</Trans>
            )
          }
          actions={
            <>
              {retry ? <RetryButton query={query} size="lg" /> : null}
              <NextStepButton signedIn={signedIn} />
            </>
          }
        >
          <Text>{failureText(failure)}</Text>
        </MessagePanel>
      </Page>
    );
  }

  if (!query.data) return <FullScreenLoader label={<Trans>Potwierdzamy wniosek…</Trans>} />;
  const confirmed = query.data;
  const registration = account || confirmed.registration;
  return (
    <Page width="narrow">
      <MessagePanel
        tone="success"
        title={
          registration ? (
            <Trans>Wniosek o rejestrację konta został potwierdzony</Trans>
          ) : (
            <Trans>Wniosek został potwierdzony</Trans>
          )
        }
        meta={
          confirmed.applicationNumber ? <Trans>Numer wniosku: {confirmed.applicationNumber}</Trans> : null
        }
        actions={<NextStepButton signedIn={signedIn} />}
      >
        <Stack gap="3">
          {registration ? (
            <Text>
              <Trans>
                Dziękujemy! Sprawdzimy wniosek w ciągu 7 dni roboczych. Potem wyślemy Ci e-mail z linkiem do
                aktywacji konta: pod nim ustawisz hasło, którym będziesz się logować.
              </Trans>
            </Text>
          ) : (
            <Text>
              <Trans>
                Dziękujemy! Zweryfikujemy wniosek w ciągu 3 dni roboczych. Jeśli masz konto w portalu, sprawa
                pojawi się na liście Twoich spraw.
              </Trans>
            </Text>
          )}
        </Stack>
      </MessagePanel>
    </Page>
  );
}
