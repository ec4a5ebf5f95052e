// The faults start the build's JavaScript (harness/api-process.ts): built here once, before any file, when its
// sources changed since the last build (tools/api-build.mjs keeps an input stamp), so a change to the API is
// what the faults run. A start of dist/entry.js takes about half the time of compiling src/ with tsx
// (docs/testing.md), and the suite starts the API about 25 times.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export default function buildTheApi(): void {
  const build = spawnSync(
    process.execPath,
    [path.join(import.meta.dirname, '../../../tools/api-build.mjs')],
    {
      encoding: 'utf8',
    },
  );
  if (build.status !== 0) throw new Error(`the API's build failed:\n${build.stdout}${build.stderr}`);
}
