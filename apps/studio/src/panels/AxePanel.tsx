// axe-core on the rendered step of the preview: the violations, or that there are none.
import { Badge, Button, Link, List, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { AxeViolation } from '../preview/messages.ts';

export interface AxePanelProps {
  /** null: not run yet for what is shown. */
  readonly violations: readonly AxeViolation[] | null;
  readonly running: boolean;
  readonly onRun: () => void;
}

export function AxePanel({ violations, running, onRun }: AxePanelProps) {
  const { t } = useLingui();
  return (
    <Stack gap="3" align="start">
      <Button size="sm" onClick={onRun} loading={running} loadingText={t`Sprawdzanie dostępności…`}>
        {t`Sprawdź dostępność widocznego kroku (axe-core)`}
      </Button>
      {violations === null ? (
        <Text color="fg.muted">{t`Gdy ten panel jest otwarty, sprawdzenie uruchamia się po każdej zmianie podglądu.`}</Text>
      ) : violations.length === 0 ? (
        <Text color="green.700" fontWeight="medium">
          {t`axe-core nie znalazł naruszeń na widocznym kroku.`}
        </Text>
      ) : (
        <>
          <Text fontWeight="medium" color="fg.error">
            {t`Naruszenia dostępności: ${violations.length}`}
          </Text>
          <List.Root variant="plain" gap="2">
            {violations.map((violation) => (
              <List.Item key={violation.id} borderLeftWidth="3px" borderColor="red.600" pl="3">
                <Stack gap="1">
                  <Stack direction="row" gap="2" align="center">
                    <Badge colorPalette="red">{violation.impact ?? t`brak oceny`}</Badge>
                    <Link href={violation.helpUrl} target="_blank" rel="noreferrer" fontWeight="medium">
                      {violation.id}
                    </Link>
                  </Stack>
                  <Text>{violation.help}</Text>
                  <Text as="code" fontSize="xs" color="fg.muted" wordBreak="break-all">
                    {violation.targets.join(', ')}
                  </Text>
                </Stack>
              </List.Item>
            ))}
          </List.Root>
        </>
      )}
    </Stack>
  );
}
