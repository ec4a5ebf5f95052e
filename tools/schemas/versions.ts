// `pnpm schemas:versions [--since <rev>]`: each form whose change since its release (or since <rev>)
// needs a new version has one (@portal/schema-kit checkVersions). Prints
// `schemas/catalog.json:line:column /forms/i/version — …` per form and exits 1; a CI step.
import { checkVersions, countProblems, formatProblem, type Problem } from '@portal/schema-kit';
import { cliPaths, isMainModule } from './paths.ts';

if (isMainModule(import.meta.url)) {
  const started = performance.now();
  const sinceAt = process.argv.indexOf('--since');
  const since = sinceAt >= 0 ? process.argv[sinceAt + 1] : undefined;
  if (sinceAt >= 0 && !since) {
    console.error('schemas:versions: po --since podaj rewizję git (np. main albo znacznik wydania)');
    process.exit(2);
  }
  let problems: Problem[];
  try {
    problems = checkVersions(cliPaths(), { since });
  } catch (error) {
    const detail = (error as { stderr?: string }).stderr?.toString().trim() || (error as Error).message;
    console.error(`schemas:versions: nie da się porównać z historią git: ${detail}`);
    process.exit(2);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  for (const problem of problems) console.error(formatProblem(problem));
  if (problems.length > 0) {
    console.error(`\nschemas:versions: ${countProblems(problems.length)} (${seconds} s)`);
    process.exitCode = 1;
  } else {
    console.log(
      `schemas:versions: każdy formularz ma wersję, jakiej wymagają jego zmiany od ${since ?? 'ustalenia jego wersji'} (${seconds} s)`,
    );
  }
}
