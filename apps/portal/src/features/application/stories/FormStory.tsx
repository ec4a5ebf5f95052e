// One catalog form in Storybook, rendered by the engine exactly as the wizard page renders it: empty, as a
// new user sees it, or filled with the form's first valid fixture so every step can be walked through.
// The per-form stories are generated from the catalog by `pnpm schemas:build`
// (apps/portal/src/generated/forms.stories.tsx).
import { FormWizard } from '@portal/form-engine';
import { clearDraft, writeDraft } from '@portal/form-engine/drafts';
import { useState } from 'react';
import type { LoadedForm } from '@portal/forms-generated';

export interface FormExample {
  /** The fixture's file name, for the story description. */
  readonly name: string;
  readonly description: string;
  /** The fixture's "today" ('YYYY-MM-DD'): its dates are valid on that day. */
  readonly today: string;
  readonly data: Record<string, unknown>;
}

export interface FormStoryProps {
  readonly formId: number;
  readonly example: FormExample;
  /** Start from the example's answers (attachments have to be added again, as after a reload). */
  readonly prefilled: boolean;
  /** Set by the story's loader. */
  readonly form?: LoadedForm | undefined;
}

export function FormStory({ form, prefilled, example }: FormStoryProps) {
  return form ? (
    <PreparedWizard key={String(prefilled)} form={form} prefilled={prefilled} example={example} />
  ) : null;
}

function PreparedWizard({
  form,
  prefilled,
  example,
}: Required<Pick<FormStoryProps, 'prefilled' | 'example'>> & { form: LoadedForm }) {
  const draftKey = `storybook-${form.entry.id}`;
  // Before the wizard's first render, which reads the draft.
  useState(() => {
    if (!prefilled) return clearDraft(draftKey);
    writeDraft(draftKey, {
      formId: form.entry.id,
      version: form.entry.version,
      savedAt: new Date().toISOString(),
      stepIndex: 0,
      completedSteps: form.ui.steps.map((step) => step.id),
      data: example.data,
    });
  });
  return (
    <FormWizard
      form={form}
      draftKey={draftKey}
      today={prefilled ? example.today : undefined}
      onSubmit={(_data, _files, helpers) => helpers.clearDraft()}
    />
  );
}
