// portal-spec §2: while a single sign-on login runs, a loader replaces every screen.
import { Trans } from '@lingui/react/macro';
import { FullScreenLoader } from '@portal/ui';

export function SsoLoader() {
  return <FullScreenLoader label={<Trans>Trwa logowanie…</Trans>} />;
}
