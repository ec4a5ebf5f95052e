// The selected field's properties: label, help, required, widget and the rule keywords its type
// allows, each with the Polish help the editors' hover gives. Values are read from the open files' text,
// so typing in the JSON shows here; a change is written back there when the analyst leaves the input.
import {
  Box,
  Checkbox,
  Code,
  Field,
  Heading,
  Input,
  NativeSelect,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type KeyboardEvent } from 'react';
import type { Vocabulary } from '../api.ts';
import { helpFor } from '../editor/language.ts';
import type { JsonChange } from './editJson.ts';
import { requiredChanges, setValue, type FileChanges } from './fieldChanges.ts';
import { valueAt, type OutlineField } from './outline.ts';
import { ruleText, ruleValue, rulesFor, type Rule } from './rules.ts';

export interface FieldPropertiesProps {
  readonly field: OutlineField;
  /** The parsed schema.json and ui.json as the editors have them now. */
  readonly schema: unknown;
  readonly ui: unknown;
  readonly vocabulary: Vocabulary | null;
  /** The widget the engine draws when ui.json names none (inferred from the schema). */
  readonly inferredWidget: string | undefined;
  readonly onChange: (changes: FileChanges) => void;
}

/** A text written where the field's label or help is: ui.json's override when it has one, else the schema. */
function textPlace(field: OutlineField, ui: unknown, schemaKey: string, uiKey: string) {
  const uiValue = valueAt(ui, [...field.uiPath, uiKey]);
  if (typeof uiValue === 'string' || !field.schemaPath)
    return { file: 'ui' as const, path: [...field.uiPath, uiKey], value: uiValue };
  return { file: 'schema' as const, path: [...field.schemaPath, schemaKey], value: undefined };
}

