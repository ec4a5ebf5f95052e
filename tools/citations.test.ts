// Every citation of the specification leads to its entry in docs/requirements.md, and every citation of the
// quality bar to an entry of docs/quality.md (tools/citations.ts reads the repository in one pass); no file cites
// the tracker's issue numbers, and every ADR names the files it governs.
import { describe, expect, it } from 'vitest';
import {
  adrGovernsProblems,
  citationProblems,
  issueCitationProblems,
  issueCitations,
  readCitationDocs,
  specCitations,
} from './citations.ts';

describe('citations of the specification and the quality bar', () => {
  it('resolve to docs/requirements.md and docs/quality.md everywhere in the repository', () => {
    const problems = citationProblems().map(({ file, line, problem }) => `${file}:${line}: ${problem}`);
    expect(problems).toEqual([]);
  });

  it('reads a bare section sign as a section of the spec named last before it, and skips an RFC section', () => {
    const text = '// portal-spec §4 and §9; applications-spec\n// §5, then §2.3; RFC 9110 §13.1.2';
    expect(specCitations(text).map(({ id }) => id)).toEqual([
      'portal-spec-4',
      'portal-spec-9',
      'applications-spec-5',
      'applications-spec-2.3',
    ]);
  });

  it('finds an entry for every section of both specifications', () => {
    const { requirementIds } = readCitationDocs();
    for (const spec of ['portal-spec', 'applications-spec']) {
      for (let section = 1; section <= 9; section++) expect(requirementIds).toContain(`${spec}-${section}`);
    }
  });
});

describe('citations of the issue tracker', () => {
  // Spelled from parts, so that this file does not cite what it looks for.
  const issue = (rest: string) => ['issue', rest].join(' ');

  it('are none in the tracked files', () => {
    const problems = issueCitationProblems().map(({ file, line, problem }) => `${file}:${line}: ${problem}`);
    expect(problems).toEqual([]);
  });

  it('are found in a comment, a test title, a heading and a possessive, but not in an address', () => {
    const text = [
      `// Timed out (${issue('27')}).`,
      `it('refuses it (${issue('#14')})', () => {});`,
      `## ${issue('31').replace('i', 'I')}: the studio`,
      `${issue('19')}'s journey, ${['issues', '19 and 31'].join(' ')}`,
      'https://github.com/chakra-ui/chakra-ui/issues/10878, an issue of two kinds',
    ].join('\n');
    expect(issueCitations(text).map(({ citation }) => citation)).toEqual([
      issue('27'),
      issue('#14'),
      issue('31').replace('i', 'I'),
      issue('19'),
      ['issues', '19'].join(' '),
    ]);
  });
});

describe('architecture decision records', () => {
  it('each name the files they govern, and those files exist', () => {
    const problems = adrGovernsProblems().map(({ file, line, problem }) => `${file}:${line}: ${problem}`);
    expect(problems).toEqual([]);
  });
});
