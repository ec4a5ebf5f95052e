// The live form inside the preview iframe: the engine's FormWizard exactly as the portal renders it, on
// the step and with the answers the studio asks for, and axe-core on request.
import { Box, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { FormWizard, type WizardForm } from '@portal/form-engine';
import {
  clearDraft,
  draftStorageKey,
  flushPendingDraftSaves,
  readDraft,
  writeDraft,
  type StoredDraft,
} from '@portal/form-engine/drafts';
import type { ContextualValidator } from '@portal/validation/browser';
import { useCallback, useEffect, useRef, useState } from 'react';
import { studioOriginOf } from './origin.ts';
import { PreviewErrorBoundary } from './PreviewErrorBoundary.tsx';
import { reuseEqual } from './reuseEqual.ts';
import type { AxeViolation, FrameMessage, RenderRequest, StudioMessage } from './messages.ts';

const DRAFT_KEY = 'studio-preview';

const studioOrigin = studioOriginOf(window.location.search, window.location.origin);

function post(message: FrameMessage): void {
  window.parent.postMessage(message, studioOrigin);
}

/**
 * Tells the studio the answers each time the wizard writes its draft (storage `onSet`, memoryStorage.ts):
 * the live data panel and the fixtures made from the preview read them.
 */
export function reportDraft(key: string, value: string): void {
  if (key !== draftStorageKey(DRAFT_KEY)) return;
  try {
    const draft = JSON.parse(value) as Partial<StoredDraft>;
    if (draft.data && typeof draft.data === 'object') post({ type: 'data', data: draft.data });
  } catch {
    // Not a draft the engine wrote: nothing to report.
  }
}

async function runAxe(): Promise<AxeViolation[]> {
  const axe = (await import('axe-core')).default;
  const result = await axe.run(document, { resultTypes: ['violations'] });
  return result.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact ?? null,
    help: violation.help,
    helpUrl: violation.helpUrl,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

// The validator is the module `pnpm schemas:build` would generate for this schema (AJV standalone code),
// made by the studio's server: nothing is compiled here, the page stays responsive while typing.
const loaded = new Map<string, ContextualValidator>();

async function loadValidator(url: string): Promise<ContextualValidator> {
  const cached = loaded.get(url);
  if (cached) return cached;
  const module = (await import(/* @vite-ignore */ url)) as { default: ContextualValidator };
  loaded.set(url, module.default);
  return module.default;
}

/**
 * The draft the wizard opens with: the request's step and answers, or, after an edit of the files
 * (`keepAnswers`), the answers and step typed into the preview so far (its own draft), marked as the
 * studio's so that no "Przywróciliśmy niewysłany wniosek" follows. Null: an empty form on step 1.
 */
export function startDraft(request: RenderRequest, typed: StoredDraft | null, now: Date): StoredDraft | null {
  if (request.keepAnswers && typed && typed.formId === request.entry.id)
    return {
      ...typed,
      version: request.entry.version,
      stepIndex: Math.min(typed.stepIndex, request.ui.steps.length),
      prefilled: true,
    };
  if (request.stepIndex === 0 && Object.keys(request.data).length === 0) return null;
  return {
    formId: request.entry.id,
    version: request.entry.version,
    savedAt: now.toISOString(),
    stepIndex: request.stepIndex,
    completedSteps: request.ui.steps.map((step) => step.id),
    data: request.data,
    // The studio's answers, not the user's: no "Przywróciliśmy niewysłany wniosek" after each edit.
    prefilled: true,
  };
}

function writeStartDraft(request: RenderRequest): void {
  // Before the wizard's first render, which reads the draft; the answers typed in the last moments
  // before the edit are still waiting for the wizard's debounced save.
  flushPendingDraftSaves();
  const draft = startDraft(request, readDraft(DRAFT_KEY), new Date());
  clearDraft(DRAFT_KEY);
  if (draft) writeDraft(DRAFT_KEY, draft);
}

/** Tells the studio the wizard of this revision is drawn; never mounted when drawing it failed. */
function Rendered({ revision }: { revision: number }) {
  useEffect(() => post({ type: 'rendered', revision }), [revision]);
  return null;
}

/** What the frame shows: the request, the form made of it, and which mount of the wizard shows it. */
interface Shown {
  readonly request: RenderRequest;
  readonly form: WizardForm;
  /** A new number mounts the wizard afresh (from its start draft); the same one updates it in place. */
  readonly mount: number;
}

/**
 * Whether the wizard must start again for this request. Only the edited files changed (`keepAnswers`) on
 * the same form: the mounted wizard takes the new files in place and keeps what is being typed, its step
 * and focus (a remount lost the keystrokes between its draft's save and the new wizard). Another form,
 * fixture, day or step, the first request, or a wizard that failed to draw: afresh.
 */
export function mustRemount(shown: Shown | null, failed: boolean, request: RenderRequest): boolean {
  return shown === null || failed || !request.keepAnswers || shown.request.entry.id !== request.entry.id;
}

export function PreviewFrame() {
  const { t } = useLingui();
  const [shown, setShown] = useState<Shown | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The wizard shown failed to draw (the error boundary replaced it): the next files mount it afresh.
  const failed = useRef(false);

  useEffect(() => {
    let latest = 0;
    let current: Shown | null = null;
    const render = (sent: RenderRequest) => {
      // What did not change stays the same objects: the wizard's fields compare their props deeply.
      const request: RenderRequest = {
        ...sent,
        schema: reuseEqual(current?.request.schema, sent.schema),
        ui: reuseEqual(current?.request.ui, sent.ui),
      };
      latest = request.revision;
      loadValidator(request.validator)
        .then((validate) => {
          if (request.revision !== latest) return;
          const remount = mustRemount(current, failed.current, request);
          if (remount) {
            writeStartDraft(request);
            failed.current = false;
          }
          current = {
            request,
            form: { entry: request.entry, schema: request.schema, ui: request.ui, validate },
            mount: (current?.mount ?? 0) + (remount ? 1 : 0),
          };
          setError(null);
          setShown(current);
        })
        .catch((failure: Error) => {
          if (request.revision !== latest) return;
          setError(failure.message);
          post({ type: 'render-error', revision: request.revision, message: failure.message });
        });
    };
    const listen = (event: MessageEvent<StudioMessage>) => {
      if (event.origin !== studioOrigin) return;
      const message = event.data;
      if (message.type === 'render') render(message);
      if (message.type === 'axe')
        void runAxe().then((violations) => post({ type: 'axe-result', id: message.id, violations }));
    };
    window.addEventListener('message', listen);
    post({ type: 'ready' });
    return () => window.removeEventListener('message', listen);
  }, []);

  const revision = shown?.request.revision ?? 0;
  const onFailure = useCallback(
    (message: string) => {
      failed.current = true;
      post({ type: 'render-error', revision, message });
    },
    [revision],
  );

  if (!shown) {
    return (
      <Box as="main" p="6">
        <Text color={error ? 'fg.error' : 'fg.muted'}>
          {error ? t`Nie udało się wczytać walidatora: ${error}` : t`Ładowanie podglądu…`}
        </Text>
      </Box>
    );
  }
  return (
    <Box as="main" p={{ base: '3', md: '6' }} bg="bg.subtle" minH="100vh">
      <PreviewErrorBoundary key={shown.mount} onFailure={onFailure}>
        <FormWizard
          form={shown.form}
          draftKey={DRAFT_KEY}
          today={shown.request.today}
          onSubmit={(_data, _files, helpers) => helpers.clearDraft()}
        />
        <Rendered revision={shown.request.revision} />
      </PreviewErrorBoundary>
    </Box>
  );
}
