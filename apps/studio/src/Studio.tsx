// The form studio: pick a form, edit its schema.json and ui.json side by side, see the form live
// beside them, read the check's problems, the fixtures' verdicts and axe-core's findings, and save. Form studio:
// the fixtures and the catalog are edited here too (a third editor), fixtures are made from the preview's
// answers, and the saved change is proposed as a commit on a new branch.
import {
  Badge,
  Box,
  Button,
  CloseButton,
  Flex,
  Heading,
  NativeSelect,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { buildFormModel, titlesAt, type FormModel } from '@portal/form-model';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  studioApi,
  type ChangeReport,
  type DataVerdict,
  type EditedFiles,
  type FixtureVerdict,
  type FormFiles,
  type FormListItem,
  type Problem,
  type SaveResult,
  type Vocabulary,
} from './api.ts';
import {
  editsToOffer,
  forgetEdits,
  keepEdits,
  sameTexts,
  type Autosave,
  type DiskTexts,
  type EditedTexts,
  type FormTexts,
} from './autosave.ts';
import { JsonEditor } from './editor/JsonEditor.tsx';
import { createEvaluator } from './evaluation.ts';
import { editorOf, revealProblem } from './editor/revealProblem.ts';
import { fixtureName as nameOfFixture, fixtureText, warsawDay, type FixtureKind } from './fixtures.ts';
import { AxePanel } from './panels/AxePanel.tsx';
import { ChangesPanel } from './panels/ChangesPanel.tsx';
import { FixturesPanel } from './panels/FixturesPanel.tsx';
import { PreviewDataPanel } from './panels/PreviewDataPanel.tsx';
import { proposalMessage } from './panels/proposalMessage.ts';
import { ProposePanel } from './panels/ProposePanel.tsx';
import { ProblemsPanel } from './panels/ProblemsPanel.tsx';
import { SavePanel } from './panels/SavePanel.tsx';
import { WhileShown } from './panels/WhileShown.tsx';
import { ShareLinkButton, SharedEditsNotice } from './share/ShareLink.tsx';
import type { SharedEdits } from './share/shareLink.ts';
import { useSharedEdits } from './share/useSharedEdits.ts';
import { mainColumns } from './styles.ts';
import { FieldsPanel } from './visual/FieldsPanel.tsx';
import type { AxeViolation } from './preview/messages.ts';
import { createPreviewStore, LivePreviewPane } from './preview/livePreview.tsx';
import type { PreviewForm, PreviewWidth } from './preview/PreviewPane.tsx';
import { ConditionsPanel } from './visual/ConditionsPanel.tsx';
import { applyToSchema, revealInSchema } from './visual/schemaEditor.ts';

/**
 * The editors pass their text on after a pause in typing (JsonEditor's EDIT_PAUSE_MS: the preview
 * within 300 ms); what changes at one moment (a restore sets several files) is evaluated once, in the task
 * after it.
 */
const COALESCE_MS = 0;

const NO_PROBLEMS: readonly Problem[] = [];

/**
 * An editor's text after a pause in typing is drawn as a transition: React draws the studio in slices and
 * lets the next keystroke in between. On leaving the editor it is drawn at once, before the click that
 * left it (a save) reads it.
 */
function whenTyping(afterPause: boolean, update: () => void): void {
  if (afterPause) startTransition(update);
  else update();
}

/** The third editor: a fixture (by name) or schemas/catalog.json. */
type DataFile = { readonly kind: 'fixture'; readonly name: string } | { readonly kind: 'catalog' };

const FIXTURE_FILE = /\/fixtures\/((?:valid|invalid)\/[^/]+\.json)$/;

/** The same object while its JSON stays the same (a fixture's data from each evaluation restarts no preview). */
function useStableValue<T>(value: T): T {
  const json = JSON.stringify(value);
  return useMemo(() => JSON.parse(json) as T, [json]);
}

/** The files on disk the edits are compared with (autosave.ts). */
function diskTexts(form: FormFiles): DiskTexts {
  return { ...form.files, fixtures: form.fixtureTexts, catalog: form.catalog };
}

