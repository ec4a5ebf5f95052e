import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { afterEach, describe, expect, it } from 'vitest';
import { stubTextRanges } from '../test/textRanges.ts';
import { positionOf, revealProblem } from './revealProblem.ts';

stubTextRanges();

const text = '{\n  "title": "A",\n  "type": "object"\n}';

function editorIn(testId: string): EditorView {
  const host = document.createElement('div');
  host.dataset.testid = testId;
  document.body.append(host);
  return new EditorView({ parent: host, state: EditorState.create({ doc: text }) });
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('revealProblem', () => {
  it('puts the cursor of the problem’s file on its line and column', () => {
    const schema = editorIn('editor-schema');
    const ui = editorIn('editor-ui');
    revealProblem(document, {
      file: 'schemas/forms/1-x/schema.json',
      pointer: '/type',
      message: 'x',
      line: 3,
      column: 3,
    });
    const head = schema.state.selection.main.head;
    expect(schema.state.doc.lineAt(head).number).toBe(3);
    expect(head - schema.state.doc.line(3).from).toBe(2);
    expect(ui.state.selection.main.head).toBe(0);
  });

  it('keeps a place past the document inside it', () => {
    const view = editorIn('editor-ui');
    expect(positionOf(view.state.doc, 99, 99)).toBe(view.state.doc.length);
    expect(positionOf(view.state.doc, 0, 0)).toBe(0);
  });
});
