import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { undo, history } from '@codemirror/commands';
import { describe, expect, it } from 'vitest';
import { stubTextRanges } from '../test/textRanges.ts';
import { applyJsonChanges, changeJsonText, offsetOf, pathAt, revealPath, viewOf } from './editJson.ts';

stubTextRanges();

const SCHEMA = `{
  "type": "object",
  "properties": {
    "imie": { "type": "string", "title": "Imię" }
  }
}
`;

describe('changeJsonText', () => {
  it('changes one value and keeps the rest of the text as it was', () => {
    const after = changeJsonText(SCHEMA, [
      { path: ['properties', 'imie', 'title'], value: 'Imię i nazwisko' },
    ]);
    expect(after).toBe(SCHEMA.replace('"Imię"', '"Imię i nazwisko"'));
  });

  it('adds, appends and removes values in order', () => {
    const after = changeJsonText(SCHEMA, [
      { path: ['required'], value: [] },
      { path: ['required', -1], value: 'imie' },
      { path: ['properties', 'imie', 'title'], value: undefined },
    ]);
    expect(JSON.parse(after)).toEqual({
      type: 'object',
      properties: { imie: { type: 'string' } },
      required: ['imie'],
    });
  });
});

describe('moves', () => {
  it('moves an array item by swapping the items’ own text', () => {
    const text = '{ "order": ["a", "b", "c"],\n  "next": 1 }';
    expect(changeJsonText(text, [{ path: ['order'], move: { from: 0, to: 2 } }])).toBe(
      '{ "order": ["b", "c", "a"],\n  "next": 1 }',
    );
    expect(changeJsonText(text, [{ path: ['order'], move: { from: 2, to: 0 } }])).toBe(
      '{ "order": ["c", "a", "b"],\n  "next": 1 }',
    );
  });
});

describe('applyJsonChanges', () => {
  it('edits the editor in one step that undo takes back', () => {
    const view = new EditorView({ state: EditorState.create({ doc: SCHEMA, extensions: [history()] }) });
    expect(applyJsonChanges(view, [{ path: ['properties', 'imie', 'title'], value: 'Nazwisko' }])).toBe(true);
    expect(JSON.parse(view.state.doc.toString()).properties.imie.title).toBe('Nazwisko');
    undo(view);
    expect(view.state.doc.toString()).toBe(SCHEMA);
    view.destroy();
  });

  it('leaves a document that is not JSON as the analyst is typing it', () => {
    const view = new EditorView({ state: EditorState.create({ doc: '{ "type": ' }) });
    expect(applyJsonChanges(view, [{ path: ['title'], value: 'x' }])).toBe(false);
    expect(view.state.doc.toString()).toBe('{ "type": ');
    view.destroy();
  });
});

describe('offsetOf', () => {
  it('points at the key of a property', () => {
    expect(offsetOf(SCHEMA, ['properties', 'imie'])).toBe(SCHEMA.indexOf('"imie"'));
    expect(offsetOf(SCHEMA, ['properties', 'nazwisko'])).toBeNull();
  });

  it('tells the path of the property the cursor is in', () => {
    expect(pathAt(SCHEMA, SCHEMA.indexOf('"Imię"') + 2)).toEqual(['properties', 'imie', 'title']);
  });
});

describe('revealPath and viewOf', () => {
  it('finds the studio’s editor and selects the key at a path', () => {
    const host = document.createElement('div');
    host.innerHTML = '<div data-testid="editor-schema"></div>';
    document.body.append(host);
    const view = new EditorView({
      state: EditorState.create({ doc: SCHEMA }),
      parent: host.querySelector<HTMLElement>('[data-testid="editor-schema"]')!,
    });
    expect(viewOf(host, 'schema')).toBe(view);
    expect(viewOf(host, 'ui')).toBeNull();
    expect(revealPath(view, ['properties', 'imie'])).toBe(true);
    const { from, to } = view.state.selection.main;
    expect(view.state.sliceDoc(from, to)).toBe('"imie"');
    expect(revealPath(view, ['properties', 'brak'])).toBe(false);
    view.destroy();
    host.remove();
  });
});
