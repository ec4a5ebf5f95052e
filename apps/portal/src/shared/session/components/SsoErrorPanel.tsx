// portal-spec §2: when a single sign-on login has failed, an error page titled with a login error and its
// description replaces every screen.
import { Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MessagePanel, Page } from '@portal/ui';
import { loginErrorText } from '../../../lib/api/serverMessages.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';

export interface SsoErrorPanelProps {
  /** Leaves the sign-on screen for the login page. */
  onBackToLogin: () => void;
  /** The server's login error description, shown (in Polish) as a detail the helpline can read. */
  errorDescription?: string | null;
}

export function SsoErrorPanel({ onBackToLogin, errorDescription }: SsoErrorPanelProps) {
  const { t, i18n } = useLingui();
  const detail = loginErrorText(i18n, errorDescription);
  useDocumentTitle(t`Logowanie nie powiodło się`);
  return (
    <Page width="narrow">
      <MessagePanel
        tone="error"
        title={<Trans>Logowanie nie powiodło się</Trans>}
        meta={detail ? <Trans>Szczegóły błędu: {detail}</Trans> : undefined}
        actions={
          <Button size="lg" onClick={onBackToLogin}>
            <Trans>Przejdź do logowania</Trans>
          </Button>
        }
      >
        <Trans>
          Nie udało się zalogować za pomocą linku. Link mógł wygasnąć albo został już użyty. Zaloguj się
          adresem e-mail i hasłem lub otwórz link ponownie w serwisie, z którego go otrzymano.
        </Trans>
      </MessagePanel>
    </Page>
  );
}
