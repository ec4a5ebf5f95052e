// Resilience: the page of the one-time link e-mailed when an account locks (/konto/odblokuj?email=…&token=…,
// docs/decisions.md "Unlock link"). Like the reset page, the link is checked first (check-token with
// tokenType unlock) under the loader; a valid one offers a button, so that a mail scanner opening the link
// does not spend it; the lock goes, the password stays. An invalid link points to a new password, which
// unlocks too (portal-spec §2 Locked account).
import { Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FullScreenLoader } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { isApiClientError } from '../../../lib/api/ApiClientError.ts';
import { useAuthPorts } from '../authPorts.tsx';
import { unlockAccount } from '../api/accountApi.ts';
import { serverFieldErrors } from '../api/serverFieldErrors.ts';
import { authPaths } from '../lib/paths.ts';
import type { TokenLink } from '../lib/tokenLink.ts';
import {
  InvalidLinkPanel,
  LinkFormPage,
  TokenCheckFailedPanel,
  tokenCheckQuery,
} from './TokenPasswordPage.tsx';

const toasts = {
  unlocked: msg`Konto zostało odblokowane. Zaloguj się.`,
  error: msg`Nie udało się odblokować konta.`,
};

export function UnlockAccountPage({ link }: { link: TokenLink }) {
  const { t } = useLingui();
  useDocumentTitle(t`Odblokowanie konta`);
  const check = useQuery(tokenCheckQuery('unlock', link));
  const [linkSpent, setLinkSpent] = useState(false);

  if (check.isPending) return <FullScreenLoader label={<Trans>Sprawdzamy link…</Trans>} />;
  if (check.isError) {
    return <TokenCheckFailedPanel onRetry={() => void check.refetch()} />;
  }
  if (!check.data || linkSpent) {
    return (
      <InvalidLinkPanel
        title={<Trans>Nie można odblokować konta</Trans>}
        to={authPaths.forgotPassword}
        action={<Trans>Ustaw nowe hasło</Trans>}
      >
        <Trans>
          Link do odblokowania konta wygasł, został już użyty albo jest nieprawidłowy. Konto odblokujesz też,
          ustawiając nowe hasło.
        </Trans>
      </InvalidLinkPanel>
    );
  }
  return <UnlockForm link={link} onLinkInvalid={() => setLinkSpent(true)} />;
}

function UnlockForm({ link, onLinkInvalid }: { link: TokenLink; onLinkInvalid: () => void }) {
  const { t } = useLingui();
  const ports = useAuthPorts();
  const navigate = useNavigate();
  const [unlocking, setUnlocking] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (unlocking) return;
    setUnlocking(true);
    try {
      await unlockAccount(link);
    } catch (error) {
      setUnlocking(false);
      if (serverFieldErrors(error).some((e) => e.field === 'token')) {
        ports.notify.error(toasts.error);
        onLinkInvalid();
        return;
      }
      if (!(isApiClientError(error) && error.kind === 'too_many_requests')) ports.notify.error(toasts.error);
      return;
    }
    // Toasts close on route change: show it once login is on screen.
    await navigate({ to: authPaths.login });
    ports.notify.success(toasts.unlocked);
  }

  const email = link.email;
  return (
    <LinkFormPage
      title={<Trans>Odblokuj konto</Trans>}
      description={
        <Trans>
          Konto {email} zostało zablokowane po wielu nieudanych próbach logowania. Jeśli to Ty próbowałeś się
          zalogować, odblokuj je. Hasło pozostanie bez zmian.
        </Trans>
      }
      onSubmit={onSubmit}
      formLabel={t`Odblokuj konto`}
      submitting={unlocking}
      submittingText={t`Odblokowywanie…`}
      submitLabel={<Trans>Odblokuj konto</Trans>}
    >
      <Text color="fg">
        <Trans>
          Jeśli to nie Ty próbowałeś się zalogować, ktoś mógł zgadywać Twoje hasło. Po odblokowaniu zmień je w
          ustawieniach konta na takie, którego nie używasz w innych serwisach.
        </Trans>
      </Text>
    </LinkFormPage>
  );
}
