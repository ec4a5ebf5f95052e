// `pnpm schemas:watch [--root <folder>]`: the analyst's loop. Runs `schemas:check` once and
// again after every save under schemas/ (node:fs watch, debounced: an editor's save is several events), and
// when the check passes (stale generated docs aside), `schemas:build`, so Storybook and the dev server pick
// the change up. Problems are
// printed as `file:line:column /pointer — Polish message`, which terminals and editors open at that place.
// A save during a run is not lost: the run is repeated once it ends. Ctrl+C stops it.
import { watch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildForms } from './build.ts';
import {
  checkSchemas,
  countProblems,
  displayPath,
  formatProblem,
  type SchemaPaths,
} from '@portal/schema-kit';
import { cliPaths, isMainModule } from './paths.ts';

export interface WatchOptions {
  /** Quiet period after the last change before a run (ms). */
  readonly debounceMs?: number;
  readonly log?: (line: string) => void;
  readonly error?: (line: string) => void;
}

export interface SchemaWatcher {
  /** Resolves when the run in progress (if any) has ended. */
  idle(): Promise<void>;
  close(): void;
}

/** Files whose save should trigger a run: JSON of schemas/ and its README (editors' temp files are not). */
export function isWatchedFile(name: string): boolean {
  const base = path.basename(name);
  if (base.startsWith('.') || base.endsWith('~')) return false;
  return base.endsWith('.json') || base === 'README.md';
}

const seconds = (started: number) => ((performance.now() - started) / 1000).toFixed(1);

export function watchSchemas(paths: SchemaPaths = cliPaths(), options: WatchOptions = {}): SchemaWatcher {
  const { debounceMs = 300, log = console.log, error = console.error } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  const changed = new Set<string>();

  const runOnce = async () => {
    const files = [...changed].sort();
    changed.clear();
    const started = performance.now();
    log(files.length > 0 ? `\nZmiana: ${files.join(', ')} — sprawdzam…` : 'Sprawdzam schemas/…');
    try {
      const problems = await checkSchemas(paths);
      for (const problem of problems) error(formatProblem(problem));
      // Stale generated docs do not stop the preview: the data is fine, `pnpm schemas:docs` before a commit.
      const blocking = problems.filter((problem) => !problem.stale);
      if (blocking.length > 0) {
        error(
          `schemas:check: ${countProblems(problems.length)} (${seconds(started)} s); nie buduję, dopóki ich nie poprawisz`,
        );
        return;
      }
      const built = await buildForms(paths);
      const verdict =
        problems.length === 0
          ? 'wszystko w porządku'
          : 'dane w porządku, ale pliki generowane są nieaktualne (przed commitem: `pnpm schemas:docs`)';
      log(
        `schemas:check: ${verdict}; schemas:build: ${built.forms} formularzy online -> ${displayPath(paths, paths.generatedFormsDir)} (zmienionych plików: ${built.written.length}; ${seconds(started)} s)`,
      );
    } catch (failure) {
      error(`schemas:watch: ${(failure as Error).message}`);
    }
  };

  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await runOnce();
      } while (again);
      log('Czekam na zmiany w schemas/ (Ctrl+C kończy).');
    })().finally(() => {
      running = null;
    });
  };

  const watcher: FSWatcher = watch(paths.schemasDir, { recursive: true }, (_event, name) => {
    if (!name || !isWatchedFile(String(name))) return;
    changed.add(displayPath(paths, path.join(paths.schemasDir, String(name))));
    clearTimeout(timer);
    timer = setTimeout(run, debounceMs);
  });
  log(`schemas:watch: obserwuję ${displayPath(paths, paths.schemasDir) || 'schemas'}/`);
  run();
  return {
    idle: async () => {
      while (running) await running;
    },
    close: () => {
      clearTimeout(timer);
      watcher.close();
    },
  };
}

if (isMainModule(import.meta.url)) {
  const { values } = parseArgs({ options: { root: { type: 'string' } } });
  const watcher = watchSchemas(cliPaths(values.root));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      watcher.close();
      process.exit(0);
    });
  }
}
