// A problem found in the forms' data: which file, where in it (JSON pointer) and what is wrong, in Polish,
// so an analyst can fix it without reading the tool.
export interface Problem {
  /** Relative to the repo root, e.g. schemas/forms/1-przylaczenie-do-40-kw/ui.json. */
  readonly file: string;
  /** JSON pointer into the file ('' for the whole file). */
  readonly pointer: string;
  readonly message: string;
}

export function formatProblem(problem: Problem): string {
  return `${problem.file} ${problem.pointer || '/'} — ${problem.message}`;
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
