// portal-spec §2 Error pages: Not found (404), shown for any path that is no route.
import { Trans, useLingui } from '@lingui/react/macro';
import { MessagePanel, Page, SearchOffIcon } from '@portal/ui';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { BackHomeButton } from './BackHomeButton.tsx';

export function NotFoundPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Nie znaleziono strony`);
  return (
    <Page width="narrow">
      <MessagePanel
        tone="info"
        icon={<SearchOffIcon />}
        title={<Trans>Ups, nie znaleźliśmy takiej strony (błąd 404)</Trans>}
        actions={<BackHomeButton />}
      >
        <Trans>Strona mogła zostać przeniesiona lub usunięta. Sprawdź, czy adres jest poprawny.</Trans>
      </MessagePanel>
    </Page>
  );
}