/** What the autosave keeps of the edited files: the form's two, and fixtures and catalog when changed. */
function editedTexts(edited: EditedFiles): EditedTexts {
  return {
    'schema.json': edited['schema.json'] ?? '',
    'ui.json': edited['ui.json'] ?? '',
    ...(edited.fixtures ? { fixtures: edited.fixtures } : {}),
    ...(edited['catalog.json'] !== undefined ? { catalog: edited['catalog.json'] } : {}),
  };
}

/** What the server evaluates and saves: the form's files, and the fixtures and catalog that differ from disk. */
function editedOf(
  texts: FormTexts,
  fixtureTexts: Record<string, string>,
  catalogText: string | null,
  loaded: FormFiles,
): EditedFiles {
  const fixtures = Object.fromEntries(
    Object.entries(fixtureTexts).filter(([name, text]) => loaded.fixtureTexts[name] !== text),
  );
  return {
    ...texts,
    ...(Object.keys(fixtures).length > 0 ? { fixtures } : {}),
    ...(catalogText !== null && catalogText !== loaded.catalog ? { 'catalog.json': catalogText } : {}),
  };
}

function initialFormId(): number | null {
  const value = new URLSearchParams(window.location.search).get('formularz');
  return value && /^\d+$/.test(value) ? Number(value) : null;
}

