// What the editors know of the forms' language: completion of keywords, ui keys, widget names
// and formats from the meta-schemas and the widget registry (server/vocabulary.ts), hover help in Polish,
// and the check's problems as inline diagnostics. Pure functions over text, so they are tested without a
// browser. Form studio: each widget is offered with its Polish help, and the keys of a field's `ui:options`
// are those its widget reads.
import { findNodeAtLocation, getLocation, parseTree } from 'jsonc-parser';
import type { Problem, Vocabulary } from '../api.ts';

export type EditorKind = 'schema' | 'ui';

export interface WordOption {
  readonly label: string;
  readonly detail: string;
  readonly type: 'keyword' | 'property' | 'enum';
  /** Above the others among equally good matches (CodeMirror's `boost`): a widget's own ui:options. */
  readonly boost?: number;
}

export interface CompletionContext {
  /** Where the replaced word starts (inside the quotes). */
  readonly from: number;
  readonly options: readonly WordOption[];
}

/**
 * What to offer at the end of `lineBefore` (the text of the line before the cursor, at `offset` in the
 * document `text`; without it, keys are completed without knowing the object they are in).
 */
export function completionAt(
  vocabulary: Vocabulary,
  kind: EditorKind,
  lineBefore: string,
  offset: number,
  text?: string,
): CompletionContext | null {
  const value = /"(ui:widget|format)"\s*:\s*"([^"]*)$/.exec(lineBefore);
  if (value) {
    const typed = value[2]!;
    const options: WordOption[] =
      value[1] === 'ui:widget'
        ? vocabulary.widgets.map((word) => ({ label: word.name, detail: word.description, type: 'enum' }))
        : vocabulary.formats.map((name) => ({ label: name, detail: '', type: 'enum' }));
    return { from: offset - typed.length, options };
  }
  const key = /(^|[{,])\s*"([^"]*)$/.exec(lineBefore);
  if (key) {
    const typed = key[2]!;
    const options = kind === 'ui' && text !== undefined ? uiOptionsAt(vocabulary, text, offset) : null;
    if (options) return { from: offset - typed.length, options };
    const words = kind === 'schema' ? vocabulary.schema : vocabulary.ui;
    return {
      from: offset - typed.length,
      options: words.map((word) => ({
        label: word.name,
        detail: word.description,
        type: kind === 'schema' ? 'keyword' : 'property',
      })),
    };
  }
  return null;
}

/**
 * The keys to offer when the cursor is at a key of a field's `ui:options` in ui.json, or null elsewhere:
 * those the field's `ui:widget` reads first, then those any field takes; every key when no widget is named.
 */
export function uiOptionsAt(vocabulary: Vocabulary, text: string, offset: number): WordOption[] | null {
  const location = getLocation(text, offset);
  const { path } = location;
  if (!location.isAtPropertyKey || path.length < 2 || path[path.length - 2] !== 'ui:options') return null;
  const tree = parseTree(text);
  const named = tree ? findNodeAtLocation(tree, [...path.slice(0, -2), 'ui:widget'])?.value : undefined;
  const widget = vocabulary.widgets.find((word) => word.name === named);
  const ownOptions = new Set(vocabulary.widgets.flatMap((word) => word.options));
  const offered = widget
    ? [
        ...widget.options.flatMap((name) => vocabulary.options.filter((word) => word.name === name)),
        ...vocabulary.options.filter((word) => !ownOptions.has(word.name)),
      ]
    : vocabulary.options;
  return offered.map((word) =>
    widget?.options.includes(word.name)
      ? {
          label: word.name,
          // Named once: the meta-schema's own help may already start with the widget's name.
          detail: word.description.startsWith(`${widget.name}:`)
            ? word.description
            : `${widget.name}: ${word.description}`,
          type: 'property',
          boost: 1,
        }
      : { label: word.name, detail: word.description, type: 'property' },
  );
}

/** The quoted word around `offset`, as `{ from, to, text }` (without the quotes). */
export function quotedWordAt(
  text: string,
  offset: number,
): { from: number; to: number; text: string } | null {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const lineEnd = text.indexOf('\n', offset);
  const line = text.slice(lineStart, lineEnd === -1 ? text.length : lineEnd);
  const at = offset - lineStart;
  const pattern = /"((?:[^"\\]|\\.)*)"/g;
  for (let match = pattern.exec(line); match; match = pattern.exec(line)) {
    const from = match.index;
    const to = from + match[0].length;
    if (at >= from && at <= to)
      return { from: lineStart + from + 1, to: lineStart + to - 1, text: match[1]! };
  }
  return null;
}

/** Polish help for a hovered word: a keyword, a ui key or a widget name. */
export function helpFor(vocabulary: Vocabulary, kind: EditorKind, word: string): string | null {
  const lists = kind === 'schema' ? [vocabulary.schema] : [vocabulary.ui, vocabulary.widgets];
  for (const list of lists) {
    const found = list.find((candidate) => candidate.name === word);
    if (found?.description) return found.description;
  }
  return null;
}

export interface TextDiagnostic {
  readonly from: number;
  readonly to: number;
  readonly message: string;
}

/** The check's problems of one file as ranges of its text: from the located key to the end of its line. */
export function diagnosticsFor(text: string, problems: readonly Problem[], file: string): TextDiagnostic[] {
  const lines = text.split('\n');
  const starts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    starts.push(offset);
    offset += line.length + 1;
  }
  return problems
    .filter((problem) => problem.file.endsWith(`/${file}`))
    .map((problem) => {
      const lineIndex = Math.min(Math.max((problem.line ?? 1) - 1, 0), lines.length - 1);
      const lineText = lines[lineIndex] ?? '';
      const column = Math.min(Math.max((problem.column ?? 1) - 1, 0), lineText.length);
      const from = starts[lineIndex]! + column;
      const to = Math.max(from + 1, starts[lineIndex]! + lineText.length);
      return {
        from: Math.min(from, text.length),
        to: Math.min(to, text.length),
        message: problem.pointer ? `${problem.pointer} — ${problem.message}` : problem.message,
      };
    });
}
