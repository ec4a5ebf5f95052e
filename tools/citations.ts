// The citations of the operator's specification and of the quality bar, read from the repository's sources and
// docs in one pass, and checked against the two documents the repository holds about them: docs/requirements.md
// (an entry with the id `portal-spec-N` or `applications-spec-N` per cited section) and docs/quality.md (an
// entry per rule, cited as quality-bar "Title"). CONTRIBUTING.md "Citing the specification" states the forms.
// The tracker's issue numbers are not cited at all: a newcomer cannot read them, so a decision is named by its
// topic (docs/decisions.md groups them), and each ADR names the files it governs.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');

const SCANNED_ROOTS = ['apps', 'packages', 'tools', 'schemas', 'docs', 'README.md', 'CONTRIBUTING.md'];
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'generated',
  'forms-generated',
  'coverage',
  'storybook-static',
  'test-results',
  'playwright-report',
  'sourcemaps',
  'images',
]);
const SCANNED_FILE = /\.(?:[cm]?[jt]sx?|json|md)$/;
// This check and its test spell out the forms they look for; the quality doc is what the quality bar's
// citations resolve to.
const NOT_CITING = new Set(['tools/citations.ts', 'tools/citations.test.ts']);
const QUALITY_DOC = 'docs/quality.md';

/** One problem found: where, and what is wrong with it. */
export interface CitationProblem {
  file: string;
  line: number;
  problem: string;
}

export interface CitationDocs {
  /** The ids of docs/requirements.md, e.g. `portal-spec-2`. */
  requirementIds: ReadonlySet<string>;
  /** The entry titles of docs/quality.md, lowercased. */
  qualityTitles: ReadonlySet<string>;
}

function scannedFiles(entry: string): string[] {
  const full = path.join(repoRoot, entry);
  const name = path.basename(entry);
  let children;
  try {
    children = readdirSync(full, { withFileTypes: true });
  } catch {
    return SCANNED_FILE.test(name) ? [entry] : [];
  }
  return children.flatMap((child) => {
    if (child.isDirectory()) {
      return SKIPPED_DIRS.has(child.name) || child.name.startsWith('.')
        ? []
        : scannedFiles(path.join(entry, child.name));
    }
    return SCANNED_FILE.test(child.name) ? [path.join(entry, child.name)] : [];
  });
}