export function FieldProperties({
  field,
  schema,
  ui,
  vocabulary,
  inferredWidget,
  onChange,
}: FieldPropertiesProps) {
  const { t } = useLingui();
  const declaration = field.schemaPath ? valueAt(schema, field.schemaPath) : undefined;
  const write = (file: 'schema' | 'ui', changes: readonly JsonChange[]) =>
    onChange(file === 'schema' ? { schema: changes, ui: [] } : { schema: [], ui: changes });

  const label = textPlace(field, ui, 'title', 'ui:title');
  const help = textPlace(field, ui, 'description', 'ui:description');
  const valueOf = (place: ReturnType<typeof textPlace>) =>
    place.file === 'ui' ? place.value : valueAt(schema, place.path);
  const required = field.requiredPath
    ? (valueAt(schema, field.requiredPath) as unknown[] | undefined)?.includes(field.name) === true
    : false;
  const widget = valueAt(ui, [...field.uiPath, 'ui:widget']);
  const rules = rulesFor(declaration);

  return (
    <Stack gap="3" as="section" aria-labelledby="wlasciwosci-pola">
      <Box>
        <Heading as="h3" size="sm" id="wlasciwosci-pola">
          {t`Właściwości pola`}
        </Heading>
        <Text fontSize="xs" color="fg.muted">
          <Code fontSize="xs">{field.pointer}</Code>
        </Text>
        {!field.schemaPath ? (
          <Text fontSize="xs" color="fg.muted" mt="1">
            {t`Pole ze wspólnej definicji (schemas/defs): etykietę, pomoc i widżet zmienisz tu w ui.json tego formularza, reguły w definicji.`}
          </Text>
        ) : null}
      </Box>

      <CommitField
        key={`etykieta:${field.pointer}:${String(valueOf(label) ?? '')}`}
        label={t`Etykieta`}
        help={helpFor(
          vocabulary ?? EMPTY,
          label.file === 'ui' ? 'ui' : 'schema',
          label.file === 'ui' ? 'ui:title' : 'title',
        )}
        value={String(valueOf(label) ?? '')}
        onCommit={(text) => write(label.file, [setValue(label.path, text)])}
      />
      <CommitField
        key={`pomoc:${field.pointer}:${String(valueOf(help) ?? '')}`}
        label={t`Tekst pomocy`}
        help={helpFor(
          vocabulary ?? EMPTY,
          help.file === 'ui' ? 'ui' : 'schema',
          help.file === 'ui' ? 'ui:description' : 'description',
        )}
        value={String(valueOf(help) ?? '')}
        onCommit={(text) => write(help.file, [setValue(help.path, text)])}
        multiline
      />

      <Checkbox.Root
        checked={required}
        disabled={!field.requiredPath}
        onCheckedChange={(details) =>
          write('schema', requiredChanges(schema, field, details.checked === true))
        }
        size="sm"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t`Pole obowiązkowe`}</Checkbox.Label>
      </Checkbox.Root>

      <Field.Root>
        <Field.Label>{t`Widżet`}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={typeof widget === 'string' ? widget : ''}
            onChange={(event) =>
              write('ui', [setValue([...field.uiPath, 'ui:widget'], event.currentTarget.value)])
            }
          >
            <option value="">{inferredWidget ? t`Domyślny (${inferredWidget})` : t`Domyślny`}</option>
            {(vocabulary?.widgets ?? []).map((word) => (
              <option key={word.name} value={word.name}>
                {word.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>
          {vocabulary?.widgets.find(
            (word) => word.name === (typeof widget === 'string' && widget ? widget : inferredWidget),
          )?.description || helpFor(vocabulary ?? EMPTY, 'ui', 'ui:widget')}
        </Field.HelperText>
      </Field.Root>

      {rules.length > 0 && field.schemaPath ? (
        <Stack gap="2" as="fieldset">
          <Text as="legend" fontWeight="semibold" fontSize="sm">
            {t`Reguły sprawdzania`}
          </Text>
          {rules.map((rule) => (
            <RuleField
              key={`${field.pointer}:${rule.keyword}:${ruleText(valueAt(declaration, [rule.keyword]))}`}
              rule={rule}
              value={valueAt(declaration, [rule.keyword])}
              vocabulary={vocabulary}
              onChange={(value) => write('schema', [setValue([...field.schemaPath!, rule.keyword], value)])}
            />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

const EMPTY: Vocabulary = { schema: [], ui: [], widgets: [], options: [], formats: [] };

function RuleField({
  rule,
  value,
  vocabulary,
  onChange,
}: {
  rule: Rule;
  value: unknown;
  vocabulary: Vocabulary | null;
  onChange: (value: unknown) => void;
}) {
  const { t } = useLingui();
  const help = helpFor(vocabulary ?? EMPTY, 'schema', rule.keyword);
  if (rule.input === 'flag')
    return (
      <Checkbox.Root
        checked={value !== undefined && value !== false}
        onCheckedChange={(details) => onChange(details.checked === true ? true : undefined)}
        size="sm"
        alignItems="flex-start"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>
          <Code fontSize="xs">{rule.keyword}</Code>
          {help ? (
            <Text as="span" display="block" fontWeight="normal" color="fg.muted" fontSize="xs">
              {help}
            </Text>
          ) : null}
        </Checkbox.Label>
      </Checkbox.Root>
    );
  if (rule.input === 'format')
    return (
      <Field.Root>
        <Field.Label>
          <Code fontSize="xs">{rule.keyword}</Code>
        </Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => onChange(event.currentTarget.value || undefined)}
          >
            <option value="">{t`bez formatu`}</option>
            {(vocabulary?.formats ?? []).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {help ? <Field.HelperText>{help}</Field.HelperText> : null}
      </Field.Root>
    );
  return (
    <CommitField
      label={rule.keyword}
      code
      help={help}
      value={ruleText(value)}
      inputMode={rule.input === 'text' ? undefined : 'decimal'}
      onCommit={(typed) => {
        const next = ruleValue(rule.input, typed);
        if (next !== null) onChange(next);
      }}
      invalid={(typed) => ruleValue(rule.input, typed) === null}
    />
  );
}

/** A text input that writes when left or on Enter (one edit, one undo step, not one per keystroke). */
function CommitField({
  label,
  help,
  value,
  onCommit,
  multiline = false,
  code = false,
  inputMode,
  invalid,
}: {
  label: string;
  help: string | null;
  value: string;
  onCommit: (text: string) => void;
  multiline?: boolean;
  code?: boolean;
  inputMode?: 'decimal' | undefined;
  invalid?: (typed: string) => boolean;
}) {
  const { t } = useLingui();
  const [refused, setRefused] = useState(false);
  const commit = (text: string) => {
    const wrong = invalid?.(text) ?? false;
    setRefused(wrong);
    if (!wrong && text !== value) onCommit(text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !(multiline && event.shiftKey)) {
      event.preventDefault();
      commit(event.currentTarget.value);
    }
  };
  return (
    <Field.Root invalid={refused}>
      <Field.Label>{code ? <Code fontSize="xs">{label}</Code> : label}</Field.Label>
      {multiline ? (
        <Textarea
          size="sm"
          rows={2}
          defaultValue={value}
          onBlur={(event) => commit(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
      ) : (
        <Input
          size="sm"
          defaultValue={value}
          inputMode={inputMode}
          onBlur={(event) => commit(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
      )}
      {refused ? (
        <Field.ErrorText>{t`Wpisz liczbę (albo zostaw puste, aby usunąć regułę).`}</Field.ErrorText>
      ) : null}
      {help ? <Field.HelperText>{help}</Field.HelperText> : null}
    </Field.Root>
  );
}
