// Visual editing writes into the JSON the analyst sees (issue 31: the JSON stays the source of truth): a
// change made in a panel becomes the smallest text edit of the open file, dispatched into its CodeMirror
// editor, so the formatting around it is kept, the editor's undo takes it back, and the studio hears of it
// as of any typing.
import type { EditorView } from '@codemirror/view';
import {
  applyEdits,
  findNodeAtLocation,
  modify,
  parse,
  parseTree,
  type JSONPath,
  type ParseError,
} from 'jsonc-parser';

/** Where a value sits in a JSON file: property names and array indexes from the root. */
export type JsonPath = JSONPath;

/** A change of one value: `undefined` removes it; an index of -1 appends to an array. */
export interface JsonChange {
  readonly path: JsonPath;
  readonly value: unknown;
}

const FORMATTING = { insertSpaces: true, tabSize: 2, eol: '\n' } as const;

/** The text edits that make the changes, in order, each against the text the previous ones left. */
function editsOf(text: string, changes: readonly JsonChange[]) {
  const steps: { text: string; edits: ReturnType<typeof modify> }[] = [];
  let current = text;
  for (const change of changes) {
    const edits = modify(current, change.path, change.value, {
      formattingOptions: FORMATTING,
      isArrayInsertion: false,
    });
    steps.push({ text: current, edits });
    current = applyEdits(current, edits);
  }
  return { steps, result: current };
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
  const tree = parseTree(text);
  const node = tree ? findNodeAtLocation(tree, path) : undefined;
  if (!node) return null;
  // A property's value: point at its key, where the analyst reads the name.
  const property = node.parent?.type === 'property' ? node.parent : node;
  return property.offset;
}