export function Studio() {
  const { t, i18n } = useLingui();
  const [forms, setForms] = useState<FormListItem[]>([]);
  const [vocabulary, setVocabulary] = useState<Vocabulary | null>(null);
  const [formId, setFormId] = useState<number | null>(initialFormId);
  const [loaded, setLoaded] = useState<FormFiles | null>(null);
  const [texts, setTexts] = useState<FormTexts | null>(null);
  // Every fixture's text (edited or as on disk) and the catalog's; compared with `loaded` for what to send.
  const [fixtureTexts, setFixtureTexts] = useState<Record<string, string>>({});
  const [catalogText, setCatalogText] = useState<string | null>(null);
  const [dataFile, setDataFile] = useState<DataFile | null>(null);
  // Bumped when the third editor's text is replaced from outside (a save that reformatted).
  const [dataGeneration, setDataGeneration] = useState(0);
  const [previewData, setPreviewData] = useState<Record<string, unknown> | null>(null);
  // Files the saves of this visit wrote: listed in the proposed commit's message.
  const [savedFiles, setSavedFiles] = useState<string[]>([]);
  const [preview, setPreview] = useState<PreviewForm | null>(null);
  const [problems, setProblems] = useState<Problem[] | null>(null);
  const [fixtures, setFixtureVerdicts] = useState<FixtureVerdict[] | null>(null);
  const [changes, setChanges] = useState<ChangeReport | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [width, setWidth] = useState<PreviewWidth>('phone');
  const [stepIndex, setStepIndex] = useState(0);
  const [fixtureName, setFixtureName] = useState('');
  const [violations, setViolations] = useState<AxeViolation[] | null>(null);
  const [axeRunning, setAxeRunning] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveResult, setSaveResult] = useState<SaveResult | null>(null);
  const [tab, setTab] = useState('problemy');
  // Edits kept in the browser from an earlier visit, offered back (autosave.ts).
  const [offer, setOffer] = useState<Autosave | null>(null);
  // Bumped when the editors' texts are replaced (edits restored, a save that reformatted).
  const [generation, setGeneration] = useState(0);
  const axeRequest = useRef<(() => void) | null>(null);
  const [previewStore] = useState(createPreviewStore);
  // Each answer redraws the studio as a transition (typing that goes on meanwhile stays first); the
  // preview pane takes its form from the store at once.
  const [evaluator] = useState(() =>
    createEvaluator(studioApi, {
      preview: (form) => {
        previewStore.set(form);
        startTransition(() => setPreview(form));
      },
      fixtures: (verdicts) => startTransition(() => setFixtureVerdicts(verdicts)),
      problems: (found) => startTransition(() => setProblems(found)),
      changes: (report) => startTransition(() => setChanges(report)),
    }),
  );
  // What the editors' head start (below) evaluates with: the studio's state as last drawn.
  const drawn = useRef({ formId, texts, fixtureTexts, catalogText, loaded });
  useEffect(() => {
    drawn.current = { formId, texts, fixtureTexts, catalogText, loaded };
  });
  // After a pause in typing the server is asked at once, before the studio is drawn with the new text
  // (a transition of tens of milliseconds, longer on a busy machine); the studio's drawing then finds
  // the request under way (evaluation.ts). A panel's change (not after a pause) goes the usual way.
  const editorChanged = useCallback(
    (file: 'schema.json' | 'ui.json', text: string, afterPause: boolean) => {
      // The same text again (leaving the editor after its pause's text) changes nothing.
      whenTyping(afterPause, () =>
        setTexts((old) => (old && old[file] !== text ? { ...old, [file]: text } : old)),
      );
      const now = drawn.current;
      if (!afterPause || now.formId === null || !now.texts || !now.loaded) return;
      // The other editor's pause before this text is drawn is evaluated with it.
      now.texts = { ...now.texts, [file]: text };
      evaluator.run(now.formId, editedOf(now.texts, now.fixtureTexts, now.catalogText, now.loaded), true);
    },
    [evaluator],
  );
  // Each editor's callback stays the same object, so that an edit redraws neither editor (JsonEditor's memo).
  const onSchemaChange = useCallback(
    (text: string, afterPause: boolean) => editorChanged('schema.json', text, afterPause),
    [editorChanged],
  );
  const onUiChange = useCallback(
    (text: string, afterPause: boolean) => editorChanged('ui.json', text, afterPause),
    [editorChanged],
  );
  const onTyping = useCallback(() => evaluator.typing(), [evaluator]);
  const onEditorChange = useMemo(
    () => ({ 'schema.json': onSchemaChange, 'ui.json': onUiChange }),
    [onSchemaChange, onUiChange],
  );
  const onDataChange = useCallback(
    (text: string, afterPause: boolean) =>
      whenTyping(afterPause, () => {
        if (dataFile?.kind === 'catalog') setCatalogText(text);
        else if (dataFile) setFixtureTexts((all) => ({ ...all, [dataFile.name]: text }));
      }),
    [dataFile],
  );

  useEffect(() => {
    studioApi
      .forms()
      .then((list) => {
        setForms(list);
        setFormId((current) => current ?? list.find((form) => form.editable)?.id ?? null);
      })
      .catch((error: Error) => setLoadError(error.message));
    studioApi
      .vocabulary()
      .then(setVocabulary)
      .catch((error: Error) => setLoadError(error.message));
  }, []);

  useEffect(() => {
    if (formId === null) return;
    let current = true;
    const url = new URL(window.location.href);
    url.searchParams.set('formularz', String(formId));
    window.history.replaceState(null, '', url);
    studioApi
      .form(formId)
      .then((form) => {
        if (!current) return;
        setLoaded(form);
        setTexts({ 'schema.json': form.files['schema.json'], 'ui.json': form.files['ui.json'] });
        setFixtureTexts(form.fixtureTexts);
        setCatalogText(form.catalog);
        setOffer(editsToOffer(localStorage, formId, diskTexts(form)));
      })
      .catch((error: Error) => current && setLoadError(error.message));
    return () => {
      current = false;
    };
  }, [formId]);

  const edited: EditedFiles | null = useMemo(
    () => (texts && loaded ? editedOf(texts, fixtureTexts, catalogText, loaded) : null),
    [texts, fixtureTexts, catalogText, loaded],
  );

  // After each change (an editor's after its pause): the preview, the fixtures' verdicts, the check and
  // the change report (evaluation.ts).
  useEffect(() => {
    if (formId === null || edited === null) {
      evaluator.stop();
      return;
    }
    evaluator.supersede(formId, edited);
    const timer = window.setTimeout(() => evaluator.run(formId, edited), COALESCE_MS);
    return () => window.clearTimeout(timer);
  }, [formId, edited, evaluator]);
  useEffect(() => () => evaluator.stop(), [evaluator]);

  // The edits are kept after each pause in typing, and at once when another form is chosen or the page
  // goes; while earlier ones are offered, those stay as they were.
  const keepNow = useRef<() => void>(() => undefined);
  useEffect(() => {
    keepNow.current = () => {
      if (formId === null || edited === null || loaded === null || offer !== null) return;
      if (loaded.entry.id !== formId) return;
      keepEdits(localStorage, formId, diskTexts(loaded), editedTexts(edited), new Date());
    };
    const timer = window.setTimeout(() => keepNow.current(), COALESCE_MS);
    return () => window.clearTimeout(timer);
  }, [formId, edited, loaded, offer]);
  useEffect(() => {
    const keep = () => keepNow.current();
    window.addEventListener('pagehide', keep);
    return () => window.removeEventListener('pagehide', keep);
  }, []);

  const model: FormModel | null = useMemo(() => {
    if (!preview) return null;
    try {
      return buildFormModel(preview.schema, preview.ui);
    } catch {
      return null;
    }
  }, [preview]);
  const labelAt = useCallback((path: string) => (model ? titlesAt(model, path).join(' – ') : ''), [model]);

  const chooseForm = (id: number) => {
    keepNow.current();
    setFormId(id);
    setLoaded(null);
    setTexts(null);
    setProblems(null);
    setFixtureVerdicts(null);
    setChanges(null);
    setPreview(null);
    previewStore.set(null);
    setSaveResult(null);
    setViolations(null);
    setStepIndex(0);
    setFixtureName('');
    setOffer(null);
    setFixtureTexts({});
    setCatalogText(null);
    setDataFile(null);
    setPreviewData(null);
  };

  const restoreEdits = (kept: Autosave) => {
    const { fixtures, catalog, ...form } = kept.edited;
    setTexts(form);
    if (fixtures) setFixtureTexts((all) => ({ ...all, ...fixtures }));
    if (catalog !== undefined) setCatalogText(catalog);
    setGeneration((count) => count + 1);
    setDataGeneration((count) => count + 1);
    setOffer(null);
  };

  // A shared link's edits (share/): laid over the form like restored ones; an autosave offer stays offered.
  const applyShared = useCallback((files: SharedEdits['files']) => {
    setTexts({ ...files });
    setGeneration((count) => count + 1);
  }, []);
  const loadedEntry = useMemo(
    () => (loaded ? { id: loaded.entry.id, version: loaded.entry.version } : null),
    [loaded],
  );
  const shared = useSharedEdits(loadedEntry, applyShared);

  const discardEdits = () => {
    if (formId !== null) forgetEdits(localStorage, formId);
    setOffer(null);
  };

  const fixture = fixtures?.find((candidate) => candidate.name === fixtureName && candidate.data);
  const fixtureData = useStableValue((fixture?.data as Record<string, unknown> | undefined) ?? {});
  const unsavedFixtures = useMemo(() => new Set(Object.keys(edited?.fixtures ?? {})), [edited]);
  const dirty =
    loaded !== null &&
    texts !== null &&
    (texts['schema.json'] !== loaded.files['schema.json'] ||
      texts['ui.json'] !== loaded.files['ui.json'] ||
      unsavedFixtures.size > 0 ||
      edited?.['catalog.json'] !== undefined);
  const entry = forms.find((form) => form.id === formId);
  useLeaveGuard(dirty);

  const save = async () => {
    if (formId === null || texts === null || edited === null) return;
    setSaving(true);
    setTab('zapis');
    try {
      const result = await studioApi.save(formId, edited);
      setSaveResult(result);
      if (result.saved) {
        const form = await studioApi.form(formId);
        setLoaded({ ...form, committed: loaded?.committed ?? form.committed });
        forgetEdits(localStorage, formId);
        setSavedFiles((files) => [...new Set([...files, ...result.written])]);
        // The save formats the files: the editors show what is on disk, and nothing is left unsaved.
        const onDisk = { 'schema.json': form.files['schema.json'], 'ui.json': form.files['ui.json'] };
        if (!sameTexts(onDisk, texts)) {
          setTexts(onDisk);
          setGeneration((count) => count + 1);
        }
        setFixtureTexts(form.fixtureTexts);
        setCatalogText(form.catalog);
        setDataGeneration((count) => count + 1);
      }
    } catch (error) {
      setSaveResult({ saved: false, written: [], problems: [], refused: (error as Error).message });
    } finally {
      setSaving(false);
    }
  };

  const openProblem = (problem: Problem) => {
    if (editorOf(problem.file) === 'data') {
      const name = FIXTURE_FILE.exec(problem.file)?.[1];
      if (name) setDataFile({ kind: 'fixture', name });
      else if (problem.file.endsWith('/catalog.json')) setDataFile({ kind: 'catalog' });
      else return;
    }
    // After the third editor is drawn with the problem's file.
    window.setTimeout(() => revealProblem(document, problem), 0);
  };

  const openCatalog = () => {
    setDataFile({ kind: 'catalog' });
    if (!catalogText || !loaded) return;
    // The cursor on the form's entry (its folder is unique in the catalog).
    const at = catalogText.indexOf(`"folder": "${loaded.entry.folder}"`);
    const line = at === -1 ? 1 : catalogText.slice(0, at).split('\n').length;
    window.setTimeout(
      () =>
        revealProblem(document, { file: 'schemas/catalog.json', pointer: '', message: '', line, column: 1 }),
      0,
    );
  };

  const createFixture = (name: string, text?: string) => {
    const kind = name.startsWith('valid/') ? 'valid' : 'invalid';
    setFixtureTexts((all) => ({
      ...all,
      [name]:
        text ??
        fixtureText({
          description: t`Opisz, co pokazuje ten przykład.`,
          data: {},
          ...(kind === 'invalid' ? { errors: [] } : {}),
        }),
    }));
    setDataFile({ kind: 'fixture', name });
    setDataGeneration((count) => count + 1);
  };

  const previewToday = fixture?.today ?? warsawDay();

  const checkPreviewData = (): Promise<DataVerdict> =>
    formId === null || edited === null || previewData === null
      ? Promise.reject(new Error(t`Najpierw wypełnij pola w podglądzie.`))
      : studioApi.verdict(formId, edited, previewData, previewToday);

  const keepPreviewData = async (kind: FixtureKind, typed: string, description: string) => {
    const name = nameOfFixture(kind, typed);
    if (!name) return t`Podaj nazwę przykładu z liter, cyfr lub łączników, np. firma-z-pelnomocnikiem.`;
    if (fixtureTexts[name] !== undefined) return t`Przykład ${name} już jest: wybierz inną nazwę.`;
    const verdict = await checkPreviewData();
    if (kind === 'valid' && verdict.errors.length > 0)
      return t`Serwer odrzuca te dane (błędów: ${verdict.errors.length}): zapisz je jako przykład niepoprawny albo popraw dane w podglądzie.`;
    if (kind === 'invalid' && verdict.errors.length === 0)
      return t`Serwer przyjmuje te dane: zapisz je jako przykład poprawny albo wpisz w podglądzie błędne dane.`;
    createFixture(
      name,
      fixtureText({
        description,
        today: previewToday,
        data: previewData,
        ...(kind === 'invalid' ? { errors: verdict.errors } : {}),
      }),
    );
    setTab('przyklady');
    return null;
  };

  const proposalBlocked = dirty
    ? t`Najpierw zapisz zmiany („Zapisz i sprawdź”): proponuje się to, co zapisane.`
    : saveResult && saveResult.problems.length > 0
      ? t`Pełne sprawdzenie po zapisie znalazło problemy: popraw je i zapisz ponownie.`
      : null;
  const suggestedMessage = loaded
    ? proposalMessage(i18n, { id: loaded.entry.id, title: loaded.entry.title }, changes, savedFiles)
    : '';

  const dataText = dataFile
    ? dataFile.kind === 'catalog'
      ? catalogText
      : (fixtureTexts[dataFile.name] ?? null)
    : null;
  const dataLabel = dataFile ? (dataFile.kind === 'catalog' ? 'schemas/catalog.json' : dataFile.name) : '';

  // The preview's props stay the same objects while what they say does (PreviewPane's memo): an edit that
  // changes neither the preview nor the fixtures does not redraw it.
  const previewFixtures = useMemo(
    () => fixtures?.filter((verdict) => verdict.data !== undefined) ?? [],
    [fixtures],
  );
  const onAxe = useCallback((result: AxeViolation[]) => {
    setViolations(result);
    setAxeRunning(false);
  }, []);
  const onAxeStart = useCallback(() => setAxeRunning(true), []);
  const editedNow = useRef(edited);
  useEffect(() => {
    editedNow.current = edited;
  });
  const loadPdf = useCallback(
    () =>
      formId === null || editedNow.current === null
        ? Promise.reject(new Error(t`Wybierz formularz.`))
        : studioApi.pdf(formId, editedNow.current),
    [formId, t],
  );

  const failing = fixtures?.filter((verdict) => !verdict.pass).length ?? 0;

  return (
    <Flex direction="column" minH="100vh" bg="bg.subtle">
      <Box as="header" bg="#143b72" color="white" px={{ base: '3', md: '5' }} py="3">
        <Flex gap="3" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
          <Heading as="h1" size="lg" flexShrink={0}>
            {t`Studio formularzy`}
          </Heading>
          <Box flex="1" maxW={{ md: '560px' }}>
            <NativeSelect.Root size="sm" bg="white" color="fg" borderRadius="md">
              <NativeSelect.Field
                aria-label={t`Formularz`}
                value={formId ?? ''}
                onChange={(event) => chooseForm(Number(event.currentTarget.value))}
              >
                {forms.map((form) => (
                  <option key={form.id} value={form.id} disabled={!form.editable}>
                    {form.editable
                      ? `${form.id}. ${form.title}`
                      : t`${form.id}. ${form.title} (tylko pdf.json)`}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Box>
          <Flex gap="2" align="center" wrap="wrap">
            <ShareLinkButton
              edits={
                texts && loaded
                  ? { formId: loaded.entry.id, version: loaded.entry.version, files: texts }
                  : null
              }
            />
            <Button
              size="sm"
              colorPalette="green"
              onClick={() => void save()}
              loading={saving}
              loadingText={t`Zapisywanie…`}
              disabled={!texts}
            >
              {t`Zapisz i sprawdź`}
            </Button>
            {/* After the buttons: leaving an editor (the mousedown of a click on them) draws its last text
                at once, which may show the badge; before them, it pushed the button away from under the
                pointer, and the click was lost. */}
            {dirty ? (
              <Badge colorPalette="orange" variant="solid">
                {t`Niezapisane zmiany`}
              </Badge>
            ) : null}
          </Flex>
        </Flex>
      </Box>

      {shared.notice ? <SharedEditsNotice notice={shared.notice} onDismiss={shared.dismiss} /> : null}

      {offer && loaded ? (
        <KeptEditsOffer
          offer={offer}
          diskChanged={
            !sameTexts(offer.base, {
              'schema.json': loaded.files['schema.json'],
              'ui.json': loaded.files['ui.json'],
            })
          }
          onRestore={restoreEdits}
          onDiscard={discardEdits}
        />
      ) : null}

      {loadError ? (
        <Box role="alert" bg="red.50" color="red.800" px="5" py="2">
          {t`Nie udało się połączyć z serwerem studia: ${loadError}`}
        </Box>
      ) : null}

      <Box
        as="main"
        flex="1"
        display="grid"
        gap="3"
        p={{ base: '2', md: '3' }}
        gridTemplateColumns={mainColumns(width === 'phone')}
        alignItems="start"
      >
        <Stack gap="3" minW="0">
          <Box
            display="grid"
            gap="3"
            gridTemplateColumns={{ base: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }}
          >
            {(['schema.json', 'ui.json'] as const).map((file) => (
              <Stack key={file} gap="1" minH="0" h={{ md: '62vh' }}>
                <Heading as="h2" size="sm" id={`heading-${file}`}>
                  {file}
                </Heading>
                {texts && loaded ? (
                  <JsonEditor
                    label={t`Edytor ${file}`}
                    kind={file === 'schema.json' ? 'schema' : 'ui'}
                    file={file}
                    documentKey={`${loaded.entry.id}:${generation}`}
                    initialText={texts[file]}
                    onChange={onEditorChange[file]}
                    onTyping={onTyping}
                    problems={problems ?? NO_PROBLEMS}
                    vocabulary={vocabulary}
                  />
                ) : (
                  <Text color="fg.muted">{t`Ładowanie…`}</Text>
                )}
              </Stack>
            ))}
          </Box>

          <Flex gap="2" wrap="wrap" align="center">
            <Button size="xs" variant="outline" onClick={openCatalog} disabled={!catalogText}>
              {t`Wpis w katalogu (wersja, kafelki)`}
            </Button>
            <Text fontSize="xs" color="fg.muted">
              {t`Szukaj i zamień: Ctrl+F w edytorze; przejdź do wiersza: Ctrl+Alt+G.`}
            </Text>
          </Flex>

          {dataFile && dataText !== null && loaded ? (
            <Stack gap="1" h={{ md: '48vh' }} minH="0">
              <Flex align="center" gap="2">
                <Heading as="h2" size="sm" wordBreak="break-all" flex="1">
                  {dataLabel}
                </Heading>
                <CloseButton
                  size="xs"
                  aria-label={t`Zamknij edytor ${dataLabel}`}
                  onClick={() => setDataFile(null)}
                />
              </Flex>
              <JsonEditor
                label={t`Edytor ${dataLabel}`}
                kind="data"
                file={dataFile.kind === 'catalog' ? 'catalog.json' : `fixtures/${dataFile.name}`}
                documentKey={`${loaded.entry.id}:${dataLabel}:${dataGeneration}`}
                initialText={dataText}
                onChange={onDataChange}
                onTyping={onTyping}
                problems={problems ?? NO_PROBLEMS}
                vocabulary={vocabulary}
              />
            </Stack>
          ) : null}

          <Box bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="md" p="3">
            <Tabs.Root
              value={tab}
              onValueChange={(details) => setTab(details.value)}
              variant="line"
              size="sm"
            >
              <Tabs.List flexWrap="wrap">
                <Tabs.Trigger value="problemy">
                  {t`Problemy`}
                  <Badge colorPalette={problems?.length ? 'red' : 'green'}>{problems?.length ?? '…'}</Badge>
                </Tabs.Trigger>
                <Tabs.Trigger value="pola">{t`Pola`}</Tabs.Trigger>
                <Tabs.Trigger value="przyklady">
                  {t`Przykłady`}
                  <Badge colorPalette={failing ? 'red' : 'green'}>
                    {fixtures ? `${fixtures.length - failing}/${fixtures.length}` : '…'}
                  </Badge>
                </Tabs.Trigger>
                <Tabs.Trigger
                  value="dostepnosc"
                  onClick={() => window.setTimeout(() => axeRequest.current?.(), 0)}
                >
                  {t`Dostępność`}
                </Tabs.Trigger>
                <Tabs.Trigger value="zmiany">
                  {t`Zmiany`}
                  {changes?.report ? (
                    <Badge colorPalette={changes.report.needsVersionBump ? 'orange' : 'gray'}>
                      {changes.report.changes.length}
                    </Badge>
                  ) : null}
                </Tabs.Trigger>
                <Tabs.Trigger value="dane">{t`Dane podglądu`}</Tabs.Trigger>
                <Tabs.Trigger value="warunki">{t`Warunki`}</Tabs.Trigger>
                <Tabs.Trigger value="zapis">{t`Zapis`}</Tabs.Trigger>
                <Tabs.Trigger value="propozycja">{t`Propozycja`}</Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="problemy">
                <WhileShown shown={tab === 'problemy'}>
                  <ProblemsPanel problems={problems} onOpen={openProblem} />
                </WhileShown>
              </Tabs.Content>
              <Tabs.Content value="pola">
                <WhileShown shown={tab === 'pola'}>
                  <FieldsPanel
                    model={model}
                    schemaText={texts?.['schema.json'] ?? ''}
                    uiText={texts?.['ui.json'] ?? ''}
                    vocabulary={vocabulary}
                  />
                </WhileShown>
              </Tabs.Content>
              <Tabs.Content value="przyklady">
                {/* Drawn while hidden too: a short list, and its verdicts (data-pass) are what the
                    journeys wait for to know that the form opened has been judged. */}
                <FixturesPanel
                  verdicts={fixtures}
                  labelAt={labelAt}
                  onShow={(name) => {
                    setFixtureName(name);
                    setStepIndex(0);
                  }}
                  onEdit={(name) => {
                    setDataFile({ kind: 'fixture', name });
                  }}
                  onCreate={(name) => createFixture(name)}
                  unsaved={unsavedFixtures}
                />
              </Tabs.Content>
              <Tabs.Content value="dostepnosc">
                <WhileShown shown={tab === 'dostepnosc'}>
                  <AxePanel
                    violations={violations}
                    running={axeRunning}
                    onRun={() => axeRequest.current?.()}
                  />
                </WhileShown>
              </Tabs.Content>
              <Tabs.Content value="zmiany">
                <WhileShown shown={tab === 'zmiany'}>
                  <ChangesPanel changes={changes} />
                </WhileShown>
              </Tabs.Content>
              <Tabs.Content value="dane">
                <WhileShown shown={tab === 'dane'}>
                  <PreviewDataPanel
                    data={previewData}
                    labelAt={labelAt}
                    onCheck={checkPreviewData}
                    onKeep={keepPreviewData}
                  />
                </WhileShown>
              </Tabs.Content>
              <Tabs.Content value="warunki">
                {/* Read only while shown: the schema is not parsed again after each pause in typing. */}
                {tab === 'warunki' ? (
                  <ConditionsPanel
                    schemaText={texts?.['schema.json'] ?? null}
                    bundled={preview?.schema ?? null}
                    onApply={(changes) => applyToSchema(document, changes)}
                    onReveal={(path) => revealInSchema(document, path)}
                  />
                ) : null}
              </Tabs.Content>
              <Tabs.Content value="zapis">
                <WhileShown shown={tab === 'zapis'}>
                  <SavePanel result={saveResult} saving={saving} />
                </WhileShown>
              </Tabs.Content>
              <Tabs.Content value="propozycja">
                <WhileShown shown={tab === 'propozycja'}>
                  <ProposePanel
                    suggested={suggestedMessage}
                    blocked={proposalBlocked}
                    onPropose={(message) =>
                      formId === null
                        ? Promise.reject(new Error(t`Wybierz formularz.`))
                        : studioApi.propose(formId, message)
                    }
                  />
                </WhileShown>
              </Tabs.Content>
            </Tabs.Root>
          </Box>
        </Stack>

        <LivePreviewPane
          store={previewStore}
          entry={loaded?.entry ?? null}
          mode={entry?.mode ?? 'online'}
          width={width}
          onWidthChange={setWidth}
          stepIndex={stepIndex}
          onStepChange={setStepIndex}
          fixtures={previewFixtures}
          fixtureName={fixtureName}
          onFixtureChange={setFixtureName}
          data={fixtureData}
          today={fixture?.today}
          onData={setPreviewData}
          onAxe={onAxe}
          onAxeStart={onAxeStart}
          axeRequestRef={axeRequest}
          autoAxe={tab === 'dostepnosc'}
          loadPdf={loadPdf}
        />
      </Box>
    </Flex>
  );
}

/** Warns before the page is left (reload, close) with edits not saved to the files. */
function useLeaveGuard(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only for a set returnValue.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

const keptAt = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'short', timeStyle: 'short' });

function KeptEditsOffer({
  offer,
  diskChanged,
  onRestore,
  onDiscard,
}: {
  offer: Autosave;
  /** The files on disk changed since the edits began (a save elsewhere, a pull). */
  diskChanged: boolean;
  onRestore: (offer: Autosave) => void;
  onDiscard: () => void;
}) {
  const { t } = useLingui();
  const when = keptAt.format(new Date(offer.savedAt));
  return (
    <Flex
      role="region"
      aria-label={t`Niezapisane zmiany z poprzedniej wizyty`}
      gap="3"
      align={{ base: 'stretch', md: 'center' }}
      direction={{ base: 'column', md: 'row' }}
      bg="orange.50"
      color="orange.900"
      px="5"
      py="2"
    >
      <Text flex="1">
        {t`Ten formularz ma niezapisane zmiany z ${when}, zachowane w przeglądarce.`}
        {diskChanged
          ? ` ${t`Pliki na dysku zmieniły się od tego czasu: po przywróceniu sprawdź zakładkę Zmiany.`}`
          : null}
      </Text>
      <Flex gap="2">
        <Button size="sm" colorPalette="orange" onClick={() => onRestore(offer)}>
          {t`Przywróć zmiany`}
        </Button>
        <Button size="sm" variant="outline" onClick={onDiscard}>
          {t`Odrzuć`}
        </Button>
      </Flex>
    </Flex>
  );
}
