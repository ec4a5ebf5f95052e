import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from './paths.ts';
import { schemaPaths } from '@portal/schema-kit';
import { copySchemas, type SchemasCopy } from '@portal/schema-kit/testing';
import { isWatchedFile } from './watch.ts';

const FORM_27 = 'schemas/forms/27-ekspertyza-ukladu-pomiarowego';

/** Collects a child's output and resolves when a line matching `pattern` has been printed. */
function outputOf(child: ChildProcess) {
  let text = '';
  const waiting: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  const onData = (chunk: Buffer) => {
    text += chunk.toString();
    for (const wait of [...waiting]) {
      const line = text.split('\n').find((candidate) => wait.pattern.test(candidate));
      if (line !== undefined) {
        waiting.splice(waiting.indexOf(wait), 1);
        wait.resolve(line);
      }
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  return {
    text: () => text,
    line: (pattern: RegExp) =>
      new Promise<string>((resolve) => {
        const line = text.split('\n').find((candidate) => pattern.test(candidate));
        if (line !== undefined) resolve(line);
        else waiting.push({ pattern, resolve });
      }),
  };
}

describe('pnpm schemas:watch', () => {
  let copy: SchemasCopy | undefined;
  let child: ChildProcess | undefined;
  afterEach(() => {
    child?.kill('SIGTERM');
    copy?.dispose();
  });

  it('watches JSON and the README, not editor temp files', () => {
    expect(isWatchedFile('forms/1-x/ui.json')).toBe(true);
    expect(isWatchedFile('README.md')).toBe(true);
    expect(isWatchedFile('forms/1-x/.ui.json.swp')).toBe(false);
    expect(isWatchedFile('forms/1-x/ui.json~')).toBe(false);
  });

  it('checks and builds on start, then prints a broken save as file:line:column with a Polish message', async () => {
    copy = copySchemas();
    // The repo's build output (\`pnpm test\` builds first) as an analyst's checkout has it: the build keeps
    // each validator whose stamp matches its schema instead of compiling all 36 forms again.
    const built = schemaPaths(repoRoot).generatedFormsDir;
    if (existsSync(built)) cpSync(built, copy.paths.generatedFormsDir, { recursive: true });
    // \`pnpm schemas:watch\` is \`tsx tools/schemas/watch.ts\`; tsx's loader in this one process, as its command
    // line would start a second node to run the script in.
    child = spawn(process.execPath, ['--import', 'tsx', 'tools/schemas/watch.ts', '--root', copy.root], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = outputOf(child);
    // Read, not written: `pnpm schemas:new` adds a form without touching this test.
    const online = copy
      .readJson<{ forms: { mode: string }[] }>('schemas/catalog.json')
      .forms.filter((entry) => entry.mode === 'online').length;
    await output.line(/schemas:watch: obserwuję schemas\//);
    // The first run passes and builds into the copy.
    await output.line(new RegExp(`wszystko w porządku; schemas:build: ${online} formularzy online`));
    await output.line(/Czekam na zmiany/);

    const ui = `${FORM_27}/ui.json`;
    const broken = copy.readText(ui).replace('"expertUnit",', '"expertUnit"');
    copy.writeText(ui, broken);
    const before = broken.slice(0, broken.indexOf('"presenceRequested"\n')).split('\n');
    const where = `${ui}:${before.length}:${(before.at(-1) ?? '').length + 1}`;
    const line = await output.line(/brak przecinka/);
    expect(line).toBe(
      `${where} / — niepoprawny JSON w wierszu ${before.length}, kolumnie ${(before.at(-1) ?? '').length + 1}: brak przecinka "," między elementami`,
    );
    expect(output.text()).toContain(`Zmiana: ${ui} — sprawdzam…`);
    await output.line(/nie buduję, dopóki ich nie poprawisz/);

    // Fixed, with a new step title: docs/forms.md is stale, yet the preview is built.
    copy.writeText(
      ui,
      broken
        .replace('"expertUnit"', '"expertUnit",')
        .replace('"title": "Ekspertyza"', '"title": "Dodatkowa ekspertyza"'),
    );
    await output.line(/^docs\/forms\.md \/ — plik jest nieaktualny/);
    await output.line(
      new RegExp(
        `dane w porządku, ale pliki generowane są nieaktualne.*schemas:build: ${online} formularzy online`,
      ),
    );
  }, 240_000);
});
