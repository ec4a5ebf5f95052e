// The login box's notice after a refused attempt (portal-spec §4 and §8: wrong e-mail or password, and the
// warning that a captcha and then a lock follow). Hydration: its own chunk, loaded with the first attempt
// (LoginBox.tsx), since no first view of `/` shows it: with it come Chakra's alert and its icons.
import { Trans } from '@lingui/react/macro';
import { ErrorBox } from '@portal/ui';

export type LoginNoticeKind = 'badCredentials' | 'captchaWarning';

export function LoginNotice({ kind }: { kind: LoginNoticeKind }) {
  if (kind === 'captchaWarning') {
    return (
      <ErrorBox status="warning" title={<Trans>Nieprawidłowy adres e-mail lub hasło</Trans>}>
        <Trans>
          Przy kolejnych próbach logowania poprosimy Cię o potwierdzenie, że nie jesteś robotem. Po kilku
          następnych nieudanych próbach konto zostanie zablokowane.
        </Trans>
      </ErrorBox>
    );
  }
  return (
    <ErrorBox title={<Trans>Nieprawidłowy adres e-mail lub hasło</Trans>}>
      <Trans>Sprawdź dane i spróbuj ponownie. Wielkość liter w haśle ma znaczenie.</Trans>
    </ErrorBox>
  );
}
