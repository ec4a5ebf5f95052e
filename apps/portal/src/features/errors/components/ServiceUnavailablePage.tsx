// portal-spec §8: a network failure shows the 'service unavailable' page.
import { Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MessagePanel, Page, UnplugIcon } from '@portal/ui';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { BackHomeButton } from './BackHomeButton.tsx';

export interface ServiceUnavailablePageProps {
  /** Defaults to reloading the page. */
  onRetry?: () => void;
}

export function ServiceUnavailablePage({
  onRetry = () => window.location.reload(),
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
        <Trans>
          Nie udało się połączyć z serwerem. Sprawdź połączenie z internetem i spróbuj ponownie za chwilę.
        </Trans>
      </MessagePanel>
    </Page>
  );
}
