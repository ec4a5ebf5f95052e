// schemas:versions on a copy of schemas/ in a throwaway git repository: a change that needs a new version
// (a field made required) fails until the version goes up, compared with the commit that set the version
// or with --since.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSchemas } from './check.ts';
import { formatProblem } from './problems.ts';
import { copySchemas, type SchemasCopy } from './testing/schemas-copy.ts';
import { checkVersions, compareVersions } from './versions.ts';

const FORM_1 = 'schemas/forms/1-przylaczenie-do-40-kw';
const CATALOG = 'schemas/catalog.json';

describe('schemas:versions', () => {
  let copy: SchemasCopy;
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: copy.root,
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'Analityk',
        GIT_AUTHOR_EMAIL: 'analityk@example.invalid',
        GIT_COMMITTER_NAME: 'Analityk',
        GIT_COMMITTER_EMAIL: 'analityk@example.invalid',
      },
    });
  const commit = (message: string) => {
    git('add', '-A');
    git('commit', '-q', '-m', message);
    return git('rev-parse', 'HEAD').trim();
  };
  const form1 = () => (copy.readJson(CATALOG) as { forms: { id: number; version: string }[] }).forms[0]!;
  const setVersion = (version: string) =>
    copy.editJson(CATALOG, (catalog) => {
      catalog.forms[0].version = version;
    });

  let released: string;
  let version: string;
  beforeAll(() => {
    copy = copySchemas();
    git('init', '-q', '-b', 'main');
    released = commit('wydanie');
    version = form1().version;
  }, 60_000);
  afterAll(() => copy.dispose());

  it('passes forms unchanged since their version was set', () => {
    expect(checkVersions(copy.paths)).toEqual([]);
  });

  it('refuses a change that needs a new version, naming the form, the old and the required version', async () => {
    copy.editJson(`${FORM_1}/schema.json`, (schema) => {
      schema.properties.extraInfo.required = ['comment'];
    });
    const required = version.replace(
      /^(\d+)\.(\d+)\.\d+$/,
      (_, major, minor) => `${major}.${Number(minor) + 1}.0`,
    );
    const problems = checkVersions(copy.paths);
    expect(problems.map(formatProblem)).toHaveLength(1);
    const [problem] = problems;
    expect(problem).toMatchObject({ file: CATALOG, pointer: '/forms/0/version' });
    expect(problem?.line).toBe(
      copy
        .readText(CATALOG)
        .split('\n')
        .findIndex((line) => line.includes(`"version": "${version}"`)) + 1,
    );
    expect(problem?.message).toContain(
      `formularz 1 „${'Wniosek o określenie warunków przyłączenia obiektu o mocy do 40 kW'}” zmienił się od ${released.slice(0, 10)} tak, że potrzebuje nowej wersji: było ${version}, jest ${version}, potrzeba ${required}`,
    );
    expect(problem?.message).toContain(
      'pole teraz wymagane „Dodatkowe informacje › Dodatkowe informacje o obiekcie”',
    );

    // Committed without a bump it is still refused (CI on main), by schemas:check too.
    commit('komentarz wymagany');
    expect(checkVersions(copy.paths)).toHaveLength(1);
    expect(
      (await checkSchemas(copy.paths))
        .filter((found) => found.pointer === '/forms/0/version')
        .map(formatProblem),
    ).toEqual(checkVersions(copy.paths).map(formatProblem));
    // A patch is not enough; the next minor version is.
    setVersion(version.replace(/\d+$/, '1'));
    expect(checkVersions(copy.paths)[0]?.message).toContain(`potrzeba ${required}`);
    setVersion(required);
    expect(checkVersions(copy.paths)).toEqual([]);
    commit('nowa wersja');
    expect(checkVersions(copy.paths)).toEqual([]);
  });

  it('compares every form with a given revision (--since) and refuses a version going down', () => {
    expect(checkVersions(copy.paths, { since: released })).toEqual([]);
    setVersion(version);
    expect(checkVersions(copy.paths, { since: released })[0]?.message).toContain('potrzebuje nowej wersji');
    setVersion('0.9.0');
    expect(checkVersions(copy.paths, { since: released })[0]?.message).toContain(
      `wersja nie może się cofnąć (w ${released.slice(0, 10)} była ${version}, jest 0.9.0)`,
    );
  });

  it('orders versions by number, not by text', () => {
    expect(compareVersions('1.10.0', '1.9.0')).toBe(1);
    expect(compareVersions('1.2.0', '1.2.0')).toBe(0);
    expect(compareVersions('0.9.0', '1.0.0')).toBe(-1);
  });
});
