// Data lifecycle: where the portal goes after "Usuń konto w portalu": the account has ended and the customer is
// signed out; it says what stays at the operator and how to come back.
import { Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink, CheckCircleIcon, MessagePanel, Page } from '@portal/ui';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { authPaths } from '../lib/paths.ts';

export function AccountClosedPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Konto usunięte`);
  return (
    <Page width="narrow">
      <MessagePanel
        tone="success"
        icon={<CheckCircleIcon />}
        title={<Trans>Twoje konto w portalu zostało usunięte</Trans>}
        actions={
          <ButtonLink href={authPaths.login} size="lg">
            <Trans>Przejdź do strony głównej</Trans>
          </ButtonLink>
        }
      >
        <Stack gap="3">
          <Text>
            <Trans>
              Wylogowaliśmy Cię ze wszystkich urządzeń. Twoje hasło i weryfikacja dwuetapowa nie działają już
              w portalu.
            </Trans>
          </Text>
          <Text>
            <Trans>
              Sprawy, umowy, wnioski i faktury pozostają u operatora, który musi je przechowywać zgodnie z
              przepisami. W ich sprawie nadal możesz się z nim kontaktować. Jeśli zechcesz wrócić, złóż
              wniosek o nowe konto.
            </Trans>
          </Text>
        </Stack>
      </MessagePanel>
    </Page>
  );
}
