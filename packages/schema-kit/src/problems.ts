// A problem found in the forms' data: which file, where in it (JSON pointer) and what is wrong, in Polish,
// so an analyst can fix it without reading the tool.
import path from 'node:path';
import { jsonFileLocator, type JsonFileLocator } from './json-positions.ts';

export interface Problem {
  /** Relative to the repo root, e.g. schemas/forms/1-przylaczenie-do-40-kw/ui.json. */
  readonly file: string;
  /** JSON pointer into the file ('' for the whole file). */
  readonly pointer: string;
  readonly message: string;
  /** A generated file (docs, meta-schemas) that `pnpm schemas:docs` would rewrite: the data itself is fine. */
  readonly stale?: boolean;
  /** 1-based line and column of the pointer's key in the file (JSON files; set by `locateProblems`). */
  readonly line?: number;
  readonly column?: number;
}

/** `file:line:column /pointer — message`: editors and terminals open the file at that place. */
export function formatProblem(problem: Problem): string {
  const where =
    problem.line === undefined ? problem.file : `${problem.file}:${problem.line}:${problem.column ?? 1}`;
  return `${where} ${problem.pointer || '/'} — ${problem.message}`;
}

/** Adds line and column to every problem in a JSON file (its pointer's key, or the file's syntax error). */
export function locateProblems(root: string, problems: readonly Problem[]): Problem[] {
  const locators = new Map<string, JsonFileLocator | null>();
  return problems.map((problem) => {
    if (!problem.file.endsWith('.json')) return problem;
    if (!locators.has(problem.file))
      locators.set(problem.file, jsonFileLocator(path.join(root, problem.file)));
    const position = locators.get(problem.file)?.locate(problem.pointer);
    return position ? { ...problem, line: position.line, column: position.column } : problem;
  });
}

/** The same problem found through several forms (a shared definition) is reported once. */
export function uniqueProblems(problems: readonly Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = `${problem.file}\u0000${problem.pointer}\u0000${problem.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Polish plural of a count ("1 problem", "2 problemy", "5 problemów"). */
export function countProblems(count: number): string {
  const lastTwo = count % 100;
  const last = count % 10;
  if (count === 1) return '1 problem';
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return `${count} problemy`;
  return `${count} problemów`;
}
