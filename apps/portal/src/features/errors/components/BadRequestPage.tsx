// portal-spec §2 Error pages: Bad request, the same style as 404, titled 400.
import { Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangleIcon, MessagePanel, Page } from '@portal/ui';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { BackHomeButton } from './BackHomeButton.tsx';

export function BadRequestPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Niepoprawny adres strony`);
  return (
    <Page width="narrow">
      <MessagePanel
        tone="info"
        icon={<AlertTriangleIcon />}
        title={<Trans>Ups, niepoprawny adres strony (błąd 400)</Trans>}
        actions={<BackHomeButton />}
      >
        <Stack gap="2">
          <Text>
            <Trans>Adres strony, którą szukasz, jest niepoprawny.</Trans>
          </Text>
          <Text>
            <Trans>Jeśli otworzono go z linku w wiadomości, sprawdź, czy został skopiowany w całości.</Trans>
          </Text>
        </Stack>
      </MessagePanel>
    </Page>
  );
}
