// Every fixture of the form through the validator the server uses (issue 19): a valid one must pass, an
// invalid one must fail with exactly the declared errors. Errors read as the user reads them: the field's
// label and the Polish message.
import { Badge, Box, Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { FixtureVerdict } from '../api.ts';

export interface FixturesPanelProps {
  readonly verdicts: readonly FixtureVerdict[] | null;
  /** The field's label at a data path (the form model), for errors declared without a message. */
  readonly labelAt: (path: string) => string;
  readonly onShow?: (name: string) => void;
}

function ErrorList({ items }: { items: readonly { label: string; text: string }[] }) {
  return (
    <List.Root ps="5" gap="1">
      {items.map((item) => (
        <List.Item key={`${item.label}${item.text}`}>
          {item.label ? (
            <Text as="span" fontWeight="medium">
              {item.label}:{' '}
            </Text>
          ) : null}
          {item.text}
        </List.Item>
      ))}
    </List.Root>
  );
}

export function FixturesPanel({ verdicts, labelAt, onShow }: FixturesPanelProps) {
  const { t } = useLingui();
  if (verdicts === null) return <Text color="fg.muted">{t`Uruchamianie przykładów…`}</Text>;
  if (verdicts.length === 0) return <Text>{t`Ten formularz nie ma przykładów (fixtures).`}</Text>;
  const passed = verdicts.filter((verdict) => verdict.pass).length;
  const field = (path: string) => labelAt(path) || path || t`cały formularz`;
  return (
    <Stack gap="3">
      <Text fontWeight="medium">{t`Przykłady zgodne z oczekiwaniem: ${passed} z ${verdicts.length}`}</Text>
      <List.Root variant="plain" gap="3">
        {verdicts.map((verdict) => (
          <List.Item
            key={verdict.name}
            data-testid={`fixture-${verdict.name}`}
            data-pass={verdict.pass}
            borderWidth="1px"
            borderColor={verdict.pass ? 'border' : 'red.600'}
            borderRadius="md"
            p="3"
          >
            <Stack gap="2" w="full">
              <Stack direction="row" gap="2" align="center" wrap="wrap">
                <Badge colorPalette={verdict.pass ? 'green' : 'red'} variant="solid">
                  {verdict.pass ? t`zgodny` : t`niezgodny`}
                </Badge>
                <Badge colorPalette="gray">{verdict.kind === 'valid' ? t`poprawny` : t`niepoprawny`}</Badge>
                <Heading as="h3" size="sm" wordBreak="break-all">
                  {verdict.name}
                </Heading>
                {onShow ? (
                  <Button size="xs" variant="outline" onClick={() => onShow(verdict.name)}>
                    {t`Pokaż w podglądzie`}
                  </Button>
                ) : null}
              </Stack>
              {verdict.description ? <Text color="fg.muted">{verdict.description}</Text> : null}
              {verdict.unreadable ? <Text color="fg.error">{verdict.unreadable}</Text> : null}
              {verdict.kind === 'valid' && verdict.actual.length > 0 ? (
                <Box>
                  <Text>{t`Powinien przejść, a użytkownik zobaczyłby błędy:`}</Text>
                  <ErrorList
                    items={verdict.actual.map((e) => ({ label: field(e.pointer), text: e.message }))}
                  />
                </Box>
              ) : null}
              {verdict.kind === 'invalid' ? (
                <Box>
                  <Text>{t`Oczekiwane błędy:`}</Text>
                  <ErrorList
                    items={verdict.expected.map((e) => ({
                      label: field(e.pointer),
                      text:
                        e.message ??
                        verdict.actual.find((a) => a.pointer === e.pointer && a.keyword === e.keyword)
                          ?.message ??
                        t`(reguła ${e.keyword})`,
                    }))}
                  />
                </Box>
              ) : null}
              {verdict.kind === 'invalid' && verdict.missing.length > 0 ? (
                <Box>
                  <Text color="fg.error">{t`Tych błędów użytkownik nie zobaczy:`}</Text>
                  <ErrorList
                    items={verdict.missing.map((e) => ({
                      label: field(e.pointer),
                      text: e.message ?? t`(reguła ${e.keyword})`,
                    }))}
                  />
                </Box>
              ) : null}
              {verdict.kind === 'invalid' && verdict.unexpected.length > 0 ? (
                <Box>
                  <Text color="fg.error">{t`Nieoczekiwane błędy, które użytkownik zobaczy:`}</Text>
                  <ErrorList
                    items={verdict.unexpected.map((e) => ({ label: field(e.pointer), text: e.message }))}
                  />
                </Box>
              ) : null}
              {verdict.wrongMessage.length > 0 ? (
                <Box>
                  <Text color="fg.error">{t`Inny komunikat niż oczekiwany:`}</Text>
                  <ErrorList
                    items={verdict.wrongMessage.map((w) => ({
                      label: field(w.expected.pointer),
                      text: t`jest „${w.actual.join('”, „')}”, oczekiwano „${w.expected.message ?? ''}”`,
                    }))}
                  />
                </Box>
              ) : null}
            </Stack>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
