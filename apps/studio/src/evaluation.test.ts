// After a pause in typing the editor asks the server at once; the studio's own request for the same
// files, after it has drawn them, must not ask again, and any other files end what is under way.
import { describe, expect, it, vi } from 'vitest';
import type { EditedFiles } from './api.ts';
import { createEvaluator, type EvaluationApi } from './evaluation.ts';

const files = (title: string): EditedFiles => ({
  'schema.json': JSON.stringify({ title }),
  'ui.json': '{"steps":[]}',
});

/** Each request answers when the test says so, in the order asked. */
function fakeApi() {
  const asked: { what: string; files: EditedFiles; signal: AbortSignal; answer: () => void }[] = [];
  const request =
    (what: string, value: (files: EditedFiles) => unknown) =>
    (_id: number, edited: EditedFiles, signal?: AbortSignal) =>
      new Promise((resolve, reject) => {
        signal?.addEventListener('abort', () => reject(new Error('aborted')));
        asked.push({ what, files: edited, signal: signal!, answer: () => resolve(value(edited)) });
      });
  const api = {
    preview: request('preview', (edited) => ({
      preview: { schema: JSON.parse(edited['schema.json']!), ui: { steps: [] } },
      validator: '/v.js',
    })),
    fixtures: request('fixtures', () => ({ fixtures: [] })),
    check: request('check', () => ({ problems: [] })),
    changes: request('changes', () => ({ report: null })),
  } as unknown as EvaluationApi;
  return { api, asked };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function handlers() {
  return { preview: vi.fn(), fixtures: vi.fn(), problems: vi.fn(), changes: vi.fn() };
}

/** An editor's head start on files titled A. */
function headStartOfA() {
  const { api, asked } = fakeApi();
  const on = handlers();
  const evaluator = createEvaluator(api, on);
  evaluator.run(1, files('A'), true);
  return { asked, on, evaluator };
}

describe('evaluation of the edited files', () => {
  it('asks for the preview, the fixtures, the check and the change report one after the other', async () => {
    const { api, asked } = fakeApi();
    const on = handlers();
    createEvaluator(api, on).run(1, files('A'));
    for (const what of ['preview', 'fixtures', 'check', 'changes']) {
      expect(asked.at(-1)?.what).toBe(what);
      asked.at(-1)!.answer();
      await settle();
    }
    expect(asked).toHaveLength(4);
    expect(on.preview).toHaveBeenCalledWith({
      schema: { title: 'A' },
      ui: { steps: [] },
      validator: '/v.js',
    });
    expect(on.problems).toHaveBeenCalledWith([]);
    expect(on.changes).toHaveBeenCalledWith({ report: null });
  });

  it("takes the studio's request for the files an editor's head start is evaluating as that one", async () => {
    const { asked, on, evaluator } = headStartOfA();
    evaluator.supersede(1, files('A'));
    evaluator.run(1, files('A'));
    expect(asked).toHaveLength(1);
    expect(asked[0]!.signal.aborted).toBe(false);
    asked[0]!.answer();
    await settle();
    expect(on.preview).toHaveBeenCalledTimes(1);
    // Asked once more by the studio (not an editor's head start), the same files are evaluated again.
    evaluator.run(1, files('A'));
    expect(asked[1]!.signal.aborted).toBe(true);
    expect(asked.at(-1)?.what).toBe('preview');
  });

  it('ends the evaluation of other files: their late answers are never shown', async () => {
    const { asked, on, evaluator } = headStartOfA();
    evaluator.supersede(1, files('B'));
    expect(asked[0]!.signal.aborted).toBe(true);
    evaluator.run(1, files('B'));
    asked[1]!.answer();
    await settle();
    expect(on.preview).toHaveBeenCalledTimes(1);
    expect(on.preview).toHaveBeenCalledWith(expect.objectContaining({ schema: { title: 'B' } }));

    evaluator.stop();
    asked.at(-1)!.answer();
    await settle();
    expect(on.fixtures).not.toHaveBeenCalled();
  });

  it('asks nothing more once typing goes on, but still shows the preview already asked for', async () => {
    const { asked, on, evaluator } = headStartOfA();
    evaluator.typing();
    asked[0]!.answer();
    await settle();
    expect(on.preview).toHaveBeenCalledTimes(1);
    expect(asked).toHaveLength(1);
    // The next pause's files are evaluated in full.
    evaluator.run(1, files('AB'), true);
    for (const what of ['preview', 'fixtures', 'check', 'changes']) {
      expect(asked.at(-1)?.what).toBe(what);
      asked.at(-1)!.answer();
      await settle();
    }
    expect(on.changes).toHaveBeenCalledTimes(1);
  });
});
