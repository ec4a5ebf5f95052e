// The fields panel as the analyst uses it: each action lands in the editors' JSON.
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { stubTextRanges } from '../test/textRanges.ts';
import type { Vocabulary } from '../api.ts';
import { renderInStudio } from '../test/render.tsx';
import { FieldsPanel } from './FieldsPanel.tsx';
import { SCHEMA_TEXT, testModel, UI_TEXT } from './testForm.ts';

stubTextRanges();

const vocabulary: Vocabulary = {
  schema: [
    { name: 'title', description: 'Etykieta pola (po polsku), którą widzi użytkownik.' },
    { name: 'maximum', description: 'Największa dozwolona liczba (włącznie).' },
  ],
  ui: [{ name: 'ui:widget', description: 'Widżet pola.' }],
  widgets: [
    { name: 'text', description: '', options: [] },
    { name: 'power', description: '', options: ['unit'] },
  ],
  options: [{ name: 'unit', description: 'Jednostka za polem, np. kW.' }],
  formats: ['pesel'],
};

const views: EditorView[] = [];
afterEach(() => views.splice(0).forEach((view) => view.destroy()));

function setup() {
  const schema = new EditorView({ state: EditorState.create({ doc: SCHEMA_TEXT }), parent: document.body });
  const ui = new EditorView({ state: EditorState.create({ doc: UI_TEXT }), parent: document.body });
  views.push(schema, ui);
  renderInStudio(
    <FieldsPanel
      model={testModel()}
      schemaText={SCHEMA_TEXT}
      uiText={UI_TEXT}
      vocabulary={vocabulary}
      editorOf={(file) => (file === 'schema' ? schema : file === 'ui' ? ui : null)}
    />,
  );
  return {
    schema: () => JSON.parse(schema.state.doc.toString()),
    ui: () => JSON.parse(ui.state.doc.toString()),
    schemaView: schema,
  };
}

describe('FieldsPanel', () => {
  it('selects a field in the JSON and writes its label, requirement and rules there', async () => {
    const user = userEvent.setup();
    const editors = setup();
    await user.click(screen.getByRole('button', { name: /^Moc \[kW\]/ }));
    const { from, to } = editors.schemaView.state.selection.main;
    expect(editors.schemaView.state.sliceDoc(from, to)).toBe('"moc"');

    const label = screen.getByRole('textbox', { name: 'Etykieta' });
    await user.clear(label);
    await user.type(label, 'Moc przyłączeniowa [[kW]{Enter}');
    expect(editors.schema().properties.obiekt.properties.moc.title).toBe('Moc przyłączeniowa [kW]');

    await user.click(screen.getByRole('checkbox', { name: 'Pole obowiązkowe' }));
    expect(editors.schema().properties.obiekt.required).toEqual(['adres', 'moc']);

    expect(screen.getByText('Największa dozwolona liczba (włącznie).')).toBeInTheDocument();
    const maximum = screen.getByRole('textbox', { name: 'maximum' });
    await user.type(maximum, 'dużo{Enter}');
    expect(screen.getByText(/Wpisz liczbę/)).toBeInTheDocument();
    expect(editors.schema().properties.obiekt.properties.moc.maximum).toBeUndefined();
    await user.clear(maximum);
    await user.type(maximum, '40{Enter}');
    expect(editors.schema().properties.obiekt.properties.moc.maximum).toBe(40);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Widżet' }), 'power');
    expect(editors.ui().uiSchema.obiekt.moc['ui:widget']).toBe('power');
  });

  it('moves fields and steps with the keyboard’s buttons, and adds a field from the palette', async () => {
    const user = userEvent.setup();
    const editors = setup();
    await user.click(screen.getByRole('button', { name: 'Przenieś wyżej: Moc [kW]' }));
    expect(editors.ui().uiSchema.obiekt['ui:order']).toEqual(['moc', 'adres', 'uwagi']);
    expect(screen.getByRole('button', { name: 'Przenieś krok wyżej: Osoba' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Przenieś krok niżej: Osoba' }));
    expect(editors.ui().steps.map((step: { id: string }) => step.id)).toEqual(['obiekt', 'osoba']);

    await user.click(screen.getByRole('button', { name: /^Uwagi/ }));
    const kinds = screen.getByRole('group', { name: 'Rodzaje pól' });
    await user.click(within(kinds).getByRole('button', { name: 'PESEL' }));
    expect(editors.schema().properties.obiekt.properties.pesel).toEqual({
      type: 'string',
      format: 'pesel',
      title: 'Nowe pole',
    });
    expect(editors.ui().uiSchema.obiekt['ui:order']).toEqual(['moc', 'adres', 'uwagi', 'pesel']);
  });

  it('moves a field dropped on a sibling to the sibling’s place, and nothing dropped elsewhere', () => {
    const editors = setup();
    const dataTransfer = { setData: () => undefined, effectAllowed: 'all' };
    fireEvent.dragStart(screen.getByTestId('pole-/obiekt/uwagi'), { dataTransfer });
    // A step is not a place for a field.
    fireEvent.dragOver(screen.getByTestId('krok-osoba'), { dataTransfer });
    fireEvent.drop(screen.getByTestId('krok-osoba'), { dataTransfer });
    expect(editors.ui().steps.map((step: { id: string }) => step.id)).toEqual(['osoba', 'obiekt']);
    fireEvent.dragStart(screen.getByTestId('pole-/obiekt/uwagi'), { dataTransfer });
    fireEvent.dragOver(screen.getByTestId('pole-/obiekt/adres'), { dataTransfer });
    fireEvent.drop(screen.getByTestId('pole-/obiekt/adres'), { dataTransfer });
    expect(editors.ui().uiSchema.obiekt['ui:order']).toEqual(['uwagi', 'adres', 'moc']);
  });
});
