// portal-spec §2 Locked account: it says the account is locked and that resetting the password unlocks
// it; a button leads to forgot-password. Resilience: the link e-mailed at the lock unlocks it too. While the
// session's accountLocked flag is set this panel replaces every screen.
import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink, LockIcon, MessagePanel, Page } from '@portal/ui';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';

/** portal-spec §2 Forgot password; a full page load on purpose: it also clears the in-memory lock. */
export const FORGOT_PASSWORD_PATH = '/zapomnialem-hasla';

export function LockedAccountPanel() {
  const { t } = useLingui();
  useDocumentTitle(t`Konto zablokowane`);
  return (
    <Page width="narrow">
      <MessagePanel
        tone="warning"
        icon={<LockIcon />}
        title={<Trans>Twoje konto jest zablokowane</Trans>}
        actions={
          <ButtonLink href={FORGOT_PASSWORD_PATH} size="lg">
            <Trans>Ustaw nowe hasło</Trans>
          </ButtonLink>
        }
      >
        <Trans>
          Ze względów bezpieczeństwa dostęp do konta został zablokowany. Wysłaliśmy na adres e-mail konta
          wiadomość z linkiem, który je odblokowuje. Możesz też ustawić nowe hasło – po jego zmianie konto
          zostanie odblokowane.
        </Trans>
      </MessagePanel>
    </Page>
  );
}
