// `pnpm schemas:build` as CI runs it four times: the command itself (node, then tsx when there is work),
// on a copy of schemas/ with three forms.
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemasStampFile } from './build-inputs.mjs';
import { schemaPaths } from '@portal/schema-kit';
import { copySchemas, type SchemasCopy } from '@portal/schema-kit/testing';

const cli = path.join(import.meta.dirname, 'build-unless-current.mjs');

describe('pnpm schemas:build (build-unless-current.mjs)', () => {
  let copy: SchemasCopy;
  const run = (env: Record<string, string> = {}) => {
    const result = spawnSync(process.execPath, [cli, '--root', copy.root], {
      encoding: 'utf8',
      env: { ...process.env, FORCE_BUILD: '', ...env },
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    return result.stdout;
  };
  const built = /schemas:build: 2 formularzy online .* \(zmienionych plików: (\d+)/;
  const upToDate = /schemas:build: aktualne/;
  /** Every output with its modification time: a file the build rewrote has a new one. */
  const outputTimes = () => {
    const { generatedFormsDir, generatedStoriesFile } = schemaPaths(copy.root);
    const files = [
      ...readdirSync(generatedFormsDir).map((name) => path.join(generatedFormsDir, name)),
      generatedStoriesFile,
    ];
    return Object.fromEntries(files.map((file) => [file, statSync(file).mtimeMs]));
  };

  beforeAll(() => {
    copy = copySchemas();
    copy.editJson('schemas/catalog.json', (catalog) => {
      catalog.forms = catalog.forms.filter((entry: { id: number }) => [1, 8, 100].includes(entry.id));
    });
    expect(run()).toMatch(built);
  });
  afterAll(() => copy.dispose());

  it('leaves a stamp of the inputs beside the output', () => {
    expect(readdirSync(schemaPaths(copy.root).generatedFormsDir)).toContain(
      path.basename(schemasStampFile(copy.root)),
    );
  });

  it('a second build with no change reports the output up to date and rewrites nothing', () => {
    const before = outputTimes();
    const output = run();
    expect(output).toMatch(upToDate);
    expect(output).not.toMatch(built);
    expect(outputTimes()).toEqual(before);
  });

  it('a changed schema builds again', () => {
    copy.editJson('schemas/forms/1-przylaczenie-do-40-kw/schema.json', (schema) => {
      schema.description = `${schema.description ?? ''} (zmienione)`;
    });
    const output = run();
    expect(output).toMatch(built);
    expect(Number(built.exec(output)![1])).toBeGreaterThan(0);
    expect(run()).toMatch(upToDate);
  });

  it('a deleted output builds again, and puts it back', () => {
    const ui = path.join(schemaPaths(copy.root).generatedFormsDir, '1.ui.json');
    rmSync(ui);
    expect(run()).toMatch(built);
    expect(statSync(ui).isFile()).toBe(true);
    rmSync(schemaPaths(copy.root).generatedStoriesFile);
    expect(run()).toMatch(built);
    expect(run()).toMatch(upToDate);
  });

  it('FORCE_BUILD=1 builds even when the output is current', () => {
    expect(run({ FORCE_BUILD: '1' })).toMatch(built);
  });
});
