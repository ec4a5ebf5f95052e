// Data lifecycle (RODO art. 15 and 20), "Pobierz moje dane": everything the portal holds about the customer
// (account, cases, applications, documents sent, invoices and payments, and their files) as one .zip.
import { Button, List, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, DownloadIcon } from '@portal/ui';
import { useState } from 'react';
import { isApiClientError } from '../../../lib/api/ApiClientError.ts';
import { useAuthPorts } from '../authPorts.tsx';
import { downloadAccountData } from '../api/accountApi.ts';
import { saveDownload } from './saveDownload.ts';

const toasts = {
  saved: msg`Archiwum z Twoimi danymi zostało pobrane.`,
  failed: msg`Nie udało się przygotować archiwum z danymi. Spróbuj ponownie.`,
};

export function YourDataCard() {
  const { t } = useLingui();
  const ports = useAuthPorts();
  const [downloading, setDownloading] = useState(false);

  async function download() {
    if (downloading) return;
    setDownloading(true);
    try {
      saveDownload(await downloadAccountData(), 'moje-dane-portal.zip');
      ports.notify.success(toasts.saved);
    } catch (error) {
      // 401 (session expired) and 429 (too many exports) already have their own toasts from the API client.
      if (!(isApiClientError(error) && (error.kind === 'unauthorized' || error.kind === 'too_many_requests')))
        ports.notify.error(toasts.failed);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Card
      title={<Trans>Twoje dane w portalu</Trans>}
      description={
        <Trans>
          Pobierz jednym plikiem wszystko, co portal przechowuje o Tobie. Archiwum .zip zawiera plik dane.json
          i pliki, które przesłałeś.
        </Trans>
      }
    >
      <Stack gap="5">
        <List.Root gap="1.5" ps="5" color="fg">
          <List.Item>
            <Trans>dane konta: e-mail, imię, nazwisko i telefon (bez hasła i kodów zabezpieczeń),</Trans>
          </List.Item>
          <List.Item>
            <Trans>sprawy, złożone wnioski z odpowiedziami i pisma do spraw,</Trans>
          </List.Item>
          <List.Item>
            <Trans>faktury i płatności,</Trans>
          </List.Item>
          <List.Item>
            <Trans>załączniki wniosków i pliki wysłane do spraw.</Trans>
          </List.Item>
        </List.Root>
        <Text color="fg.muted" textStyle="sm">
          <Trans>Przy wielu plikach przygotowanie archiwum może potrwać chwilę.</Trans>
        </Text>
        <Button
          size="lg"
          alignSelf={{ base: 'stretch', sm: 'flex-start' }}
          onClick={() => void download()}
          loading={downloading}
          loadingText={t`Przygotowujemy archiwum…`}
        >
          <DownloadIcon />
          <Trans>Pobierz moje dane</Trans>
        </Button>
      </Stack>
    </Card>
  );
}
