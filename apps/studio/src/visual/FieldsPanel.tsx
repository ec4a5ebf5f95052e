// Visual editing beside the JSON: the form's outline, the selected field's properties and the
// field palette. The panel holds no copy of the form: it reads the editors' texts (and the model the
// preview is drawn with) and writes each change into the editors as one undoable edit (editJson.ts), so
// the JSON stays the source of truth and typing there shows here.
import { Box, Grid, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { FormModel } from '@portal/form-model';
import { useEffect, useMemo, useState } from 'react';
import type { Vocabulary } from '../api.ts';
import {
  applyJsonChanges,
  pathAt,
  revealPath,
  viewOf,
  type EditorFile,
  type JsonChange,
} from './editJson.ts';
import { FieldOutline } from './FieldOutline.tsx';
import { FieldPalette } from './FieldPalette.tsx';
import { FieldProperties } from './FieldProperties.tsx';
import { moveFieldChanges, moveStepChanges, newFieldChanges, type FileChanges } from './fieldChanges.ts';
import { allFields, fieldAt, outlineOf, type OutlineField, type OutlineStep } from './outline.ts';

export interface FieldsPanelProps {
  /** The model of the last form the preview drew (null before the first). */
  readonly model: FormModel | null;
  readonly schemaText: string;
  readonly uiText: string;
  readonly vocabulary: Vocabulary | null;
  /** Where the editors are found (the document; a test passes its own). */
  readonly editorOf?: (file: EditorFile) => ReturnType<typeof viewOf>;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The last value that was not null: the outline stays while the preview is redrawn or the JSON is broken. */
function useLastGood<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}

export function FieldsPanel({ model, schemaText, uiText, vocabulary, editorOf }: FieldsPanelProps) {
  const { t } = useLingui();
  const find = editorOf ?? ((file: EditorFile) => viewOf(document, file));
  const schemaNow = useMemo(() => parsed(schemaText), [schemaText]);
  const uiNow = useMemo(() => parsed(uiText), [uiText]);
  const schema = useLastGood(schemaNow ?? null);
  const ui = useLastGood(uiNow ?? null);
  const lastModel = useLastGood(model);
  const steps = useMemo(() => (lastModel ? outlineOf(lastModel, schema) : []), [lastModel, schema]);
  const [selected, setSelected] = useState<string | null>(null);
  const [stepIndex, setStepIndex] = useState(0);
  const [refused, setRefused] = useState(false);

  const field = selected
    ? (allFields(steps).find((candidate) => candidate.pointer === selected) ?? null)
    : null;
  const step: OutlineStep | null = steps[stepIndex] ?? null;

  const apply = (changes: FileChanges): boolean => {
    let applied = true;
    for (const [file, list] of [
      ['schema', changes.schema],
      ['ui', changes.ui],
    ] as const) {
      if (list.length === 0) continue;
      const view = find(file);
      applied = (view ? applyJsonChanges(view, list) : false) && applied;
    }
    setRefused(!applied);
    return applied;
  };

  const reveal = (file: EditorFile, path: readonly (string | number)[] | null) => {
    const view = find(file);
    return view && path ? revealPath(view, [...path]) : false;
  };

  const selectField = (chosen: OutlineField, in_: OutlineStep) => {
    setSelected(chosen.pointer);
    setStepIndex(in_.index);
    if (!reveal('schema', chosen.schemaPath)) reveal('ui', chosen.uiPath);
  };

  // The cursor in an editor selects the field it is in (without moving the cursor back).
  useEffect(() => {
    const follow = (event: Event) => {
      const target = event.target as Element | null;
      const file = target?.closest('[data-testid="editor-schema"]')
        ? 'schema'
        : target?.closest('[data-testid="editor-ui"]')
          ? 'ui'
          : null;
      const view = file ? find(file) : null;
      if (!file || !view) return;
      const path = pathAt(view.state.doc.toString(), view.state.selection.main.head);
      const hit = fieldAt(steps, file, path);
      if (!hit) return;
      setSelected(hit.field.pointer);
      setStepIndex(hit.step.index);
    };
    document.addEventListener('keyup', follow);
    document.addEventListener('mouseup', follow);
    return () => {
      document.removeEventListener('keyup', follow);
      document.removeEventListener('mouseup', follow);
    };
  });

  const moveUi = (changes: readonly JsonChange[]) => apply({ schema: [], ui: changes });

  if (!lastModel)
    return <Text color="fg.muted">{t`Spis pól pojawi się, gdy podgląd narysuje formularz.`}</Text>;

  return (
    <Grid gap="4" templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} alignItems="start">
      <Box maxH={{ base: '50vh', lg: '70vh' }} overflowY="auto" pe="1">
        <FieldOutline
          steps={steps}
          selected={selected}
          selectedStep={stepIndex}
          onSelectField={selectField}
          onSelectStep={(chosen) => {
            setSelected(null);
            setStepIndex(chosen.index);
            reveal('ui', ['steps', chosen.index]);
          }}
          onMoveField={(moved, to) => moveUi(moveFieldChanges(ui, moved.order, moved.name, to))}
          onMoveStep={(from, to) => {
            if (moveUi(moveStepChanges(from, to, steps.length)) && stepIndex === from) setStepIndex(to);
          }}
        />
      </Box>
      <Stack gap="5">
        {refused ? (
          <Text role="alert" color="fg.error" fontSize="sm">
            {t`Popraw najpierw składnię JSON w edytorze: zmiany z panelu wchodzą tylko do poprawnego pliku.`}
          </Text>
        ) : null}
        {field ? (
          <FieldProperties
            field={field}
            schema={schema}
            ui={ui}
            vocabulary={vocabulary}
            inferredWidget={lastModel.field(field.pointer)?.widget}
            onChange={apply}
          />
        ) : (
          <Text color="fg.muted" fontSize="sm">
            {t`Wybierz pole w spisie, aby zmienić jego etykietę, pomoc, wymagalność, widżet i reguły.`}
          </Text>
        )}
        <FieldPalette
          stepTitle={step?.title ?? null}
          onAdd={(kind) => {
            if (!step) return;
            const added = newFieldChanges(
              schema,
              ui,
              { step, selected: field },
              kind,
              t`Nowe pole`,
              t`Nowa sekcja`,
            );
            if (!apply(added)) return;
            setSelected(added.pointer);
            reveal('schema', added.schemaPath);
          }}
        />
      </Stack>
    </Grid>
  );
}
