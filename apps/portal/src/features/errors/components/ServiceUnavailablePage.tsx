// portal-spec §8: a network failure shows the 'service unavailable' page; so does a 503 of the server
// (its database is away for a moment), whose text does not send the user to check their
// connection.
import { Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MessagePanel, Page, UnplugIcon } from '@portal/ui';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { BackHomeButton } from './BackHomeButton.tsx';

export interface ServiceUnavailablePageProps {
  /** Defaults to reloading the page. */
  onRetry?: () => void;
  /** No connection to the server (default), or the server answered 503. */
  cause?: 'network' | 'server';
}

export function ServiceUnavailablePage({
  onRetry = () => window.location.reload(),
  cause = 'network',
}: ServiceUnavailablePageProps) {
  const { t } = useLingui();
  useDocumentTitle(t`Serwis chwilowo niedostępny`);
  return (
    <Page width="narrow">
      <MessagePanel
        tone="warning"
        icon={<UnplugIcon />}
        title={<Trans>Serwis jest chwilowo niedostępny</Trans>}
        actions={
          <>
            <Button size="lg" onClick={onRetry}>
              <Trans>Spróbuj ponownie</Trans>
            </Button>
            <BackHomeButton variant="outline" />
          </>
        }
      >
        {cause === 'server' ? (
          <Trans>Serwer chwilowo nie może obsłużyć żądania. Spróbuj ponownie za kilka sekund.</Trans>
        ) : (
          <Trans>
            Nie udało się połączyć z serwerem. Sprawdź połączenie z internetem i spróbuj ponownie za chwilę.
          </Trans>
        )}
      </MessagePanel>
    </Page>
  );
}
