import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { undo, history } from '@codemirror/commands';
import { describe, expect, it } from 'vitest';
import { applyJsonChanges, changeJsonText, offsetOf } from './editJson.ts';

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
});
