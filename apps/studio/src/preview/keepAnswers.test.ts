// The preview keeps what the analyst typed into it across edits of the files: only another
// form, fixture, day or step, or a reloaded frame, starts it again from the studio's answers.
import type { FormUi } from '@portal/form-catalog';
import type { StoredDraft } from '@portal/form-engine/drafts';
import { describe, expect, it } from 'vitest';
import type { RenderRequest } from './messages.ts';
import { startDraft } from './PreviewFrame.tsx';
import { sameStart, type PreviewStart } from './PreviewPane.tsx';

const ui = { steps: [{ id: 'a' }, { id: 'b' }], uiSchema: {} } as unknown as FormUi;
const now = new Date('2026-11-29T10:00:00Z');

function request(overrides: Partial<RenderRequest> = {}): RenderRequest {
  return {
    type: 'render',
    entry: { id: 1, title: 'Wniosek', version: '1.3.0', description: '' },
    schema: {},
    ui,
    validator: '/studio-validators/x.js',
    data: {},
    today: undefined,
    stepIndex: 0,
    revision: 2,
    keepAnswers: false,
    ...overrides,
  };
}

const typed: StoredDraft = {
  formId: 1,
  version: '1.2.0',
  savedAt: '2026-11-29T09:59:00.000Z',
  stepIndex: 1,
  completedSteps: ['a'],
  data: { name: 'Jan' },
};

describe('startDraft', () => {
  it("after an edit of the files, goes on from the typed answers and step, as the studio's", () => {
    expect(startDraft(request({ keepAnswers: true }), typed, now)).toEqual({
      ...typed,
      version: '1.3.0',
      prefilled: true,
    });
  });

  it('keeps the step inside the edited form when a step was removed', () => {
    const shorter = { ...ui, steps: [{ id: 'a' }] } as unknown as FormUi;
    expect(
      startDraft(request({ keepAnswers: true, ui: shorter }), { ...typed, stepIndex: 2 }, now)?.stepIndex,
    ).toBe(1);
  });

  it('starts from the fixture and step otherwise, or when nothing was typed', () => {
    const fixture = request({ data: { name: 'Anna' }, stepIndex: 1 });
    const fromFixture = {
      formId: 1,
      version: '1.3.0',
      savedAt: now.toISOString(),
      stepIndex: 1,
      completedSteps: ['a', 'b'],
      data: { name: 'Anna' },
      prefilled: true,
    };
    expect(startDraft(fixture, typed, now)).toEqual(fromFixture);
    expect(startDraft({ ...fixture, keepAnswers: true }, null, now)).toEqual(fromFixture);
    expect(startDraft({ ...fixture, keepAnswers: true }, { ...typed, formId: 2 }, now)).toEqual(fromFixture);
  });

  it('opens an empty form on step 1 without a draft', () => {
    expect(startDraft(request(), typed, now)).toBeNull();
  });
});

describe('sameStart', () => {
  const data = { name: 'Anna' };
  const start: PreviewStart = { ready: 1, formId: 1, data, today: undefined, stepIndex: 0 };

  it('is the same start when only the files changed', () => {
    expect(sameStart(start, { ...start })).toBe(true);
  });

  it('restarts on the first render, a reloaded frame, another form, fixture, day or step', () => {
    expect(sameStart(null, start)).toBe(false);
    for (const change of [
      { ready: 2 },
      { formId: 2 },
      { data: { name: 'Anna' } },
      { today: '2026-01-01' },
      { stepIndex: 1 },
    ])
      expect(sameStart(start, { ...start, ...change }), JSON.stringify(change)).toBe(false);
  });
});
