// What happened to a saved draft when the wizard opened (applications issue "Drafts"), with the
// "Zacznij od nowa" option.
import { Alert, Button, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@portal/ui';
import type { DraftNotice } from '../drafts/restoreDraft.ts';

function savedAtText(savedAt: string): string {
  const date = new Date(savedAt);
  if (Number.isNaN(date.getTime())) return '';
  const time = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
  return `${formatDate(date)} ${time}`;
}

export function DraftNotices({
  notices,
  onStartOver,
}: {
  notices: readonly DraftNotice[];
  onStartOver: () => void;
}) {
  const { t } = useLingui();
  if (notices.length === 0) return null;
  const canStartOver = notices.some((notice) => notice.kind === 'restored' || notice.kind === 'migrated');
  return (
    <Stack gap="3">
      {notices.map((notice) => {
        switch (notice.kind) {
          case 'restored':
            return (
              <Alert.Root key={notice.kind} status="info" variant="subtle">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{t`Przywróciliśmy niewysłany wniosek`}</Alert.Title>
                  <Alert.Description>
                    {t`Zapisaliśmy go na tym urządzeniu ${savedAtText(notice.savedAt)}. Możesz kontynuować albo zacząć od nowa.`}
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            );
          case 'migrated':
            return (
              <Alert.Root key={notice.kind} status="warning" variant="subtle">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{t`Formularz zmienił się od czasu zapisania wniosku`}</Alert.Title>
                  <Alert.Description>
                    {t`Zachowaliśmy odpowiedzi, które nadal pasują do formularza (zapis z ${savedAtText(notice.savedAt)}). Sprawdź je w każdym kroku.`}
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            );
          case 'discarded':
            return (
              <Alert.Root key={notice.kind} status="warning" variant="subtle">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{t`Nie udało się przywrócić zapisanego wniosku`}</Alert.Title>
                  <Alert.Description>
                    {t`Formularz zmienił się od czasu zapisania wniosku i żadna odpowiedź do niego nie pasuje. Wypełnij wniosek od nowa.`}
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            );
          case 'filesDropped':
            return (
              <Alert.Root key={notice.kind} status="warning" variant="subtle">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{t`Dodaj ponownie załączniki`}</Alert.Title>
                  <Alert.Description>
                    {t`Pliki nie są zapisywane razem z wnioskiem na urządzeniu. Dodaj je jeszcze raz: ${notice.names.join(', ')}.`}
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            );
          default:
            return null;
        }
      })}
      {canStartOver ? (
        <div>
          <Button variant="outline" onClick={onStartOver}>
            {t`Zacznij od nowa`}
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}
