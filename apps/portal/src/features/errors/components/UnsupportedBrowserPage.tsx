// portal-spec §2: the unsupported-browser page, for Internet Explorer. (A real Internet Explorer cannot run
// this bundle at all: public/unsupported-browser.js, loaded with `nomodule`, sends it here and writes the
// same message without React.)
import { Trans, useLingui } from '@lingui/react/macro';
import { BrowserOffIcon, MessagePanel, Page } from '@portal/ui';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';

export function UnsupportedBrowserPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Nieobsługiwana przeglądarka`);
  return (
    <Page width="narrow">
      <MessagePanel
        tone="warning"
        icon={<BrowserOffIcon />}
        title={<Trans>Ta przeglądarka nie jest obsługiwana</Trans>}
      >
        <Trans>
          Portal Klienta nie działa w przeglądarce Internet Explorer. Otwórz go w aktualnej wersji
          przeglądarki Microsoft Edge, Google Chrome, Mozilla Firefox lub Safari.
        </Trans>
      </MessagePanel>
    </Page>
  );
}
