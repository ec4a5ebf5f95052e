// @vitest-environment node
// The overlay an evaluation of an edit runs on (forms.ts keptOverlay): kept between requests, it must hold
// exactly the edit of the moment, and never write an edited text into the real files through its links.
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readFileSync, readlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { copySchemas, type SchemasCopy } from '@portal/schema-kit/testing';
import { formEntry, keptOverlay } from './forms.ts';

const FORM_1 = 'schemas/forms/1-przylaczenie-do-40-kw';
const VALID = 'valid/private-person-new-house.json';

// A kept overlay left by a server stopped by a signal: its pid is gone, so the first overlay removes it.
const orphan = path.join(tmpdir(), `portal-studio-kept-${spawnSync('true').pid}-test`);
beforeAll(() => mkdirSync(path.join(orphan, 'schemas'), { recursive: true }));

let copy: SchemasCopy | null = null;
afterEach(() => {
  copy?.dispose();
  copy = null;
});

function form1() {
  copy = copySchemas();
  const { entry } = formEntry(copy.paths, 1)!;
  const real = (file: string) => readFileSync(path.join(copy!.root, file), 'utf8');
  return { root: copy.root, paths: copy.paths, entry, real };
}

describe('the kept overlay of an edited form', () => {
  it('holds the edited texts and links to every other file', () => {
    const { root, paths, entry, real } = form1();
    const overlay = keptOverlay(paths, entry, {
      'schema.json': '{"edited": 1}',
      fixtures: { [VALID]: '{"fixture": 1}', 'invalid/nowy.json': '{"new": 1}' },
      'catalog.json': '{"catalog": 1}',
    });
    const own = path.join(overlay.formsDir, entry.folder);
    expect(readFileSync(path.join(own, 'schema.json'), 'utf8')).toBe('{"edited": 1}');
    expect(lstatSync(path.join(own, 'schema.json')).isSymbolicLink()).toBe(false);
    expect(readlinkSync(path.join(own, 'ui.json'))).toBe(path.join(root, FORM_1, 'ui.json'));
    expect(readFileSync(path.join(own, 'fixtures', VALID), 'utf8')).toBe('{"fixture": 1}');
    expect(readFileSync(path.join(own, 'fixtures/invalid/nowy.json'), 'utf8')).toBe('{"new": 1}');
    expect(readFileSync(overlay.catalogFile, 'utf8')).toBe('{"catalog": 1}');
    expect(lstatSync(path.join(overlay.formsDir, '10-prosument-umowa-kompleksowa')).isSymbolicLink()).toBe(
      true,
    );
    // The real files are as they were.
    expect(real(`${FORM_1}/schema.json`)).not.toContain('"edited": 1');
    expect(real(`${FORM_1}/fixtures/${VALID}`)).not.toContain('"fixture": 1');
    expect(real('schemas/catalog.json')).not.toContain('"catalog": 1');
  });

  it('lays the next edit over the last one: edits taken back link to the real files again', () => {
    const { root, paths, entry, real } = form1();
    const first = keptOverlay(paths, entry, {
      'schema.json': '{"edited": 1}',
      fixtures: { 'valid/nowy.json': '{"new": 1}' },
      'catalog.json': '{"catalog": 1}',
    });
    const second = keptOverlay(paths, entry, { 'ui.json': '{"ui": 2}' });
    expect(second.root).toBe(first.root);
    expect(existsSync(orphan)).toBe(false);
    const own = path.join(second.formsDir, entry.folder);
    expect(readlinkSync(path.join(own, 'schema.json'))).toBe(path.join(root, FORM_1, 'schema.json'));
    expect(readFileSync(path.join(own, 'ui.json'), 'utf8')).toBe('{"ui": 2}');
    expect(existsSync(path.join(own, 'fixtures/valid/nowy.json'))).toBe(false);
    expect(readlinkSync(second.catalogFile)).toBe(path.join(root, 'schemas/catalog.json'));
    // A text laid where a link was is not written through it.
    expect(real(`${FORM_1}/ui.json`)).not.toContain('"ui": 2');
    const third = keptOverlay(paths, entry, { 'ui.json': '{"ui": 3}' });
    expect(readFileSync(path.join(third.formsDir, entry.folder, 'ui.json'), 'utf8')).toBe('{"ui": 3}');
  });
});
