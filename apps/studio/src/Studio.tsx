// The form studio (issue 19): pick a form, edit its schema.json and ui.json side by side, see the form live
// beside them, read the check's problems, the fixtures' verdicts and axe-core's findings, and save.
import { Badge, Box, Button, Flex, Heading, NativeSelect, Stack, Tabs, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { buildFormModel, titlesAt, type FormModel } from '@portal/form-model';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  studioApi,
  type ChangeReport,
  type EditedFiles,
  type FixtureVerdict,
  type FormFiles,
  type FormListItem,
  type Problem,
  type SaveResult,
  type Vocabulary,
} from './api.ts';
import { editsToOffer, forgetEdits, keepEdits, sameTexts, type Autosave } from './autosave.ts';
import { JsonEditor } from './editor/JsonEditor.tsx';
import { revealProblem } from './editor/revealProblem.ts';
import { AxePanel } from './panels/AxePanel.tsx';
import { ChangesPanel } from './panels/ChangesPanel.tsx';
import { FixturesPanel } from './panels/FixturesPanel.tsx';
import { ProblemsPanel } from './panels/ProblemsPanel.tsx';
import { SavePanel } from './panels/SavePanel.tsx';
import { mainColumns } from './styles.ts';
import type { AxeViolation } from './preview/messages.ts';
import { PreviewPane, type PreviewForm, type PreviewWidth } from './preview/PreviewPane.tsx';

/** Pause in typing before the preview and the check run (issue 19: the preview within 300 ms). */
export const EDIT_DEBOUNCE_MS = 150;

function initialFormId(): number | null {
  const value = new URLSearchParams(window.location.search).get('formularz');
  return value && /^\d+$/.test(value) ? Number(value) : null;
}

