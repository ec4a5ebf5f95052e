// The "Warunki" panel as the analyst uses it: conditions read in Polish, added, changed and
// removed through the JSON text, and those it cannot state sent to the editor.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { sampleSchema } from '../test/conditionSchema.ts';
import { renderInStudio } from '../test/render.tsx';
import { ConditionsPanel } from './ConditionsPanel.tsx';
import { changeJsonText, type JsonPath } from './editJson.ts';

const SCHEMA = sampleSchema(['rodzaj'], false);

const WITH_CONDITIONS = changeJsonText(SCHEMA, [
  {
    path: ['allOf'],
    value: [
      {
        if: { properties: { rodzaj: { const: 'firma' } }, required: ['rodzaj'] },
        then: { required: ['nip'] },
      },
      {
        if: { properties: { rodzaj: { const: 'osoba' } }, required: ['rodzaj'] },
        else: { required: ['firma'] },
      },
    ],
  },
]);

function Harness({ initial, onReveal }: { initial: string; onReveal: (path: JsonPath) => void }) {
  const [text, setText] = useState(initial);
  return (
    <>
      <ConditionsPanel
        schemaText={text}
        bundled={null}
        onApply={(changes) => {
          setText((old) => changeJsonText(old, changes));
          return true;
        }}
        onReveal={onReveal}
      />
      <pre data-testid="json">{text}</pre>
    </>
  );
}

const json = () => JSON.parse(screen.getByTestId('json').textContent!) as Record<string, unknown>;

describe('ConditionsPanel', () => {
  it('lists the conditions in Polish and the others as JSON only', async () => {
    const onReveal = vi.fn();
    renderInStudio(<Harness initial={WITH_CONDITIONS} onReveal={onReveal} />);
    const list = screen.getByRole('list', { name: 'Warunki formularza' });
    expect(within(list).getByText('Pole „NIP” jest wymagane, gdy „Rodzaj” = „Firma”.')).toBeInTheDocument();
    const jsonOnly = screen.getByRole('list', { name: 'Warunki tylko w JSON' });
    expect(within(jsonOnly).getByText('Warunek na polu „Rodzaj” ma gałąź „else”.')).toBeInTheDocument();
    await userEvent.click(within(jsonOnly).getByRole('button', { name: 'Edytuj w JSON' }));
    expect(onReveal).toHaveBeenCalledWith(['allOf', 1]);
    await userEvent.click(within(list).getByRole('button', { name: 'Pokaż w JSON' }));
    expect(onReveal).toHaveBeenLastCalledWith(['allOf', 0]);
  });

  it('adds "required when it has a value" and removes it again', async () => {
    renderInStudio(<Harness initial={SCHEMA} onReveal={vi.fn()} />);
    expect(screen.getByText('Ten formularz nie ma jeszcze warunków.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj warunek' }));
    const form = screen.getByRole('form', { name: 'Nowy warunek' });
    expect(within(form).getByRole('combobox', { name: 'Gdy pole' })).toHaveFocus();
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Gdy pole' }), 'NIP');
    expect(within(form).getByRole('combobox', { name: 'Warunek' })).toHaveValue('filled');
    await userEvent.click(within(form).getByRole('button', { name: 'Zapisz warunek' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Zaznacz przynajmniej jedno pole');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Nazwa firmy' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Zapisz warunek' }));

    expect(json().if).toEqual({ required: ['nip'] });
    expect(json().then).toEqual({ required: ['firma'] });
    expect(screen.getByText('Pole „Nazwa firmy” jest wymagane, gdy „NIP” ma wartość.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Usuń' }));
    expect(json()).toEqual(JSON.parse(SCHEMA));
  });

  it('changes a condition in place: an option, and a field shown instead of required', async () => {
    renderInStudio(<Harness initial={WITH_CONDITIONS} onReveal={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Zmień' }));
    const form = screen.getByRole('form', { name: 'Zmiana warunku' });
    expect(within(form).getByRole('combobox', { name: 'Wartość' })).toHaveDisplayValue('Firma');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Wartość' }), 'Osoba');
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Co dzieje się z polem NIP' }),
      'pokazane i wymagane',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Zapisz warunek' }));
    const schema = json() as { properties: object; allOf: { then: object }[] };
    expect(Object.keys(schema.properties)).toEqual(['firma', 'rodzaj']);
    expect(schema.allOf[0]!.then).toEqual({
      properties: { nip: { type: 'string', title: 'NIP' } },
      required: ['nip'],
    });
    expect(
      screen.getByText('Pole „NIP” jest pokazane i wymagane, gdy „Rodzaj” = „Osoba”.'),
    ).toBeInTheDocument();
  });
});
