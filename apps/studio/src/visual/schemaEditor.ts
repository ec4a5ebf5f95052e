// The visual panels' way into the schema.json editor: changes go in as one undoable edit
// (editJson.ts), and "show in JSON" moves its cursor to a place of the file. The editor is found as a
// problem's button finds it (revealProblem.ts).
import { EditorSelection } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { applyJsonChanges, offsetOf, type JsonChange, type JsonPath } from './editJson.ts';

function schemaView(host: ParentNode): EditorView | null {
  const element = host.querySelector<HTMLElement>('[data-testid="editor-schema"] .cm-editor');
  return element ? EditorView.findFromDOM(element) : null;
}

/** Writes the changes into the schema editor; false when it is not there or its text is not JSON now. */
export function applyToSchema(host: ParentNode, changes: readonly JsonChange[]): boolean {
  const view = schemaView(host);
  return view ? applyJsonChanges(view, changes) : false;
}

/** Focuses the schema editor with the cursor on the key of the value at `path`. */
export function revealInSchema(host: ParentNode, path: JsonPath): void {
  const view = schemaView(host);
  if (!view) return;
  const at = offsetOf(view.state.doc.toString(), path);
  if (at !== null)
    view.dispatch({
      selection: EditorSelection.cursor(at),
      effects: EditorView.scrollIntoView(at, { y: 'center' }),
    });
  view.focus();
}
