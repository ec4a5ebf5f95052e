// The change report against the last commit: what changed, whether the catalog's version must
// go up, and whether a draft saved under the old version still loads.
import { Badge, List, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ChangeReport } from '../api.ts';
import { describeChange, describeDraftProblem } from './changeText.ts';

export interface ChangesPanelProps {
  readonly changes: ChangeReport | null;
}

/** Whether the catalog's version is above the last commit's (compared part by part). */
export function versionRaised(changes: Pick<ChangeReport, 'version' | 'committedVersion'>): boolean {
  const parts = (version: string) => version.split('.').map(Number);
  if (!changes.committedVersion) return false;
  const now = parts(changes.version);
  const before = parts(changes.committedVersion);
  for (let index = 0; index < Math.max(now.length, before.length); index += 1) {
    const difference = (now[index] ?? 0) - (before[index] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return false;
}

export function ChangesPanel({ changes }: ChangesPanelProps) {
  const { t, i18n } = useLingui();
  if (!changes) return <Text color="fg.muted">{t`Porównywanie z ostatnim commitem…`}</Text>;
  const { report } = changes;
  if (!report) return <Text>{changes.unavailable}</Text>;
  const raised = versionRaised(changes);
  if (report.changes.length === 0)
    return <Text>{t`Bez zmian względem ostatniej zatwierdzonej wersji (commit).`}</Text>;
  return (
    <Stack gap="3">
      <Stack direction="row" gap="2" wrap="wrap">
        {raised ? (
          <Badge colorPalette="green" variant="solid">
            {t`Wersja podniesiona: ${changes.committedVersion ?? ''} → ${changes.version}`}
          </Badge>
        ) : report.needsVersionBump ? (
          <Badge colorPalette="orange" variant="solid">
            {t`Potrzebna nowa wersja: ${changes.version} → ${changes.nextVersion ?? '?'}`}
          </Badge>
        ) : (
          <Badge colorPalette="green">{t`Wersja ${changes.version} może zostać`}</Badge>
        )}
        {report.oldDraftsLoad ? (
          <Badge colorPalette="green">{t`Stare wersje robocze wczytają się w całości`}</Badge>
        ) : (
          <Badge colorPalette="red" variant="solid">
            {t`Stare wersje robocze stracą część odpowiedzi`}
          </Badge>
        )}
      </Stack>
      {report.needsVersionBump && !raised ? (
        <Text fontSize="sm">
          {t`Zmień "version" tego formularza w schemas/catalog.json na ${changes.nextVersion ?? '?'}.`}
        </Text>
      ) : null}
      <Text fontWeight="medium">{t`Zmiany (${report.changes.length}):`}</Text>
      <List.Root ps="5" gap="1" data-testid="change-list">
        {report.changes.map((change, index) => (
          <List.Item key={`${change.kind}-${index}`}>
            {describeChange(i18n, change)}
            {change.needsVersionBump ? (
              <Badge ms="2" colorPalette="orange">
                {t`wymaga nowej wersji`}
              </Badge>
            ) : null}
          </List.Item>
        ))}
      </List.Root>
      {report.draftProblems.length > 0 ? (
        <>
          <Text fontWeight="medium">{t`Co spotka odpowiedzi z wersji roboczych:`}</Text>
          <List.Root ps="5" gap="1">
            {report.draftProblems.map((problem) => (
              <List.Item key={`${problem.kind}${problem.pointer}${problem.reason}`}>
                {describeDraftProblem(i18n, problem)}
              </List.Item>
            ))}
          </List.Root>
        </>
      ) : null}
    </Stack>
  );
}
