// Every step of every online form in schemas/ renders with the engine and passes axe-core's WCAG 2.1 A/AA
// rules (quality-bar "Accessibility": zero violations on every wizard step). jsdom cannot compute colours,
// so colour contrast is left to the browser runs; labels, names, fieldsets, ARIA and ids are checked here.
import { screen } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { readCatalog, readForm } from '@portal/form-catalog/node';
import { axeViolations } from '../test/axe.ts';
import { catalogEntries, loadRealForm, schemasDir } from '../test/realForms.ts';
import { renderWithUi } from '../test/renderWithUi.tsx';
import { writeDraft } from '../drafts/draftStorage.ts';
import type { WizardForm } from '../form/types.ts';
import { FormWizard } from './FormWizard.tsx';

// Every step of the catalog's most frequently filled forms (applications-spec §2) and of the
// smallest-numbered other forms; ALL_FORMS=1 checks every online form (~6 minutes on a loaded machine; all
// pass). The forms share the definitions and widgets, so this sample covers every widget.
const catalog = readCatalog(schemasDir);
const frequent = new Set(catalog.categories.flatMap((category) => category.frequent?.formIds ?? []));
const online = catalogEntries().filter(
  (entry) =>
    entry.mode === 'online' &&
    (process.env.ALL_FORMS === '1' || frequent.has(entry.id) || entry.id === 100 || entry.id === 24),
);

// One test per step, so that a step's time limit guards against a hang on a busy machine rather than
// bounding a whole form; each form is loaded (its validator compiled) once.
const steps = online.flatMap((entry) =>
  (readForm(schemasDir, entry).ui?.steps ?? []).map(
    (step, stepIndex) => [entry.id, stepIndex, step.id] as const,
  ),
);
const loaded = new Map<number, Promise<WizardForm>>();
function loadOnce(id: number): Promise<WizardForm> {
  let form = loaded.get(id);
  if (!form) loaded.set(id, (form = loadRealForm(id)));
  return form;
}

describe('every step of every form: rendered and accessible', () => {
  it.each(steps)(
    'form %i, step %i (%s)',
    async (id, stepIndex) => {
      const form = await loadOnce(id);
      writeDraft(id, {
        formId: id,
        version: form.entry.version,
        savedAt: '2026-06-15T08:00:00.000Z',
        stepIndex,
        completedSteps: form.ui.steps.map((step) => step.id),
        data: {},
      });
      renderWithUi(<FormWizard form={form} onSubmit={() => undefined} today="2026-06-15" />);
      const step = form.ui.steps[stepIndex]!;
      expect(screen.getByRole('heading', { level: 2, name: step.title })).toBeInTheDocument();
      expect(await axeViolations(), `form ${id}, step ${step.id}`).toEqual([]);
    },
    60_000,
  );
});

describe('error states and the summary are accessible', () => {
  it('form 1: a step with its error summary and field errors', async () => {
    const user = userEvent.setup();
    const form = await loadOnce(1);
    renderWithUi(<FormWizard form={form} onSubmit={() => undefined} today="2026-06-15" />);
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    await screen.findByRole('heading', { name: 'Popraw błędy w formularzu' });
    expect(await axeViolations()).toEqual([]);
  });

  it('form 1: the summary step with a valid fixture', async () => {
    const form = await loadOnce(1);
    const fixture = (
      await import('../../../../schemas/forms/1-przylaczenie-do-40-kw/fixtures/valid/private-person-new-house.json')
    ).default as {
      data: Record<string, unknown>;
    };
    writeDraft(1, {
      formId: 1,
      version: form.entry.version,
      savedAt: '2026-06-15T08:00:00.000Z',
      stepIndex: form.ui.steps.length,
      completedSteps: form.ui.steps.map((step) => step.id),
      // Files are never in a draft; without them the restored attachments would be dropped.
      data: { ...fixture.data, attachments: undefined },
    });
    renderWithUi(<FormWizard form={form} onSubmit={() => undefined} today="2026-06-15" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Sprawdź swoje odpowiedzi' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
