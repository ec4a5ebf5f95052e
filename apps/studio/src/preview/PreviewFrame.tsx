// The live form inside the preview iframe: the engine's FormWizard exactly as the portal renders it, on
// the step and with the answers the studio asks for, and axe-core on request (issue 19).
import { Box, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { FormWizard, type WizardForm } from '@portal/form-engine';
import { clearDraft, writeDraft } from '@portal/form-engine/drafts';
import { createAjv, type ContextualValidator } from '@portal/validation';
import { useEffect, useMemo, useState } from 'react';
import type { AxeViolation, FrameMessage, RenderRequest, StudioMessage } from './messages.ts';

const DRAFT_KEY = 'studio-preview';

function post(message: FrameMessage): void {
  window.parent.postMessage(message, window.location.origin);
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

// One AJV for the page: the same factory (and so the same keywords and Polish messages) as the precompiled
// validators of `pnpm schemas:build`; compiled here because the schema changes with every keystroke.
let ajv: ReturnType<typeof createAjv> | null = null;

function compile(schema: Record<string, unknown>): ContextualValidator {
  ajv ??= createAjv();
  try {
    return ajv.compile(schema) as ContextualValidator;
  } finally {
    ajv.removeSchema(schema);
  }
}

export function PreviewFrame() {
  const { t } = useLingui();
  const [request, setRequest] = useState<RenderRequest | null>(null);

  useEffect(() => {
    const listen = (event: MessageEvent<StudioMessage>) => {
      if (event.origin !== window.location.origin) return;
      const message = event.data;
      if (message.type === 'render') setRequest(message);
      if (message.type === 'axe')
        void runAxe().then((violations) => post({ type: 'axe-result', id: message.id, violations }));
    };
    window.addEventListener('message', listen);
    post({ type: 'ready' });
    return () => window.removeEventListener('message', listen);
  }, []);

  const prepared = useMemo(() => {
    if (!request) return null;
    try {
      const form: WizardForm = {
        entry: request.entry,
        schema: request.schema,
        ui: request.ui,
        validate: compile(request.schema),
      };
      // Before the wizard's first render, which reads the draft: the step and the answers to open with.
      clearDraft(DRAFT_KEY);
      if (request.stepIndex > 0 || Object.keys(request.data).length > 0)
        writeDraft(DRAFT_KEY, {
          formId: request.entry.id,
          version: request.entry.version,
          savedAt: new Date().toISOString(),
          stepIndex: request.stepIndex,
          completedSteps: request.ui.steps.map((step) => step.id),
          data: request.data,
        });
      return { form, error: null };
    } catch (error) {
      return { form: null, error: (error as Error).message };
    }
  }, [request]);

  useEffect(() => {
    if (!request || !prepared) return;
    post(
      prepared.error === null
        ? { type: 'rendered', revision: request.revision }
        : { type: 'render-error', revision: request.revision, message: prepared.error },
    );
  }, [request, prepared]);

  if (!request || !prepared) {
    return (
      <Box as="main" p="6">
        <Text color="fg.muted">{t`Ładowanie podglądu…`}</Text>
      </Box>
    );
  }
  if (!prepared.form) {
    return (
      <Box as="main" p="6">
        <Text color="fg.error">{t`Tego schematu nie da się skompilować: ${prepared.error}`}</Text>
      </Box>
    );
  }
  return (
    <Box as="main" p={{ base: '3', md: '6' }} bg="bg.subtle" minH="100vh">
      <FormWizard
        key={request.revision}
        form={prepared.form}
        draftKey={DRAFT_KEY}
        today={request.today}
        onSubmit={(_data, _files, helpers) => helpers.clearDraft()}
      />
    </Box>
  );
}
