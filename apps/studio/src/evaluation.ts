// What the server says about the edited files after each pause in typing: the preview, the fixtures'
// verdicts, the check's problems and the change report, asked one after the other.
import type { ChangeReport, EditedFiles, FixtureVerdict, Problem, studioApi } from './api.ts';
import type { PreviewForm } from './preview/PreviewPane.tsx';

export type EvaluationApi = Pick<typeof studioApi, 'preview' | 'fixtures' | 'check' | 'changes'>;

export interface EvaluationHandlers {
  /** The form the preview draws, or null when the schema cannot be bundled or compiled. */
  readonly preview: (form: PreviewForm | null) => void;
  readonly fixtures: (verdicts: FixtureVerdict[]) => void;
  readonly problems: (problems: Problem[]) => void;
  readonly changes: (report: ChangeReport) => void;
}

export interface Evaluator {
  /**
   * Evaluates these files (ending the evaluation of other files). `early`: asked by an editor at the end
   * of a pause in typing, before the studio has drawn its text; the studio's own request for the same
   * files that follows its drawing then finds this one under way instead of starting again.
   */
  run(formId: number, files: EditedFiles, early?: boolean): void;
  /** Ends the evaluation under way unless it is of these files (they changed; the new run follows). */
  supersede(formId: number, files: EditedFiles): void;
  stop(): void;
}

const keyOf = (formId: number, files: EditedFiles) => JSON.stringify([formId, files]);

export function createEvaluator(api: EvaluationApi, on: EvaluationHandlers): Evaluator {
  let current: { key: string; controller: AbortController; early: boolean } | null = null;

  const evaluate = async (formId: number, files: EditedFiles, signal: AbortSignal) => {
    try {
      // One request at a time (the server is one thread): the preview first, which compiles the edited
      // schema's validator; the fixtures, whose verdicts reuse it; then the check (slowest, it compiles
      // again through its own cache) and the change report.
      const answer = await api.preview(formId, files, signal);
      if (signal.aborted) return;
      on.preview(
        answer.preview && answer.validator ? { ...answer.preview, validator: answer.validator } : null,
      );
      const { fixtures } = await api.fixtures(formId, files, signal);
      if (signal.aborted) return;
      on.fixtures(fixtures);
      const { problems } = await api.check(formId, files, signal);
      if (signal.aborted) return;
      on.problems(problems);
      const report = await api.changes(formId, files, signal);
      if (signal.aborted) return;
      on.changes(report);
    } catch {
      // Ended by the next edit, or the server is gone (the next edit tries again).
    }
  };

  const stop = () => {
    current?.controller.abort();
    current = null;
  };

  return {
    run(formId, files, early = false) {
      const key = keyOf(formId, files);
      if (current?.key === key && current.early && !early) {
        // The editor's head start: this is the request it anticipated.
        current.early = false;
        return;
      }
      stop();
      const controller = new AbortController();
      current = { key, controller, early };
      void evaluate(formId, files, controller.signal);
    },
    supersede(formId, files) {
      if (current && current.key !== keyOf(formId, files)) stop();
    },
    stop,
  };
}
