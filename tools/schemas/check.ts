// `pnpm schemas:check`: everything schemas/README.md promises about the forms' data, in one run
// (@portal/schema-kit checkSchemas, which the studio's save runs too). Prints one line per problem
// (`file:line:column /pointer — Polish message`); exit code 1 if any.
import { readFileSync } from 'node:fs';
import type { Catalog } from '@portal/form-catalog';
import { checkSchemas, countProblems, formatProblem } from '@portal/schema-kit';
import { cliPaths, isMainModule } from './paths.ts';

if (isMainModule(import.meta.url)) {
  const started = performance.now();
  const paths = cliPaths();
  const problems = await checkSchemas(paths);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  for (const problem of problems) console.error(formatProblem(problem));
  if (problems.length > 0) {
    console.error(`\nschemas:check: ${countProblems(problems.length)} (${seconds} s)`);
    process.exitCode = 1;
  } else {
    const catalog = JSON.parse(readFileSync(paths.catalogFile, 'utf8')) as Catalog;
    console.log(`schemas:check: wszystko w porządku — ${catalog.forms.length} formularzy (${seconds} s)`);
  }
}
