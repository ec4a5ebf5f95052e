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
  /**
   * Typing went on: the evaluation under way asks nothing more (an answer already asked for still
   * comes). The server is one thread: a check sent now, the slowest request, would hold up the preview
   * of the next pause, and its files are out of date already.
   */
  typing(): void;
  stop(): void;
}

const keyOf = (formId: number, files: EditedFiles) => JSON.stringify([formId, files]);

interface Under {
  readonly key: string;
  readonly controller: AbortController;
  /** An editor's head start not yet taken by the studio's own request. */
  early: boolean;
  /** Typing went on since it started: it asks nothing more. */
  held: boolean;
}

export function createEvaluator(api: EvaluationApi, on: EvaluationHandlers): Evaluator {
  let current: Under | null = null;

  const evaluate = async (formId: number, files: EditedFiles, under: Under) => {
    const signal = under.controller.signal;
    const goOn = () => !signal.aborted && !under.held;
    try {
      // One request at a time (the server is one thread): the preview first, which compiles the edited
      // schema's validator; the fixtures, whose verdicts reuse it; then the check (slowest, it compiles
      // again through its own cache) and the change report.
      const answer = await api.preview(formId, files, signal);
      if (signal.aborted) return;
      on.preview(
        answer.preview && answer.validator ? { ...answer.preview, validator: answer.validator } : null,
      );
      if (!goOn()) return;
      const { fixtures } = await api.fixtures(formId, files, signal);
      if (signal.aborted) return;
      on.fixtures(fixtures);
      if (!goOn()) return;
      const { problems } = await api.check(formId, files, signal);
      if (signal.aborted) return;
      on.problems(problems);
      if (!goOn()) return;
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
        // The editor's head start: this is the request it anticipated (held or not: when typing went
        // on, the next pause brings other files).
        current.early = false;
        return;
      }
      stop();
      current = { key, controller: new AbortController(), early, held: false };
      void evaluate(formId, files, current);
    },
    supersede(formId, files) {
      if (current && current.key !== keyOf(formId, files)) stop();
    },
    typing() {
      if (current) current.held = true;
    },
    stop,
  };
}
