// `pnpm schemas:check` on another root (the journey's copy): exit code 1 and the problems when it fails.
import { checkSchemas, formatProblem, schemaPaths } from '@portal/schema-kit';

const root = process.argv[2];
if (!root) throw new Error('usage: tsx check-root.ts <root>');
const problems = await checkSchemas(schemaPaths(root));
for (const problem of problems) console.error(formatProblem(problem));
process.exitCode = problems.length > 0 ? 1 : 0;
