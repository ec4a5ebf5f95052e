// Every fixture of the form through the validator the server uses: a valid one must pass, an
// invalid one must fail with exactly the declared errors. Errors read as the user reads them: the field's
// label and the Polish message, each error once (an expected error that went missing was listed
// twice). A fixture is edited in the studio's editor and a new one made here.
import {
  Badge,
  Box,
  Button,
  Field,
  Flex,
  Heading,
  Input,
  List,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { FixtureVerdict } from '../api.ts';
import { fixtureName, type FixtureKind } from '../fixtures.ts';

export interface FixturesPanelProps {
  readonly verdicts: readonly FixtureVerdict[] | null;
  /** The field's label at a data path (the form model), for errors declared without a message. */
  readonly labelAt: (path: string) => string;
  readonly onShow?: (name: string) => void;
  /** Opens the fixture's text in the studio's editor. */
  readonly onEdit?: (name: string) => void;
  /** Makes a new, empty fixture of that name (`valid/x.json`). */
  readonly onCreate?: (name: string) => void;
  /** Names of the fixtures changed or added and not saved yet. */
  readonly unsaved?: ReadonlySet<string>;
}

function ErrorList({
  items,
}: {
  items: readonly { label: string; text: string; note?: string | undefined }[];
}) {
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
          {item.note ? (
            <Text as="span" color="fg.error" fontWeight="medium">
              {' '}
              — {item.note}
            </Text>
          ) : null}
        </List.Item>
      ))}
    </List.Root>
  );
}

/** Each (pointer, keyword, message) once: the validator may report one rule twice (e.g. an `if` and its `then`). */
function once<T extends { pointer: string; keyword: string; message?: string }>(errors: readonly T[]): T[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    const key = `${error.pointer} ${error.keyword} ${error.message ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function NewFixture({ names, onCreate }: { names: ReadonlySet<string>; onCreate: (name: string) => void }) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const [kind, setKind] = useState<FixtureKind>('valid');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = fixtureName(kind, typed);
    if (!name) return setError(t`Podaj nazwę z liter, cyfr lub łączników, np. firma-z-pelnomocnikiem.`);
    if (names.has(name)) return setError(t`Przykład ${name} już jest: wybierz inną nazwę.`);
    setError(null);
    setTyped('');
    onCreate(name);
  };
  return (
    <Box as="form" onSubmit={submit} borderWidth="1px" borderColor="border" borderRadius="md" p="3">
      <Flex gap="2" align="end" wrap="wrap">
        <Field.Root invalid={Boolean(error)} flex="1" minW="180px">
          <Field.Label>{t`Nazwa nowego przykładu`}</Field.Label>
          <Input size="sm" value={typed} onChange={(event) => setTyped(event.currentTarget.value)} />
          {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
        </Field.Root>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label={t`Rodzaj przykładu`}
            value={kind}
            onChange={(event) => setKind(event.currentTarget.value as FixtureKind)}
          >
            <option value="valid">{t`poprawny (musi przejść)`}</option>
            <option value="invalid">{t`niepoprawny (musi dać błędy)`}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button type="submit" size="sm" variant="outline">
          {t`Nowy przykład`}
        </Button>
      </Flex>
    </Box>
  );
}

export function FixturesPanel({ verdicts, labelAt, onShow, onEdit, onCreate, unsaved }: FixturesPanelProps) {
  const { t } = useLingui();
  if (verdicts === null) return <Text color="fg.muted">{t`Uruchamianie przykładów…`}</Text>;
  const creator = onCreate ? (
    <NewFixture names={new Set(verdicts.map((verdict) => verdict.name))} onCreate={onCreate} />
  ) : null;
  if (verdicts.length === 0)
    return (
      <Stack gap="3">
        <Text>{t`Ten formularz nie ma przykładów (fixtures).`}</Text>
        {creator}
      </Stack>
    );
  const passed = verdicts.filter((verdict) => verdict.pass).length;
  const field = (path: string) => labelAt(path) || path || t`cały formularz`;
  return (
    <Stack gap="3">
      <Text fontWeight="medium">{t`Przykłady zgodne z oczekiwaniem: ${passed} z ${verdicts.length}`}</Text>
      {creator}
      <List.Root variant="plain" gap="3">
        {verdicts.map((verdict) => {
          const missing = (pointer: string, keyword: string) =>
            verdict.missing.some((e) => e.pointer === pointer && e.keyword === keyword);
          const wrong = (pointer: string, keyword: string) =>
            verdict.wrongMessage.find(
              (w) => w.expected.pointer === pointer && w.expected.keyword === keyword,
            );
          return (
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
                  {unsaved?.has(verdict.name) ? <Badge colorPalette="orange">{t`niezapisany`}</Badge> : null}
                  <Heading as="h3" size="sm" wordBreak="break-all">
                    {verdict.name}
                  </Heading>
                  {onShow ? (
                    <Button size="xs" variant="outline" onClick={() => onShow(verdict.name)}>
                      {t`Pokaż w podglądzie`}
                    </Button>
                  ) : null}
                  {onEdit ? (
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={t`Edytuj ${verdict.name}`}
                      onClick={() => onEdit(verdict.name)}
                    >
                      {t`Edytuj`}
                    </Button>
                  ) : null}
                </Stack>
                {verdict.description ? <Text color="fg.muted">{verdict.description}</Text> : null}
                {verdict.unreadable ? <Text color="fg.error">{verdict.unreadable}</Text> : null}
                {verdict.kind === 'valid' && verdict.actual.length > 0 ? (
                  <Box>
                    <Text>{t`Powinien przejść, a użytkownik zobaczyłby błędy:`}</Text>
                    <ErrorList
                      items={once(verdict.actual).map((e) => ({ label: field(e.pointer), text: e.message }))}
                    />
                  </Box>
                ) : null}
                {verdict.kind === 'invalid' && verdict.expected.length > 0 ? (
                  <Box>
                    <Text>{t`Oczekiwane błędy:`}</Text>
                    <ErrorList
                      items={once(verdict.expected).map((e) => {
                        const other = wrong(e.pointer, e.keyword);
                        return {
                          label: field(e.pointer),
                          text:
                            e.message ??
                            verdict.actual.find((a) => a.pointer === e.pointer && a.keyword === e.keyword)
                              ?.message ??
                            t`(reguła ${e.keyword})`,
                          note: missing(e.pointer, e.keyword)
                            ? t`użytkownik go nie zobaczy`
                            : other
                              ? t`użytkownik zobaczy inny komunikat: „${other.actual.join('”, „')}”`
                              : undefined,
                        };
                      })}
                    />
                  </Box>
                ) : null}
                {verdict.kind === 'invalid' && verdict.unexpected.length > 0 ? (
                  <Box>
                    <Text color="fg.error">{t`Nieoczekiwane błędy, które użytkownik zobaczy:`}</Text>
                    <ErrorList
                      items={once(verdict.unexpected).map((e) => ({
                        label: field(e.pointer),
                        text: e.message,
                      }))}
                    />
                  </Box>
                ) : null}
              </Stack>
            </List.Item>
          );
        })}
      </List.Root>
    </Stack>
  );
}