export function Studio() {
  const { t } = useLingui();
  const [forms, setForms] = useState<FormListItem[]>([]);
  const [vocabulary, setVocabulary] = useState<Vocabulary | null>(null);
  const [formId, setFormId] = useState<number | null>(initialFormId);
  const [loaded, setLoaded] = useState<FormFiles | null>(null);
  const [texts, setTexts] = useState<Required<EditedFiles> | null>(null);
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
        const onDisk = { 'schema.json': form.files['schema.json'], 'ui.json': form.files['ui.json'] };
        setLoaded(form);
        setTexts(onDisk);
        setOffer(editsToOffer(localStorage, formId, onDisk));
      })
      .catch((error: Error) => current && setLoadError(error.message));
    return () => {
      current = false;
    };
  }, [formId]);

  // After each pause in typing: the fixtures' verdicts, the preview, then the check.
  useEffect(() => {
    if (formId === null || texts === null) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      // One request at a time (the server is one thread): the fixtures first, which compile the edited
      // schema's validator; the preview, whose precompiled module reuses it; then the check (slowest, it
      // compiles again through its own cache) and the change report.
      const signal = controller.signal;
      const files = texts;
      void (async () => {
        try {
          setFixtureVerdicts((await studioApi.fixtures(formId, files, signal)).fixtures);
          const answer = await studioApi.preview(formId, files, signal);
          setPreview(
            answer.preview && answer.validator ? { ...answer.preview, validator: answer.validator } : null,
          );
          setProblems((await studioApi.check(formId, files, signal)).problems);
          setChanges(await studioApi.changes(formId, files, signal));
        } catch {
          // Aborted by the next keystroke, or the server is gone (the next edit tries again).
        }
      })();
    }, EDIT_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [formId, texts]);

  // The edits are kept after each pause in typing, and at once when another form is chosen or the page
  // goes; while earlier ones are offered, those stay as they were.
  const keepNow = useRef<() => void>(() => undefined);
  useEffect(() => {
    keepNow.current = () => {
      if (formId === null || texts === null || loaded === null || offer !== null) return;
      if (loaded.entry.id !== formId) return;
      const onDisk = { 'schema.json': loaded.files['schema.json'], 'ui.json': loaded.files['ui.json'] };
      keepEdits(localStorage, formId, onDisk, texts, new Date());
    };
    const timer = window.setTimeout(() => keepNow.current(), EDIT_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [formId, texts, loaded, offer]);
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
    setSaveResult(null);
    setViolations(null);
    setStepIndex(0);
    setFixtureName('');
    setOffer(null);
  };

  const restoreEdits = (kept: Autosave) => {
    setTexts(kept.edited);
    setGeneration((count) => count + 1);
    setOffer(null);
  };

  const discardEdits = () => {
    if (formId !== null) forgetEdits(localStorage, formId);
    setOffer(null);
  };

  const fixture = loaded?.fixtures.find((candidate) => candidate.name === fixtureName);
  const dirty =
    loaded !== null &&
    texts !== null &&
    (texts['schema.json'] !== loaded.files['schema.json'] || texts['ui.json'] !== loaded.files['ui.json']);
  const entry = forms.find((form) => form.id === formId);
  useLeaveGuard(dirty);

  const save = async () => {
    if (formId === null || texts === null) return;
    setSaving(true);
    setTab('zapis');
    try {
      const result = await studioApi.save(formId, texts);
      setSaveResult(result);
      if (result.saved) {
        const form = await studioApi.form(formId);
        setLoaded({ ...form, committed: loaded?.committed ?? form.committed });
        forgetEdits(localStorage, formId);
        // The save formats the files: the editors show what is on disk, and nothing is left unsaved.
        const onDisk = { 'schema.json': form.files['schema.json'], 'ui.json': form.files['ui.json'] };
        if (!sameTexts(onDisk, texts)) {
          setTexts(onDisk);
          setGeneration((count) => count + 1);
        }
      }
    } catch (error) {
      setSaveResult({ saved: false, written: [], problems: [], refused: (error as Error).message });
    } finally {
      setSaving(false);
    }
  };

  const openProblem = (problem: Problem) => revealProblem(document, problem);

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
            {dirty ? (
              <Badge colorPalette="orange" variant="solid">
                {t`Niezapisane zmiany`}
              </Badge>
            ) : null}
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
          </Flex>
        </Flex>
      </Box>

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
                    onChange={(text) => setTexts((old) => (old ? { ...old, [file]: text } : old))}
                    problems={problems ?? []}
                    vocabulary={vocabulary}
                  />
                ) : (
                  <Text color="fg.muted">{t`Ładowanie…`}</Text>
                )}
              </Stack>
            ))}
          </Box>

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
                <Tabs.Trigger value="zapis">{t`Zapis`}</Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="problemy">
                <ProblemsPanel problems={problems} onOpen={openProblem} />
              </Tabs.Content>
              <Tabs.Content value="przyklady">
                <FixturesPanel
                  verdicts={fixtures}
                  labelAt={labelAt}
                  onShow={(name) => {
                    setFixtureName(name);
                    setStepIndex(0);
                  }}
                />
              </Tabs.Content>
              <Tabs.Content value="dostepnosc">
                <AxePanel violations={violations} running={axeRunning} onRun={() => axeRequest.current?.()} />
              </Tabs.Content>
              <Tabs.Content value="zmiany">
                <ChangesPanel changes={changes} />
              </Tabs.Content>
              <Tabs.Content value="zapis">
                <SavePanel result={saveResult} saving={saving} />
              </Tabs.Content>
            </Tabs.Root>
          </Box>
        </Stack>

        <PreviewPane
          entry={loaded?.entry ?? null}
          mode={entry?.mode ?? 'online'}
          preview={preview}
          width={width}
          onWidthChange={setWidth}
          stepIndex={stepIndex}
          onStepChange={setStepIndex}
          fixtures={loaded?.fixtures ?? []}
          fixtureName={fixtureName}
          onFixtureChange={setFixtureName}
          data={(fixture?.data as Record<string, unknown> | undefined) ?? {}}
          today={fixture?.today}
          onAxe={(result) => {
            setViolations(result);
            setAxeRunning(false);
          }}
          onAxeStart={() => setAxeRunning(true)}
          axeRequestRef={axeRequest}
          autoAxe={tab === 'dostepnosc'}
          loadPdf={() =>
            formId === null || texts === null
              ? Promise.reject(new Error(t`Wybierz formularz.`))
              : studioApi.pdf(formId, texts)
          }
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
