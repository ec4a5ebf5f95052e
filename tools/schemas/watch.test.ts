import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from './paths.ts';
import { copySchemas, type SchemasCopy } from './testing/schemas-copy.ts';
import { isWatchedFile, watchSchemas, type SchemaWatcher } from './watch.ts';

const FORM_27 = 'schemas/forms/27-ekspertyza-ukladu-pomiarowego';

/** What was printed; `line` resolves when a line matching `pattern` has been (or is) printed. */
function printedLines() {
  let text = '';
  const waiting: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  const find = (pattern: RegExp) => text.split('\n').find((candidate) => pattern.test(candidate));
  /** Output as it comes: a chunk of a child's stream may end mid-line. */
  const write = (chunk: string) => {
    text += chunk;
    for (const wait of [...waiting]) {
      const line = find(wait.pattern);
      if (line !== undefined) {
        waiting.splice(waiting.indexOf(wait), 1);
        wait.resolve(line);
      }
    }
  };
  return {
    write,
    /** A whole line, as watchSchemas logs it. */
    print: (line: string) => write(`${line}\n`),
    text: () => text,
    line: (pattern: RegExp) =>
      new Promise<string>((resolve) => {
        const line = find(pattern);
        if (line !== undefined) resolve(line);
        else waiting.push({ pattern, resolve });
      }),
  };
}

describe('pnpm schemas:watch (issue 19)', () => {
  let copy: SchemasCopy | undefined;
  let watcher: SchemaWatcher | undefined;
  let child: ChildProcess | undefined;
  afterEach(async () => {
    watcher?.close();
    await watcher?.idle();
    child?.kill('SIGTERM');
    copy?.dispose();
    watcher = child = copy = undefined;
  });

  it('watches JSON and the README, not editor temp files', () => {
    expect(isWatchedFile('forms/1-x/ui.json')).toBe(true);
    expect(isWatchedFile('README.md')).toBe(true);
    expect(isWatchedFile('forms/1-x/.ui.json.swp')).toBe(false);
    expect(isWatchedFile('forms/1-x/ui.json~')).toBe(false);
  });

  // In the test's process (what the command runs, watch.ts's watchSchemas): a tsx process cost its start and
  // a check of every form with nothing kept from the other tests' checks.
  it('checks and builds on start, then prints a broken save as file:line:column with a Polish message', async () => {
    copy = copySchemas();
    const output = printedLines();
    watcher = watchSchemas(copy.root, { log: output.print, error: output.print });
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

  // The command line itself: --root, a first run and a clean stop on SIGTERM. On a copy with one form, so
  // that the child's check is short.
  it('runs as `pnpm schemas:watch --root <folder>` and stops on SIGTERM', async () => {
    copy = copySchemas();
    copy.editJson('schemas/catalog.json', (catalog) => {
      catalog.forms = catalog.forms.filter((entry: { id: number }) => entry.id === 1);
    });
    child = spawn(
      path.join(repoRoot, 'node_modules', '.bin', 'tsx'),
      ['tools/schemas/watch.ts', '--root', copy.root],
      { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const output = printedLines();
    child.stdout?.on('data', (chunk: Buffer) => output.write(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.write(chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child?.on('exit', resolve));
    await output.line(/schemas:watch: obserwuję schemas\//);
    // The first run has ended (the definitions the one form does not use are reported: no matter here).
    await output.line(/Czekam na zmiany/);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 240_000);
});
