// A problem's button takes the analyst to its place: the editor of its file gets focus with the
// cursor on the problem's line and column, scrolled into view. A problem without a place (the whole file)
// focuses the editor only.
import { EditorSelection } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import type { Problem } from '../api.ts';
import { viewOf } from '../visual/editJson.ts';

/** The editor's document position of a 1-based line and column, kept inside the document. */
export function positionOf(doc: EditorView['state']['doc'], line: number, column: number): number {
  const target = doc.line(Math.min(Math.max(line, 1), doc.lines));
  return target.from + Math.min(Math.max(column - 1, 0), target.length);
}

/** Which editor shows a problem's file: schema.json, ui.json, or the third one (a fixture, the catalog). */
export function editorOf(file: string): 'schema' | 'ui' | 'data' {
  if (file.endsWith('/ui.json')) return 'ui';
  if (file.endsWith('/schema.json')) return 'schema';
  return 'data';
}

export function revealProblem(host: ParentNode, problem: Problem): void {
  const view = viewOf(host, editorOf(problem.file));
  if (!view) return;
  if (problem.line !== undefined) {
    const at = positionOf(view.state.doc, problem.line, problem.column ?? 1);
    view.dispatch({
      selection: EditorSelection.cursor(at),
      effects: EditorView.scrollIntoView(at, { y: 'center' }),
    });
  }
  view.focus();
}
