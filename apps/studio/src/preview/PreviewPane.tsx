// The live form beside the editors: the engine in an iframe at phone (390 px) or desktop width,
// on any step or the summary, empty or filled from any fixture; axe-core runs on what it shows.
import { Box, Button, chakra, Flex, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { FormEntry } from '@portal/form-catalog';
import { memo, useEffect, useRef, useState, type RefObject } from 'react';
import type { Evaluation } from '../api.ts';
import { FRAME_ORIGIN, previewFrameHeight } from '../styles.ts';
import { previewOrigin } from './origin.ts';
import type { AxeViolation, FrameMessage, StudioMessage } from './messages.ts';

export type PreviewWidth = 'phone' | 'desktop';

/** The bundled schema and ui.json, and the URL of the schema's precompiled validator. */
export type PreviewForm = NonNullable<Evaluation['preview']> & { readonly validator: string };

export const PREVIEW_WIDTHS: Readonly<Record<PreviewWidth, number>> = { phone: 390, desktop: 1024 };

/** After the preview settles, axe-core runs on it (a keystroke in between waits for the next render). */
const AXE_DELAY_MS = 600;

const frameOrigin = previewOrigin(window.location);

export interface PreviewPaneProps {
  readonly entry: FormEntry | null;
  readonly mode: FormEntry['mode'];
  readonly preview: PreviewForm | null;
  readonly width: PreviewWidth;
  readonly onWidthChange: (width: PreviewWidth) => void;
  readonly stepIndex: number;
  readonly onStepChange: (index: number) => void;
  /** The fixtures the preview can open (names; their data comes in `data`). */
  readonly fixtures: readonly { readonly name: string }[];
  readonly fixtureName: string;
  readonly onFixtureChange: (name: string) => void;
  readonly data: Record<string, unknown>;
  readonly today: string | undefined;
  readonly onAxe: (violations: AxeViolation[]) => void;
  readonly onAxeStart: () => void;
  /** The answers in the preview, each time the wizard keeps them (live data panel, fixtures from the preview). */
  readonly onData: (data: Record<string, unknown>) => void;
  /** A paper form's PDF from the edited files (as the portal renders it). */
  readonly loadPdf: () => Promise<Blob>;
  /** Run axe-core after each render (while its panel is open: a run blocks the page for a moment). */
  readonly autoAxe: boolean;
  /** Set to a function that runs axe-core on the preview now. */
  readonly axeRequestRef: RefObject<(() => void) | null>;
}

/** Drawn again only when one of its props changes (the studio keeps them the same objects between edits). */
export const PreviewPane = memo(PreviewPaneView);

function PreviewPaneView({
  entry,
  mode,
  preview,
  width,
  onWidthChange,
  stepIndex,
  onStepChange,
  fixtures,
  fixtureName,
  onFixtureChange,
  data,
  today,
  onAxe,
  onAxeStart,
  onData,
  loadPdf,
  axeRequestRef,
  autoAxe,
}: PreviewPaneProps) {
  const { t } = useLingui();
  const frame = useRef<HTMLIFrameElement>(null);
  const area = useRef<HTMLDivElement>(null);
  const scale = useFitScale(area, width === 'desktop' ? PREVIEW_WIDTHS.desktop : null);
  // Counts the frame's 'ready' messages: a reloaded frame (e.g. by the dev server) is sent the form again.
  const [ready, setReady] = useState(0);
  const [renderError, setRenderError] = useState<string | null>(null);
  const revision = useRef(0);
  const axeId = useRef(0);
  const handlers = useRef({ onAxe, autoAxe, onData });
  useEffect(() => {
    handlers.current = { onAxe, autoAxe, onData };
  });

  useEffect(() => {
    const send = (message: StudioMessage) => frame.current?.contentWindow?.postMessage(message, frameOrigin);
    let axeTimer = 0;
    const runAxe = () => {
      onAxeStart();
      axeId.current += 1;
      send({ type: 'axe', id: axeId.current });
    };
    axeRequestRef.current = runAxe;
    const listen = (event: MessageEvent<FrameMessage>) => {
      if (event.origin !== frameOrigin || event.source !== frame.current?.contentWindow) return;
      const message = event.data;
      if (message.type === 'ready') setReady((count) => count + 1);
      if (message.type === 'rendered') {
        setRenderError(null);
        window.clearTimeout(axeTimer);
        if (handlers.current.autoAxe) axeTimer = window.setTimeout(runAxe, AXE_DELAY_MS);
      }
      if (message.type === 'render-error') setRenderError(message.message);
      if (message.type === 'data') handlers.current.onData(message.data);
      if (message.type === 'axe-result' && message.id === axeId.current)
        handlers.current.onAxe([...message.violations]);
    };
    window.addEventListener('message', listen);
    return () => {
      window.removeEventListener('message', listen);
      window.clearTimeout(axeTimer);
    };
  }, [axeRequestRef, onAxeStart]);

  // What the wizard was last started from: an edit that changes none of it keeps the preview's answers.
  const startedFrom = useRef<PreviewStart | null>(null);
  useEffect(() => {
    if (!ready || !entry || !preview) return;
    revision.current += 1;
    const start: PreviewStart = { ready, formId: entry.id, data, today, stepIndex };
    const keepAnswers = sameStart(startedFrom.current, start);
    startedFrom.current = start;
    const message: StudioMessage = {
      type: 'render',
      entry: {
        id: entry.id,
        title: entry.title,
        version: entry.version,
        ...(entry.description === undefined ? {} : { description: entry.description }),
      },
      schema: preview.schema,
      ui: preview.ui,
      validator: preview.validator,
      data,
      today,
      stepIndex: Math.min(stepIndex, preview.ui.steps.length),
      revision: revision.current,
      keepAnswers,
    };
    frame.current?.contentWindow?.postMessage(message, frameOrigin);
  }, [ready, entry, preview, data, today, stepIndex]);

  const steps = preview?.ui.steps ?? [];
  return (
    <Stack
      gap="2"
      minW="0"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      p="3"
      position={{ md: 'sticky' }}
      top={{ md: '3' }}
    >
      <Heading as="h2" size="sm">
        {t`Podgląd formularza`}
      </Heading>
      <Flex gap="2" wrap="wrap">
        <NativeSelect.Root size="sm" width="auto" flex="1" minW="140px">
          <NativeSelect.Field
            aria-label={t`Krok`}
            value={stepIndex}
            onChange={(event) => onStepChange(Number(event.currentTarget.value))}
          >
            {steps.map((step, index) => (
              <option key={step.id} value={index}>
                {t`Krok ${index + 1}: ${step.title}`}
              </option>
            ))}
            <option value={steps.length}>{t`Sprawdź swoje odpowiedzi`}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root size="sm" width="auto" flex="1" minW="140px">
          <NativeSelect.Field
            aria-label={t`Dane`}
            value={fixtureName}
            onChange={(event) => onFixtureChange(event.currentTarget.value)}
          >
            <option value="">{t`Pusty formularz`}</option>
            {fixtures.map((fixture) => (
              <option key={fixture.name} value={fixture.name}>
                {fixture.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label={t`Szerokość`}
            value={width}
            onChange={(event) => onWidthChange(event.currentTarget.value as PreviewWidth)}
          >
            <option value="phone">{t`Telefon (390 px)`}</option>
            <option value="desktop">{t`Komputer (1024 px)`}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>
      {mode === 'pdf' && entry ? <PaperFormPdf loadPdf={loadPdf} /> : null}
      {!preview && entry ? (
        <Text role="status" fontSize="sm" color="fg.error">
          {t`Schematu nie da się złożyć: popraw problemy, a podgląd wróci.`}
        </Text>
      ) : null}
      {renderError ? (
        <Text role="status" fontSize="sm" color="fg.error">
          {t`Podgląd nieaktualny: ${renderError}`}
        </Text>
      ) : null}
      <Box
        ref={area}
        overflow="hidden"
        borderWidth="1px"
        borderColor="border"
        borderRadius="md"
        bg="gray.100"
        h={previewFrameHeight}
      >
        <chakra.iframe
          ref={frame}
          src={`${frameOrigin}/preview.html?studio=${encodeURIComponent(window.location.origin)}`}
          title={t`Podgląd formularza na żywo`}
          display="block"
          mx={scale < 1 ? undefined : 'auto'}
          w={`${PREVIEW_WIDTHS[width]}px`}
          maxW={width === 'phone' ? '100%' : undefined}
          // Scaled down to the column, so the whole width shows (cropped at 1280 px); its own
          // viewport stays the chosen width, so the engine's breakpoints are the real ones.
          h={`${100 / scale}%`}
          transform={scale < 1 ? `scale(${scale})` : undefined}
          transformOrigin={FRAME_ORIGIN}
          border="0"
          bg="white"
        />
      </Box>
    </Stack>
  );
}

/** What the preview's answers start from: a reloaded frame, another form, fixture, day or step restart them. */
export interface PreviewStart {
  readonly ready: number;
  readonly formId: number;
  readonly data: Record<string, unknown>;
  readonly today: string | undefined;
  readonly stepIndex: number;
}

export function sameStart(before: PreviewStart | null, after: PreviewStart): boolean {
  return (
    before !== null &&
    before.ready === after.ready &&
    before.formId === after.formId &&
    before.data === after.data &&
    before.today === after.today &&
    before.stepIndex === after.stepIndex
  );
}

/** How much a frame `wide` px wide must shrink to fit the element's width (1 when it fits or is null). */
export function useFitScale(element: RefObject<HTMLElement | null>, wide: number | null): number {
  const [available, setAvailable] = useState<number | null>(null);
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setAvailable(entry.contentRect.width);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return fitScale(available, wide);
}

export function fitScale(available: number | null, wide: number | null): number {
  if (!wide || !available || available >= wide) return 1;
  return Math.floor((available / wide) * 1000) / 1000;
}

/** A paper form: the customer downloads it as a PDF; the analyst opens the PDF of the edited files. */
function PaperFormPdf({ loadPdf }: { loadPdf: () => Promise<Blob> }) {
  const { t } = useLingui();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const open = async () => {
    // Opened at once, in the click: a window opened after the reply would be taken for a pop-up.
    const target = window.open('', '_blank');
    setState({ busy: true, error: null });
    try {
      const url = URL.createObjectURL(await loadPdf());
      if (target) target.location.href = url;
      else window.location.assign(url);
      setState({ busy: false, error: null });
    } catch (error) {
      target?.close();
      setState({ busy: false, error: (error as Error).message });
    }
  };
  return (
    <Stack gap="2" fontSize="sm" bg="brand.50" p="2" borderRadius="md">
      <Text>
        {t`To formularz papierowy: klient pobiera go jako PDF. Podgląd poniżej pokazuje pola schematu; PDF otworzysz z plików takich, jakie są teraz w edytorze.`}
      </Text>
      <Button size="sm" alignSelf="start" loading={state.busy} onClick={() => void open()}>
        {t`Otwórz PDF z tych plików`}
      </Button>
      {state.error ? (
        <Text role="alert" color="fg.error">
          {state.error}
        </Text>
      ) : null}
    </Stack>
  );
}
