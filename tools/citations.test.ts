// Every citation of the specification leads to its entry in docs/requirements.md, and every citation of the
// quality bar to an entry of docs/quality.md (tools/citations.ts reads the repository in one pass).
import { describe, expect, it } from 'vitest';
import { citationProblems, readCitationDocs, specCitations } from './citations.ts';

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
