// The check's problems of the edited form: file:line:column, the JSON pointer and the Polish
// message, the same as `pnpm schemas:check` prints; choosing one moves the editor there.
import { Badge, Box, Button, List, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Problem } from '../api.ts';

export interface ProblemsPanelProps {
  readonly problems: readonly Problem[] | null;
  readonly onOpen?: (problem: Problem) => void;
}

function fileName(file: string): string {
  return file.split('/').slice(-2).join('/');
}

export function ProblemsPanel({ problems, onOpen }: ProblemsPanelProps) {
  const { t } = useLingui();
  if (problems === null) return <Text color="fg.muted">{t`Sprawdzanie…`}</Text>;
  if (problems.length === 0)
    return (
      <Text color="green.700" fontWeight="medium">
        {t`Bez problemów: formularz przechodzi sprawdzenie.`}
      </Text>
    );
  return (
    <Stack gap="2">
      <Text fontWeight="medium">{t`Problemy do poprawienia: ${problems.length}`}</Text>
      <List.Root gap="2" variant="plain">
        {problems.map((problem) => {
          const where =
            problem.line === undefined
              ? problem.file
              : `${fileName(problem.file)}:${problem.line}:${problem.column ?? 1}`;
          const key = `${problem.file}${problem.pointer}${problem.message}`;
          return (
            <List.Item key={key} borderLeftWidth="3px" borderColor="red.600" pl="3">
              <Box>
                <Stack direction="row" gap="2" align="center" wrap="wrap">
                  {onOpen && problem.line !== undefined ? (
                    <Button size="xs" variant="outline" onClick={() => onOpen(problem)}>
                      {where}
                    </Button>
                  ) : (
                    <Badge colorPalette="gray">{where}</Badge>
                  )}
                  <Text as="code" fontSize="xs" color="fg.muted">
                    {problem.pointer || '/'}
                  </Text>
                </Stack>
                <Text mt="1">{problem.message}</Text>
              </Box>
            </List.Item>
          );
        })}
      </List.Root>
    </Stack>
  );
}
