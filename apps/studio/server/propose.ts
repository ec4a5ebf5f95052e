// "Zaproponuj zmianę": the saved change of one form committed on a new local branch, with the
// message the studio wrote from the change report, and the diff a reviewer will see. Never pushes. The
// working tree may hold only this form's change (its folder, the catalog and the documents a save
// regenerates): anything else would slip into the commit or block the switch, so the studio refuses.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { SchemaPaths } from '@portal/schema-kit';
import { formEntry } from './forms.ts';

export interface Proposal {
  readonly proposed: boolean;
  /** Why nothing was committed, in Polish. */
  readonly refused?: string;
  /** The new branch, and the branch (or commit) it starts from. */
  readonly branch?: string;
  readonly base?: string;
  readonly commit?: string;
  /** `git diff --stat --patch` of the commit: what the reviewer will read. */
  readonly diff?: string;
}

/** A branch name of the form and the day: `formularz-1-2026-11-29` (then -2, -3 when taken). */
export function branchName(id: number, now: Date, taken: (name: string) => boolean): string {
  const day = now.toISOString().slice(0, 10);
  const base = `formularz-${id}-${day}`;
  let name = base;
  for (let count = 2; taken(name); count += 1) name = `${base}-${count}`;
  return name;
}

/** `git status --porcelain -z` as the paths it names (both sides of a rename). */
export function statusPaths(porcelain: string): string[] {
  const fields = porcelain.split('\0').filter(Boolean);
  const paths: string[] = [];
  for (let index = 0; index < fields.length; index += 1) {
    const field = fields[index]!;
    paths.push(field.slice(3));
    // A rename or copy is followed by its source path.
    if (/^[RC]/.test(field)) {
      index += 1;
      if (fields[index]) paths.push(fields[index]!);
    }
  }
  return paths;
}

const MAX_DIFF = 400_000;

export function proposeChange(
  paths: SchemaPaths,
  id: number,
  message: string,
  now = new Date(),
): Proposal | null {
  const found = formEntry(paths, id);
  if (!found) return null;
  const git = (args: string[], input?: string) =>
    execFileSync('git', args, {
      cwd: paths.root,
      encoding: 'utf8',
      input,
      stdio: ['pipe', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
  const refuse = (reason: string): Proposal => ({ proposed: false, refused: reason });
  let top: string;
  try {
    top = git(['rev-parse', '--show-toplevel']).trim();
    git(['rev-parse', '--verify', 'HEAD']);
  } catch {
    return refuse(
      'Studio nie działa w repozytorium git z choćby jednym commitem: nie ma gdzie zaproponować zmiany.',
    );
  }
  const text = message.trim();
  if (!text) return refuse('Opis zmiany (wiadomość commita) jest pusty: napisz, co i dlaczego się zmienia.');

  const relative = (file: string) => path.relative(top, file).split(path.sep).join('/');
  const own = [
    `${relative(path.join(paths.formsDir, found.entry.folder))}/`,
    relative(paths.catalogFile),
    relative(paths.formsDoc),
    relative(paths.rulesDoc),
    relative(paths.schemasReadme),
    `${relative(paths.metaDir)}/`,
  ];
  const isOwn = (file: string) =>
    own.some((prefix) => (prefix.endsWith('/') ? file.startsWith(prefix) : file === prefix));
  const changed = statusPaths(git(['status', '--porcelain=v1', '-z', '--untracked-files=all']));
  const unrelated = changed.filter((file) => !isOwn(file));
  if (unrelated.length > 0) {
    const listed = unrelated.slice(0, 8).join(', ');
    const more = unrelated.length > 8 ? ` i ${unrelated.length - 8} innych` : '';
    return refuse(
      `W repozytorium są zmiany spoza tego formularza: ${listed}${more}. Zatwierdź je albo odłóż (git stash) i spróbuj ponownie: inaczej trafiłyby do tej propozycji.`,
    );
  }
  const mine = changed.filter(isOwn);
  if (mine.length === 0)
    return refuse(
      'Nie ma zapisanych zmian tego formularza: najpierw „Zapisz i sprawdź”, potem zaproponuj zmianę.',
    );

  let base: string;
  try {
    base = git(['symbolic-ref', '--short', '-q', 'HEAD']).trim();
  } catch {
    base = git(['rev-parse', '--short', 'HEAD']).trim();
  }
  const taken = (name: string) => {
    try {
      git(['rev-parse', '--verify', '--quiet', `refs/heads/${name}`]);
      return true;
    } catch {
      return false;
    }
  };
  const branch = branchName(id, now, taken);
  git(['switch', '-c', branch]);
  try {
    git(['add', '--all', '--', ...new Set(mine)]);
    git(['commit', '--quiet', '--file=-'], `${text}\n`);
  } catch (error) {
    // Back where the analyst was, with the change still in the working tree; the empty branch goes.
    git(['reset', '--quiet']);
    git(['switch', base]);
    git(['branch', '-D', branch]);
    const detail = ((error as { stderr?: string }).stderr ?? (error as Error).message).trim();
    return refuse(`Git nie zatwierdził zmiany: ${detail}`);
  }
  const commit = git(['rev-parse', '--short', 'HEAD']).trim();
  const diff = git(['show', '--stat', '--patch', '--format=commit %h%n%n%B', 'HEAD']);
  return {
    proposed: true,
    branch,
    base,
    commit,
    diff: diff.length > MAX_DIFF ? `${diff.slice(0, MAX_DIFF)}\n…` : diff,
  };
}
