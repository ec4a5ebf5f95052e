// @vitest-environment node
// "Zaproponuj zmianę" on a real git repository holding a copy of schemas/: the saved change goes on
// a new branch with the given message; unrelated changes, no change or an empty message are refused.
import { execFileSync } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { copySchemas, type SchemasCopy } from '@portal/schema-kit/testing';
import { branchName, proposeChange, statusPaths } from './propose.ts';

const FORM_1 = 'schemas/forms/1-przylaczenie-do-40-kw';
const NOW = new Date('2026-11-29T10:00:00Z');

let copy: SchemasCopy;
const git = (...args: string[]) => execFileSync('git', args, { cwd: copy.root, encoding: 'utf8' }).trim();

// One repository for the file (a copy of schemas/ and its first commit take seconds on a busy machine), put
// back to its first commit on main after each test.
beforeAll(() => {
  copy = copySchemas();
  git('init', '--quiet', '--initial-branch=main');
  git('config', 'user.name', 'Analityk');
  git('config', 'user.email', 'analityk@example.invalid');
  git('add', '--all');
  git('commit', '--quiet', '-m', 'start');
});
afterEach(() => {
  git('checkout', '--quiet', '--force', 'main');
  git('reset', '--quiet', '--hard', 'main');
  git('clean', '--quiet', '-fdx');
  for (const branch of git('branch', '--format=%(refname:short)').split('\n'))
    if (branch && branch !== 'main') git('branch', '--quiet', '-D', branch);
});
afterAll(() => copy.dispose());

describe('branchName and statusPaths', () => {
  it('names the branch by form and day, numbered when taken', () => {
    expect(branchName(1, NOW, () => false)).toBe('formularz-1-2026-11-29');
    const taken = new Set(['formularz-1-2026-11-29', 'formularz-1-2026-11-29-2']);
    expect(branchName(1, NOW, (name) => taken.has(name))).toBe('formularz-1-2026-11-29-3');
  });

  it('reads both paths of a rename', () => {
    expect(statusPaths(' M a.json\0R  new.json\0old.json\0?? b.json\0')).toEqual([
      'a.json',
      'new.json',
      'old.json',
      'b.json',
    ]);
  });
});

describe('proposeChange', () => {
  it('commits the form’s saved change on a new branch and returns the diff', () => {
    copy.editJson(`${FORM_1}/schema.json`, (schema) => {
      schema.description = 'Opis zmieniony w studiu';
    });
    copy.writeText(`${FORM_1}/fixtures/valid/nowy.json`, '{}\n');
    const proposal = proposeChange(copy.paths, 1, 'Formularz 1: nowy opis\n\n- szczegóły', NOW)!;
    expect(proposal).toMatchObject({ proposed: true, branch: 'formularz-1-2026-11-29', base: 'main' });
    expect(git('rev-parse', '--abbrev-ref', 'HEAD')).toBe('formularz-1-2026-11-29');
    expect(git('log', '-1', '--format=%B')).toBe('Formularz 1: nowy opis\n\n- szczegóły');
    expect(git('status', '--porcelain')).toBe('');
    expect(proposal.diff).toContain(`${FORM_1}/schema.json`);
    expect(proposal.diff).toContain('+  "description": "Opis zmieniony w studiu"');
    expect(proposal.diff).toContain(`${FORM_1}/fixtures/valid/nowy.json`);
  });

  it('refuses while the tree holds changes of other files, and commits nothing', () => {
    copy.editJson(`${FORM_1}/schema.json`, (schema) => {
      schema.description = 'Opis';
    });
    copy.writeText('schemas/forms/2-przylaczenie-powyzej-40-kw/notatka.txt', 'x');
    copy.writeText('README.local', 'x');
    const proposal = proposeChange(copy.paths, 1, 'Zmiana', NOW)!;
    expect(proposal.proposed).toBe(false);
    expect(proposal.refused).toMatch(/zmiany spoza tego formularza: .*README\.local/);
    expect(git('rev-parse', '--abbrev-ref', 'HEAD')).toBe('main');
    expect(git('log', '--format=%s')).toBe('start');
  });

  it('refuses with nothing saved, and with an empty message', () => {
    expect(proposeChange(copy.paths, 1, 'Zmiana', NOW)!.refused).toMatch(/najpierw „Zapisz i sprawdź”/);
    copy.writeText(`${FORM_1}/fixtures/valid/nowy.json`, '{}\n');
    expect(proposeChange(copy.paths, 1, '  \n', NOW)!.refused).toMatch(/Opis zmiany .* jest pusty/);
    expect(git('branch', '--list')).toBe('* main');
  });
});
