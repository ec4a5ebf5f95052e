// The result of "Zapisz i sprawdź": which files were written and what the full
// `pnpm schemas:check` says about the whole schemas/ afterwards.
import { List, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { SaveResult } from '../api.ts';
import { ProblemsPanel } from './ProblemsPanel.tsx';

export interface SavePanelProps {
  readonly result: SaveResult | null;
  readonly saving: boolean;
}

export function SavePanel({ result, saving }: SavePanelProps) {
  const { t } = useLingui();
  if (saving) return <Text role="status">{t`Zapisywanie i pełne sprawdzenie (pnpm schemas:check)…`}</Text>;
  if (!result)
    return (
      <Text color="fg.muted">
        {t`„Zapisz i sprawdź” zapisuje pliki sformatowane jak w repozytorium, aktualizuje dokumentację (pnpm schemas:docs) i uruchamia pełne sprawdzenie.`}
      </Text>
    );
  if (!result.saved)
    return (
      <Text role="alert" color="fg.error">
        {t`Nie zapisano: ${result.refused ?? ''}`}
      </Text>
    );
  return (
    <Stack gap="3" role="status">
      <Text fontWeight="medium">{t`Zapisano pliki:`}</Text>
      <List.Root ps="5">
        {result.written.map((file) => (
          <List.Item key={file}>
            <Text as="code" fontSize="sm">
              {file}
            </Text>
          </List.Item>
        ))}
      </List.Root>
      {result.written.length === 0 ? <Text>{t`Pliki były już aktualne.`}</Text> : null}
      {result.problems.length === 0 ? (
        <Text color="green.700" fontWeight="medium">
          {t`Pełne sprawdzenie (pnpm schemas:check) przeszło. Teraz zatwierdź zmianę w git (commit) i poproś o przegląd.`}
        </Text>
      ) : (
        <>
          <Text color="fg.error" fontWeight="medium">
            {t`Pełne sprawdzenie (pnpm schemas:check) znalazło problemy:`}
          </Text>
          <ProblemsPanel problems={result.problems} />
        </>
      )}
    </Stack>
  );
}
