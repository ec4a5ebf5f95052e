// "Sprawdź swoje odpowiedzi" (GOV.UK "Check answers"): every answer by section with a "Zmień" link back to
// its step, then the send button. Values are formatted by formatAnswer (dates DD.MM.YYYY, option titles,
// Tak/Nie, file names, units).
import { Box, Button, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { AlertTriangleIcon, InfoIcon, KeepTogether } from '@portal/ui';
import type { AnswerSection } from '../summary/collectAnswers.ts';

export interface SummaryStepProps {
  readonly sections: readonly AnswerSection[];
  readonly onChangeStep: (index: number) => void;
}

export function SummaryStep({ sections, onChangeStep }: SummaryStepProps) {
  const { t } = useLingui();
  return (
    <Stack gap="8">
      {sections.map((section) => (
        <Box key={section.step.id} as="section" aria-labelledby={`podsumowanie-${section.step.id}`}>
          <HStack
            justify="space-between"
            align="baseline"
            borderBottomWidth="2px"
            borderColor="border"
            pb="2"
            mb="2"
            gap="4"
          >
            <Heading as="h3" size="lg" id={`podsumowanie-${section.step.id}`}>
              {section.step.title}
            </Heading>
            <Button
              variant="plain"
              color="brand.fg"
              textDecoration="underline"
              px="0"
              onClick={() => onChangeStep(section.stepIndex)}
            >
              {t`Zmień`} <chakra.span srOnly>{section.step.title}</chakra.span>
            </Button>
          </HStack>
          {section.rows.length === 0 ? (
            <Text color="fg.muted">{t`Brak odpowiedzi w tej części`}</Text>
          ) : (
            <chakra.dl m="0">
              {section.rows.map((row) =>
                row.kind === 'computed' || row.kind === 'warning' ? (
                  <chakra.div
                    key={row.pointer}
                    display="grid"
                    gridTemplateColumns={{ base: '1fr', md: 'minmax(12rem, 2fr) 3fr' }}
                    gap={{ base: '1', md: '4' }}
                    my="2"
                    px="3"
                    py="2"
                    borderInlineStartWidth="4px"
                    borderRadius="sm"
                    borderColor={row.kind === 'warning' ? 'border.warning' : 'border.info'}
                    bg={row.kind === 'warning' ? 'bg.warning' : 'bg.info'}
                    data-summary-note={row.kind}
                  >
                    <chakra.dt fontWeight="semibold">
                      <HStack as="span" gap="2" align="center">
                        <Box
                          as="span"
                          aria-hidden="true"
                          color={row.kind === 'warning' ? 'fg.warning' : 'fg.info'}
                        >
                          {row.kind === 'warning' ? <AlertTriangleIcon /> : <InfoIcon />}
                        </Box>
                        <span>{row.kind === 'warning' ? t`Uwaga: ${row.label}` : row.label}</span>
                      </HStack>
                    </chakra.dt>
                    <chakra.dd
                      ms="0"
                      whiteSpace="pre-line"
                      wordBreak="break-word"
                      color={row.kind === 'warning' ? 'fg.warning' : undefined}
                    >
                      {typeof row.value === 'string' ? <KeepTogether>{row.value}</KeepTogether> : row.value}
                    </chakra.dd>
                  </chakra.div>
                ) : row.kind === 'group' ? (
                  <chakra.div key={row.pointer} pt="3" ps={row.depth * 4}>
                    <chakra.dt fontWeight="bold">{row.label}</chakra.dt>
                    {row.value ? <chakra.dd ms="0">{row.value}</chakra.dd> : <chakra.dd srOnly>—</chakra.dd>}
                  </chakra.div>
                ) : (
                  <chakra.div
                    key={row.pointer}
                    display="grid"
                    gridTemplateColumns={{ base: '1fr', md: 'minmax(12rem, 2fr) 3fr' }}
                    gap={{ base: '0', md: '4' }}
                    py="2"
                    borderBottomWidth="1px"
                    borderColor="border.muted"
                  >
                    {/* Only the label is indented by nesting, so the answers line up in one column. */}
                    <chakra.dt color="fg.muted" ps={row.depth * 4}>
                      {row.label}
                    </chakra.dt>
                    <chakra.dd ms="0" whiteSpace="pre-line" wordBreak="break-word">
                      {typeof row.value === 'string' ? <KeepTogether>{row.value}</KeepTogether> : row.value}
                    </chakra.dd>
                  </chakra.div>
                ),
              )}
            </chakra.dl>
          )}
        </Box>
      ))}
    </Stack>
  );
}
