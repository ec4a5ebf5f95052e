// The journeys that propose a change need the run's copy of schemas/ to be a git repository; the journeys
// after them must find the copy as it was before (a copy inside git makes the full check compare each form
// with its last commit, so a journey that changes a rule without a version would fail after them).
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';

export interface CopyRepository {
  readonly git: (...args: string[]) => string;
  /** Back to the branch the journey started on, without what it left; no repository if there was none. */
  readonly restore: () => void;
}

/** Makes the copy a repository whose last commit is the copy as the journey found it. */
export function copyAsRepository(root: string): CopyRepository {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  const dotGit = path.join(root, '.git');
  const created = !existsSync(dotGit);
  if (created) git('init', '--quiet', '--initial-branch=main');
  git('add', '--all');
  git(
    '-c',
    'user.name=Studio e2e',
    '-c',
    'user.email=studio-e2e@example.invalid',
    'commit',
    '--quiet',
    '--allow-empty',
    '-m',
    'Kopia schemas/ dla podróży studia',
  );
  git('config', 'user.name', 'Analityk');
  git('config', 'user.email', 'analityk@example.invalid');
  const startBranch = git('rev-parse', '--abbrev-ref', 'HEAD');
  return {
    git,
    restore: () => {
      git('checkout', '--quiet', '--force', startBranch);
      git('clean', '--quiet', '-d', '--force');
      if (created) rmSync(dotGit, { recursive: true, force: true });
    },
  };
}
