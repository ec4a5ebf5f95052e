// Visual editing writes into the JSON the analyst sees (the JSON stays the source of truth): a
// change made in a panel becomes the smallest text edit of the open file, dispatched into its CodeMirror
// editor, so the formatting around it is kept, the editor's undo takes it back, and the studio hears of it
// as of any typing.
import { EditorSelection } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import {
  applyEdits,
  findNodeAtLocation,
  getLocation,
  modify,
  parse,
  parseTree,
  type JSONPath,
  type ParseError,
} from 'jsonc-parser';

/** Where a value sits in a JSON file: property names and array indexes from the root. */
export type JsonPath = JSONPath;

/**
 * A change of one value (`undefined` removes it; an index of -1 appends to an array), or a move of an
 * array's item from one index to another. A move swaps the items' own text, so an array written on one
 * line stays on one line and nothing around it is reformatted.
 */
export type JsonChange =
  | { readonly path: JsonPath; readonly value: unknown }
  | { readonly path: JsonPath; readonly move: { readonly from: number; readonly to: number } };

/** The file behind each editor of the studio (its `data-testid` is `editor-<file>`). */
export type EditorFile = 'schema' | 'ui' | 'data';

/** The CodeMirror view of one of the studio's editors under `host`, if it is drawn. */
export function viewOf(host: ParentNode, file: EditorFile): EditorView | null {
  const element = host.querySelector<HTMLElement>(`[data-testid="editor-${file}"] .cm-editor`);
  return element ? EditorView.findFromDOM(element) : null;
}

const FORMATTING = { insertSpaces: true, tabSize: 2, eol: '\n' } as const;

/** The text edits that make the changes, in order, each against the text the previous ones left. */
function editsOf(text: string, changes: readonly JsonChange[]) {
  const steps: { text: string; edits: ReturnType<typeof modify> }[] = [];
  let current = text;
  for (const change of changes) {
    if ('move' in change) {
      current = movedItem(current, change.path, change.move.from, change.move.to);
      continue;
    }
    const edits = modify(current, change.path, change.value, {
      formattingOptions: FORMATTING,
      isArrayInsertion: false,
    });
    steps.push({ text: current, edits });
    current = applyEdits(current, edits);
  }
  return { steps, result: current };
}

/** The text with the array item at `from` moved to `to`, one swap of neighbours at a time. */
function movedItem(text: string, path: JsonPath, from: number, to: number): string {
  let current = text;
  const step = to > from ? 1 : -1;
  for (let index = from; index !== to; index += step) {
    const tree = parseTree(current);
    const items = tree ? findNodeAtLocation(tree, path)?.children : undefined;
    const first = items?.[Math.min(index, index + step)];
    const second = items?.[Math.max(index, index + step)];
    if (!first || !second) return current;
    current =
      current.slice(0, first.offset) +
      current.slice(second.offset, second.offset + second.length) +
      current.slice(first.offset + first.length, second.offset) +
      current.slice(first.offset, first.offset + first.length) +
      current.slice(second.offset + second.length);
  }
  return current;
}

/** The file's text after the changes, formatted as the file around them is (two spaces, as Prettier). */
export function changeJsonText(text: string, changes: readonly JsonChange[]): string {
  return editsOf(text, changes).result;
}

/** Whether the text is JSON without a syntax error (jsonc-parser alone would repair and go on). */
export function isJson(text: string): boolean {
  const errors: ParseError[] = [];
  parse(text, errors, { allowTrailingComma: false, disallowComments: true });
  return errors.length === 0;
}

/**
 * Applies the changes to an editor's document as one transaction (one undo step). Returns false when the
 * document is not JSON the change can be placed in (the analyst is mid-edit): nothing is changed then.
 */
export function applyJsonChanges(view: EditorView, changes: readonly JsonChange[]): boolean {
  const before = view.state.doc.toString();
  if (!isJson(before)) return false;
  const after = changeJsonText(before, changes);
  if (after === before) return true;
  // One replacement of the span that differs: CodeMirror maps the cursor around it and undo restores it.
  let from = 0;
  while (from < before.length && from < after.length && before[from] === after[from]) from += 1;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > from && endAfter > from && before[endBefore - 1] === after[endAfter - 1]) {
    endBefore -= 1;
    endAfter -= 1;
  }
  view.dispatch({
    changes: { from, to: endBefore, insert: after.slice(from, endAfter) },
    userEvent: 'input.visual',
  });
  return true;
}

/** The offset of the value at `path` in the text, to move the editor's cursor to what a panel selected. */
export function offsetOf(text: string, path: JsonPath): number | null {
  return keyRangeOf(text, path)?.from ?? null;
}

/** The range of the key of the property at `path` (with its quotes), or of the value of an array item. */
export function keyRangeOf(text: string, path: JsonPath): { from: number; to: number } | null {
  const tree = parseTree(text);
  const node = tree ? findNodeAtLocation(tree, path) : undefined;
  if (!node) return null;
  // A property's value: point at its key, where the analyst reads the name.
  const key = node.parent?.type === 'property' ? node.parent.children?.[0] : undefined;
  const target = key ?? node;
  return { from: target.offset, to: target.offset + target.length };
}

/**
 * Selects the key at `path` in the editor and scrolls it into view, leaving the focus where it is (a
 * keyboard user in a panel stays there); false when the text has no such place.
 */
export function revealPath(view: EditorView, path: JsonPath): boolean {
  const range = keyRangeOf(view.state.doc.toString(), path);
  if (!range) return false;
  view.dispatch({
    selection: EditorSelection.single(range.from, range.to),
    effects: EditorView.scrollIntoView(range.from, { y: 'center' }),
  });
  return true;
}

/** The path of the innermost property around `offset` (the cursor), from the root. */
export function pathAt(text: string, offset: number): JsonPath {
  return getLocation(text, offset).path;
}