export function readCitationDocs(): CitationDocs {
  const requirements = readFileSync(path.join(repoRoot, 'docs/requirements.md'), 'utf8');
  const quality = readFileSync(path.join(repoRoot, 'docs/quality.md'), 'utf8');
  return {
    requirementIds: new Set(
      [...requirements.matchAll(/id="((?:portal|applications)-spec-[\d.]+)"/g)].map((m) => m[1]!),
    ),
    qualityTitles: new Set([...quality.matchAll(/^#{2,4} (.+)$/gm)].map((m) => m[1]!.trim().toLowerCase())),
  };
}

// A spec's name, then (a comma, spaces, comment markers, a line break) the section sign: a named citation. A
// section sign alone belongs to the spec named last before it in the file ("portal-spec §4 and §9"), unless a
// standard's number stands right before it (RFC 9110 §13.1.2).
const CITATION = /\b(portal|applications)-spec(?:[\s,]|\/\/|\*|#)*§\s?(\d+(?:\.\d+)*)|§\s?(\d+(?:\.\d+)*)/g;
const OTHER_STANDARD = /(?:RFC|ISO|ASVS)[\s\d.-]*$/;
// "spec §5" or "specification §5" leaves the reader to guess which of the two documents is meant.
const UNNAMED_SPEC = /(?<![\w-])(?:spec|specification),?\s*§/gi;
// The quality bar is cited as quality-bar "Title"; anything else (a path to the design folder, "quality bar"
// in prose without a link to docs/quality.md) does not lead a reader to the repository's text.
const QUALITY_CITATION = /quality-bar(?:(?:\s|\/\/|\*)+"([^"\n]+)")?/g;
const QUALITY_PROSE = /quality bar/gi;
const STYLE_GUIDE = /\bstyle\.md\b/g;

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

function lineAt(text: string, index: number): string {
  const start = text.lastIndexOf('\n', index) + 1;
  const end = text.indexOf('\n', index);
  return text.slice(start, end === -1 ? text.length : end);
}

/** The sections a text cites, as ids of docs/requirements.md (`portal-spec-2`), with where each stands. */
export function specCitations(text: string): { id: string; index: number }[] {
  const citations: { id: string; index: number }[] = [];
  let currentSpec: string | undefined;
  for (const match of text.matchAll(CITATION)) {
    if (match[1]) currentSpec = `${match[1]}-spec`;
    const before = text.slice(Math.max(0, match.index - 12), match.index);
    if (!match[1] && (!currentSpec || OTHER_STANDARD.test(before))) continue;
    citations.push({ id: `${currentSpec}-${match[2] ?? match[3]}`, index: match.index });
  }
  return citations;
}

function specProblems(file: string, text: string, docs: CitationDocs): CitationProblem[] {
  const unresolved = specCitations(text)
    .filter(({ id }) => !docs.requirementIds.has(id))
    .map(({ id, index }) => ({
      file,
      line: lineOf(text, index),
      problem: `${id.replace(/-(\d[\d.]*)$/, ' §$1')} has no entry (id="${id}") in docs/requirements.md`,
    }));
  const unnamed = [...text.matchAll(UNNAMED_SPEC)].map((match) => ({
    file,
    line: lineOf(text, match.index),
    problem: 'a section is cited without naming the spec (write portal-spec §N or applications-spec §N)',
  }));
  return [...unresolved, ...unnamed];
}

function qualityProblems(file: string, text: string, docs: CitationDocs): CitationProblem[] {
  const problems: CitationProblem[] = [];
  for (const match of text.matchAll(QUALITY_CITATION)) {
    const title = match[1];
    if (title && docs.qualityTitles.has(title.toLowerCase())) continue;
    problems.push({
      file,
      line: lineOf(text, match.index),
      problem: title
        ? `quality-bar "${title}" is not an entry title of docs/quality.md`
        : 'the quality bar is cited without a title of docs/quality.md (write quality-bar "Title")',
    });
  }
  for (const match of text.matchAll(QUALITY_PROSE)) {
    if (lineAt(text, match.index).includes('quality.md')) continue;
    problems.push({
      file,
      line: lineOf(text, match.index),
      problem: 'the quality bar is named without a link to docs/quality.md',
    });
  }
  for (const match of text.matchAll(STYLE_GUIDE)) {
    problems.push({
      file,
      line: lineOf(text, match.index),
      problem: 'cites a style guide the repository does not hold (cite CONTRIBUTING.md or docs/ instead)',
    });
  }
  return problems;
}

// schemas/rules.json names the section of applications-spec each rule comes from in its `section` field.
function ruleSectionProblems(text: string, docs: CitationDocs): CitationProblem[] {
  const problems: CitationProblem[] = [];
  for (const match of text.matchAll(/"section": "([^"]*)"/g)) {
    for (const section of match[1]!.matchAll(/§\s?(\d+(?:\.\d+)*)/g)) {
      if (docs.requirementIds.has(`applications-spec-${section[1]}`)) continue;
      problems.push({
        file: 'schemas/rules.json',
        line: lineOf(text, match.index),
        problem: `applications-spec §${section[1]} has no entry in docs/requirements.md`,
      });
    }
  }
  return problems;
}

/** Every citation problem of the repository's sources and docs (the two cited documents excepted). */
export function citationProblems(docs: CitationDocs = readCitationDocs()): CitationProblem[] {
  const files = SCANNED_ROOTS.flatMap(scannedFiles).filter((file) => !NOT_CITING.has(file));
  return files.flatMap((file) => {
    const text = readFileSync(path.join(repoRoot, file), 'utf8');
    if (!text.includes('§') && !/quality|style/i.test(text)) return [];
    const problems = specProblems(file, text, docs);
    if (file !== QUALITY_DOC) problems.push(...qualityProblems(file, text, docs));
    if (file === path.join('schemas', 'rules.json')) problems.push(...ruleSectionProblems(text, docs));
    return problems;
  });
}

// "issue" or "issues", either case, then a number with or without "#": a number of the tracker, which the
// repository does not hold. Another project's issue is cited by its address (github.com/owner/name/issues/N), which
// this does not match.
const ISSUE_CITATION = /\b[Ii]ssues? #?\d+/g;
// Files whose text no one writes by hand, or whose bytes are not text.
const NOT_WRITTEN_BY_HAND = /(?:^|\/)(?:node_modules\/|pnpm-lock\.yaml$|package-lock\.json$)/;
const BINARY_FILE = /\.(?:png|jpe?g|gif|webp|avif|ico|woff2?|ttf|pdf|zip|gz|br|wasm)$/;

/** The issue numbers a text cites, with where each stands. */
export function issueCitations(text: string): { citation: string; index: number }[] {
  return [...text.matchAll(ISSUE_CITATION)].map((match) => ({ citation: match[0], index: match.index }));
}

/** The files git tracks in the repository, relative to its root. */
export function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8', maxBuffer: 1 << 28 })
    .split('\0')
    .filter((file) => file && !NOT_WRITTEN_BY_HAND.test(file) && !BINARY_FILE.test(file));
}

/** Every citation of an issue number in the tracked files (a file deleted in the work tree is skipped). */
export function issueCitationProblems(files: readonly string[] = trackedFiles()): CitationProblem[] {
  return files.flatMap((file) => {
    const full = path.join(repoRoot, file);
    if (!existsSync(full)) return [];
    const text = readFileSync(full, 'utf8');
    return issueCitations(text).map(({ citation, index }) => ({
      file,
      line: lineOf(text, index),
      problem: `"${citation}" cites the tracker: name the topic instead (docs/decisions.md "Index")`,
    }));
  });
}

/** Each ADR of docs/adr names, in a "**Governs:**" list, the files it governs, and each of them exists. */
export function adrGovernsProblems(): CitationProblem[] {
  const dir = path.join(repoRoot, 'docs/adr');
  return readdirSync(dir)
    .filter((name) => /^\d{4}-.*\.md$/.test(name))
    .flatMap((name) => {
      const file = path.join('docs/adr', name);
      const text = readFileSync(path.join(dir, name), 'utf8');
      const list = /^\*\*Governs:\*\*\n\n((?:- `[^`]+`\n)+)/m.exec(text);
      if (!list) return [{ file, line: 1, problem: 'names no files it governs (a "**Governs:**" list)' }];
      return [...list[1]!.matchAll(/`([^`]+)`/g)]
        .filter((match) => !existsSync(path.join(repoRoot, match[1]!)))
        .map((match) => ({
          file,
          line: lineOf(text, list.index + match.index),
          problem: `governs ${match[1]}, which does not exist`,
        }));
    });
}
