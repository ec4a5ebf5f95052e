// The "Warunki" panel: the form's "show / require when" conditions in plain Polish, added,
// changed and removed without writing JSON. Everything is read from the schema.json text the editor holds
// and written back into it (conditions.ts), so the JSON stays the source of truth; a condition the panel
// cannot state is listed with a button that takes the editor there.
import {
  Box,
  Button,
  Checkbox,
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
import { useEffect, useMemo, useRef, useState } from 'react';
import type { JsonChange, JsonPath } from './editJson.ts';
import {
  controllableFields,
  fieldAt,
  formObjects,
  objectAt,
  type FieldInfo,
  type ObjectInfo,
} from './conditionFields.ts';
import {
  conditionChanges,
  placeOf,
  readConditions,
  writeProblem,
  type Condition,
  type Effect,
  type Json,
  type Operator,
  type ReadCondition,
  type Test,
  type WriteProblem,
} from './conditions.ts';
import {
  conditionSentences,
  effectLabel,
  fieldLabel,
  jsonOnlyText,
  operatorLabel,
  operatorsFor,
  valueText,
} from './conditionText.ts';

export interface ConditionsPanelProps {
  /** The schema.json text in the editor (null while the form loads). */
  readonly schemaText: string | null;
  /** The preview's bundled schema: titles and options of fields shared from schemas/defs. */
  readonly bundled: unknown;
  /** Writes the changes into the schema editor; false when its text is not JSON now. */
  readonly onApply: (changes: readonly JsonChange[]) => boolean;
  /** Moves the schema editor's cursor to a place in the file. */
  readonly onReveal: (path: JsonPath) => void;
}

interface Draft {
  readonly object: JsonPath | null;
  readonly field: readonly string[] | null;
  readonly op: Operator;
  /** Indexes into the controlling field's choices (one for equals/contains, any for oneOf). */
  readonly choices: readonly number[];
  readonly number: string;
  readonly targets: ReadonlyMap<string, Effect>;
}

const EMPTY_DRAFT: Draft = {
  object: null,
  field: null,
  op: 'filled',
  choices: [],
  number: '',
  targets: new Map(),
};

/** The values a condition may compare with: the field's options, or yes/no. */
function choicesOf(field: FieldInfo | undefined): readonly Json[] {
  if (field?.kind === 'boolean') return [true, false];
  return field?.options.map((option) => option.value) ?? [];
}

function draftOf(condition: Condition, field: FieldInfo | undefined): Draft {
  const choices = choicesOf(field);
  const test = condition.test;
  const indexes =
    test.op === 'equals' || test.op === 'contains'
      ? [choices.indexOf(test.value)]
      : test.op === 'oneOf'
        ? test.values.map((value) => choices.indexOf(value))
        : [];
  return {
    object: condition.object,
    field: condition.field,
    op: test.op,
    choices: indexes.filter((index) => index !== -1),
    number: test.op === 'atLeast' || test.op === 'atMost' ? String(test.value) : '',
    targets: new Map(condition.targets.map((target) => [target.name, target.effect])),
  };
}

type DraftProblem = WriteProblem | 'noField' | 'noValue';

function conditionOf(draft: Draft, field: FieldInfo | undefined): Condition | DraftProblem {
  if (!draft.object || !draft.field) return 'noField';
  const choices = choicesOf(field);
  const picked = draft.choices.map((index) => choices[index]!);
  let test: Test;
  switch (draft.op) {
    case 'equals':
    case 'contains':
      if (picked.length !== 1) return 'noValue';
      test = { op: draft.op, value: picked[0]! };
      break;
    case 'oneOf':
      if (picked.length === 0) return 'noValue';
      test = { op: 'oneOf', values: picked };
      break;
    case 'atLeast':
    case 'atMost': {
      const value = Number(draft.number.replace(',', '.'));
      if (draft.number.trim() === '' || !Number.isFinite(value)) return 'noValue';
      test = { op: draft.op, value };
      break;
    }
    default:
      test = { op: draft.op };
  }
  return {
    object: draft.object,
    field: draft.field,
    test,
    targets: [...draft.targets].map(([name, effect]) => ({ name, effect })),
  };
}

export function ConditionsPanel({ schemaText, bundled, onApply, onReveal }: ConditionsPanelProps) {
  const { t, i18n } = useLingui();
  const read = useMemo(() => (schemaText === null ? null : readConditions(schemaText)), [schemaText]);
  const objects = useMemo(
    () => (schemaText === null ? [] : formObjects(schemaText, bundled)),
    [schemaText, bundled],
  );
  const [editing, setEditing] = useState<{ replacing: ReadCondition | null; draft: Draft } | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  if (schemaText === null) return <Text color="fg.muted">{t`Ładowanie…`}</Text>;
  if (!read)
    return (
      <Text color="fg.muted">{t`schema.json ma błąd składni: popraw go w edytorze, a warunki wrócą.`}</Text>
    );

  const apply = (changes: readonly JsonChange[]) => {
    if (onApply(changes)) return true;
    setMessage(t`schema.json ma teraz błąd składni: popraw go w edytorze i spróbuj ponownie.`);
    return false;
  };

  const remove = (condition: ReadCondition) => {
    setMessage(null);
    apply(conditionChanges(schemaText, condition, null));
  };

  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        {t`Warunki „pokaż / wymagaj, gdy” tego formularza. Zmiany trafiają do schema.json jako if/then; cofniesz je w edytorze (Ctrl+Z).`}
      </Text>
      {message ? (
        <Text role="alert" color="red.700">
          {message}
        </Text>
      ) : null}

      {read.conditions.length === 0 ? <Text>{t`Ten formularz nie ma jeszcze warunków.`}</Text> : null}
      <List.Root gap="2" variant="plain" aria-label={t`Warunki formularza`}>
        {read.conditions.map((condition) => {
          const object = objectAt(objects, condition.condition.object);
          const key = JSON.stringify(condition.at);
          return (
            <List.Item key={key} borderLeftWidth="3px" borderColor="brand.600" pl="3">
              <Box flex="1">
                {object?.title ? (
                  <Text fontSize="xs" color="fg.muted">
                    {object.title}
                  </Text>
                ) : null}
                {conditionSentences(i18n, object, condition.condition).map((sentence) => (
                  <Text key={sentence}>{sentence}</Text>
                ))}
                <Flex gap="2" mt="1" wrap="wrap">
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => {
                      setMessage(null);
                      const chain = fieldAt(object, condition.condition.field);
                      setEditing({
                        replacing: condition,
                        draft: draftOf(condition.condition, chain[chain.length - 1]),
                      });
                    }}
                  >
                    {t`Zmień`}
                  </Button>
                  <Button size="xs" variant="outline" colorPalette="red" onClick={() => remove(condition)}>
                    {t`Usuń`}
                  </Button>
                  <Button size="xs" variant="ghost" onClick={() => onReveal(placeOf(condition))}>
                    {t`Pokaż w JSON`}
                  </Button>
                </Flex>
              </Box>
            </List.Item>
          );
        })}
      </List.Root>

      {editing ? (
        <ConditionEditor
          key={JSON.stringify(editing.replacing?.at ?? 'new')}
          objects={objects}
          initial={editing.draft}
          replacing={editing.replacing}
          problemOf={(condition) => writeProblem(schemaText, condition, editing.replacing ?? undefined)}
          onCancel={() => setEditing(null)}
          onSave={(condition) => {
            if (apply(conditionChanges(schemaText, editing.replacing, condition))) setEditing(null);
          }}
        />
      ) : (
        <Box>
          <Button
            size="sm"
            colorPalette="brand"
            onClick={() => {
              setMessage(null);
              setEditing({ replacing: null, draft: EMPTY_DRAFT });
            }}
          >
            {t`Dodaj warunek`}
          </Button>
        </Box>
      )}

      {read.jsonOnly.length > 0 ? (
        <Stack gap="1">
          <Heading as="h3" size="xs">
            {t`Tylko w JSON`}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t`Tych warunków panel nie potrafi przedstawić: zmieniaj je w edytorze schema.json.`}
          </Text>
          <List.Root gap="2" variant="plain" aria-label={t`Warunki tylko w JSON`}>
            {read.jsonOnly.map((entry) => (
              <List.Item key={JSON.stringify(entry.at)} borderLeftWidth="3px" borderColor="gray.400" pl="3">
                <Flex gap="2" align="center" wrap="wrap">
                  <Text flex="1" minW="12rem">
                    {jsonOnlyText(i18n, objectAt(objects, entry.object), entry)}
                  </Text>
                  <Button size="xs" variant="outline" onClick={() => onReveal(placeOf(entry))}>
                    {t`Edytuj w JSON`}
                  </Button>
                </Flex>
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      ) : null}
    </Stack>
  );
}

interface ConditionEditorProps {
  readonly objects: readonly ObjectInfo[];
  readonly initial: Draft;
  readonly replacing: ReadCondition | null;
  readonly problemOf: (condition: Condition) => WriteProblem | null;
  readonly onCancel: () => void;
  readonly onSave: (condition: Condition) => void;
}

function ConditionEditor({ objects, initial, replacing, problemOf, onCancel, onSave }: ConditionEditorProps) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<DraftProblem | null>(null);
  // Opened below the list: the analyst (and a screen reader) is taken to it.
  const first = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    first.current?.focus();
    first.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  const object = draft.object ? objectAt(objects, draft.object) : undefined;
  const chain = draft.field ? fieldAt(object, draft.field) : [];
  const field = chain.length === draft.field?.length ? chain[chain.length - 1] : undefined;
  const operators = operatorsFor(field);
  const choices = choicesOf(field);
  // A changed condition stays on its object (its place in the file); a new one may read any object.
  const offered = replacing ? objects.filter((candidate) => candidate === object) : objects;
  const controlKey = (path: JsonPath, name: readonly string[]) => JSON.stringify([path, name]);

  const problems: Record<DraftProblem, string> = {
    noField: t`Wybierz pole, od którego zależy warunek.`,
    noValue: t`Wybierz lub wpisz wartość, z którą porównać pole.`,
    noTargets: t`Zaznacz przynajmniej jedno pole, którego dotyczy warunek.`,
    controlIsTarget: t`Pole nie może zależeć od siebie samego: odznacz je na liście pól.`,
    unknownField: t`Tego pola nie ma już w schema.json: wybierz pole ponownie.`,
    notShowable: t`„Pokazane” można ustawić tylko polu, którego nie pokazuje już inny warunek: wybierz „wymagane”.`,
    duplicate: t`Każde pole może być na liście raz.`,
  };

  const save = () => {
    const condition = conditionOf(draft, field);
    const found = typeof condition === 'string' ? condition : problemOf(condition);
    setProblem(found);
    if (!found && typeof condition !== 'string') onSave(condition);
  };

  return (
    <Box
      as="form"
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      p="3"
      bg="bg.subtle"
      aria-label={replacing ? t`Zmiana warunku` : t`Nowy warunek`}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Stack gap="3">
        <Heading as="h3" size="xs">
          {replacing ? t`Zmień warunek` : t`Nowy warunek`}
        </Heading>
        <Field.Root>
          <Field.Label>{t`Gdy pole`}</Field.Label>
          <NativeSelect.Root size="sm" bg="bg.panel">
            <NativeSelect.Field
              ref={first}
              value={draft.object && draft.field ? controlKey(draft.object, draft.field) : ''}
              onChange={(event) => {
                const [path, name] = JSON.parse(event.currentTarget.value || '[null,null]') as [
                  JsonPath,
                  string[],
                ];
                const next = objectAt(objects, path);
                const picked = fieldAt(next, name);
                const changedObject = JSON.stringify(path) !== JSON.stringify(draft.object);
                setDraft({
                  ...draft,
                  object: path,
                  field: name,
                  op: operatorsFor(picked[picked.length - 1])[0]!,
                  choices: [],
                  number: '',
                  targets: changedObject
                    ? new Map()
                    : new Map([...draft.targets].filter(([target]) => target !== name[0])),
                });
              }}
            >
              <option value="">{t`— wybierz pole —`}</option>
              {offered.map((candidate) => (
                <optgroup key={JSON.stringify(candidate.path)} label={candidate.title || t`Formularz`}>
                  {controllableFields(candidate).map((control) => (
                    <option key={control.field.join('/')} value={controlKey(candidate.path, control.field)}>
                      {fieldLabel(candidate, control.field)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>

        {draft.field ? (
          <Flex gap="3" wrap="wrap" align="end">
            <Field.Root w="auto" minW="10rem">
              <Field.Label>{t`Warunek`}</Field.Label>
              <NativeSelect.Root size="sm" bg="bg.panel">
                <NativeSelect.Field
                  value={draft.op}
                  onChange={(event) =>
                    setDraft({ ...draft, op: event.currentTarget.value as Operator, choices: [] })
                  }
                >
                  {operators.map((op) => (
                    <option key={op} value={op}>
                      {operatorLabel(i18n, op)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            {draft.op === 'equals' || draft.op === 'contains' ? (
              <Field.Root w="auto" minW="12rem" flex="1">
                <Field.Label>{t`Wartość`}</Field.Label>
                <NativeSelect.Root size="sm" bg="bg.panel">
                  <NativeSelect.Field
                    value={draft.choices[0] ?? ''}
                    onChange={(event) =>
                      setDraft({
                        ...draft,
                        choices: event.currentTarget.value === '' ? [] : [Number(event.currentTarget.value)],
                      })
                    }
                  >
                    <option value="">{t`— wybierz wartość —`}</option>
                    {choices.map((value, index) => (
                      <option key={index} value={index}>
                        {valueText(i18n, field, value)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            ) : null}
            {draft.op === 'atLeast' || draft.op === 'atMost' ? (
              <Field.Root w="auto" maxW="10rem">
                <Field.Label>{t`Liczba`}</Field.Label>
                <Input
                  size="sm"
                  bg="bg.panel"
                  inputMode="decimal"
                  value={draft.number}
                  onChange={(event) => setDraft({ ...draft, number: event.currentTarget.value })}
                />
              </Field.Root>
            ) : null}
          </Flex>
        ) : null}

        {draft.op === 'oneOf' ? (
          <Box as="fieldset">
            <Text as="legend" fontWeight="medium" fontSize="sm" mb="1">
              {t`Wartości`}
            </Text>
            <Stack gap="1">
              {choices.map((value, index) => (
                <Checkbox.Root
                  key={index}
                  size="sm"
                  checked={draft.choices.includes(index)}
                  onCheckedChange={(details) =>
                    setDraft({
                      ...draft,
                      choices: details.checked
                        ? [...draft.choices, index].sort((a, b) => a - b)
                        : draft.choices.filter((chosen) => chosen !== index),
                    })
                  }
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{valueText(i18n, field, value)}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          </Box>
        ) : null}

        {object && draft.field ? (
          <Box as="fieldset">
            <Text as="legend" fontWeight="medium" fontSize="sm" mb="1">
              {t`Wtedy pola`}
            </Text>
            <Stack gap="1">
              {object.fields
                .filter((candidate) => candidate.name !== draft.field?.[0])
                .map((candidate) => {
                  const effect = draft.targets.get(candidate.name);
                  const setEffect = (next: Effect | undefined) => {
                    const targets = new Map(draft.targets);
                    if (next) targets.set(candidate.name, next);
                    else targets.delete(candidate.name);
                    setDraft({ ...draft, targets });
                  };
                  return (
                    <Flex key={candidate.name} gap="2" align="center" wrap="wrap">
                      <Checkbox.Root
                        size="sm"
                        flex="1"
                        minW="12rem"
                        checked={effect !== undefined}
                        onCheckedChange={(details) => setEffect(details.checked ? 'required' : undefined)}
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{candidate.title}</Checkbox.Label>
                      </Checkbox.Root>
                      {effect ? (
                        <NativeSelect.Root size="xs" w="auto" bg="bg.panel">
                          <NativeSelect.Field
                            aria-label={t`Co dzieje się z polem ${candidate.title}`}
                            value={effect}
                            onChange={(event) => setEffect(event.currentTarget.value as Effect)}
                          >
                            {(['required', 'shown', 'shownRequired'] as const).map((option) => (
                              <option key={option} value={option}>
                                {effectLabel(i18n, option)}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      ) : null}
                    </Flex>
                  );
                })}
            </Stack>
          </Box>
        ) : null}

        {problem ? (
          <Text role="alert" color="red.700">
            {problems[problem]}
          </Text>
        ) : null}
        <Flex gap="2">
          <Button size="sm" colorPalette="brand" type="submit">
            {t`Zapisz warunek`}
          </Button>
          <Button size="sm" variant="outline" onClick={onCancel}>
            {t`Anuluj`}
          </Button>
        </Flex>
      </Stack>
    </Box>
  );
}
