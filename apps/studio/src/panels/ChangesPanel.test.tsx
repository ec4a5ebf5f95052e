import { screen } from '@testing-library/react';
import { buildFormModel, compareForms } from '@portal/form-model';
import { describe, expect, it } from 'vitest';
import { renderInStudio } from '../test/render.tsx';
import { ChangesPanel, versionRaised } from './ChangesPanel.tsx';

const ui = { steps: [{ id: 'dane', title: 'Dane', fields: ['person'] }] };
function schema(person: Record<string, unknown>, required: string[]) {
  return {
    type: 'object',
    properties: { person: { type: 'object', title: 'Osoba', properties: person, required } },
  };
}

describe('ChangesPanel', () => {
  it('words each change in Polish, with the version bump and what old drafts meet', () => {
    const before = buildFormModel(
      schema({ name: { type: 'string', title: 'Imię' }, phone: { type: 'string', title: 'Telefon' } }, []),
      ui,
    );
    const after = buildFormModel(
      schema(
        {
          name: { type: 'string', title: 'Imię i nazwisko', description: 'Jak w dowodzie.', maxLength: 40 },
        },
        ['name'],
      ),
      ui,
    );
    renderInStudio(
      <ChangesPanel
        changes={{ report: compareForms(before, after), version: '1.1.0', nextVersion: '1.2.0' }}
      />,
    );
    expect(screen.getByText('Potrzebna nowa wersja: 1.1.0 → 1.2.0')).toBeInTheDocument();
    expect(screen.getByText('Stare wersje robocze stracą część odpowiedzi')).toBeInTheDocument();
    expect(screen.getByText('Usunięto pole „Osoba › Telefon”.')).toBeInTheDocument();
    expect(screen.getByText('Zmieniono etykietę pola: „Imię” → „Imię i nazwisko”.')).toBeInTheDocument();
    expect(screen.getByText(/Pole „Osoba › Imię i nazwisko” jest teraz wymagane/)).toBeInTheDocument();
    expect(screen.getByText(/maxLength: — → 40 \(surowiej\)/)).toBeInTheDocument();
    expect(
      screen.getByText('Zmieniono pomoc pola „Osoba › Imię i nazwisko”: — → „Jak w dowodzie.”.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Odpowiedź „Osoba › Telefon” ze starej wersji roboczej przepadnie: pole usunięto/),
    ).toBeInTheDocument();
  });

  it('says a rule naming a missing field does not work instead of calling it stricter', () => {
    const person = { pesel: { type: 'string', title: 'PESEL' } };
    const before = buildFormModel(schema(person, []), ui);
    const after = buildFormModel(
      {
        type: 'object',
        properties: {
          person: {
            ...schema(person, []).properties.person,
            peselUnlessDocument: { pesel: 'pesel', document: 'paszport' },
          },
        },
      },
      ui,
    );
    const report = compareForms(before, after, {
      inactiveRule: (_field, keyword) =>
        keyword === 'peselUnlessDocument' ? 'ten obiekt nie ma pola "paszport"' : undefined,
    });
    renderInStudio(<ChangesPanel changes={{ report, version: '1.1.0', nextVersion: '1.2.0' }} />);
    expect(screen.getByText(/\(nie działa: ten obiekt nie ma pola "paszport"\)/)).toBeInTheDocument();
    expect(screen.queryByText(/surowiej/)).toBeNull();
    expect(screen.queryByText(/Potrzebna nowa wersja/)).toBeNull();
  });

  it('says the version was raised once the catalog holds more than the last commit', () => {
    const before = buildFormModel(schema({ name: { type: 'string', title: 'Imię' } }, []), ui);
    const after = buildFormModel(schema({ name: { type: 'string', title: 'Imię', maxLength: 40 } }, []), ui);
    renderInStudio(
      <ChangesPanel
        changes={{
          report: compareForms(before, after),
          version: '1.2.0',
          nextVersion: '1.2.0',
          committedVersion: '1.1.0',
        }}
      />,
    );
    expect(screen.getByText('Wersja podniesiona: 1.1.0 → 1.2.0')).toBeInTheDocument();
    expect(screen.queryByText(/Potrzebna nowa wersja/)).toBeNull();
    expect(versionRaised({ version: '1.10.0', committedVersion: '1.9.0' })).toBe(true);
    expect(versionRaised({ version: '1.1.0', committedVersion: '1.1.0' })).toBe(false);
    expect(versionRaised({ version: '1.1.0' })).toBe(false);
  });

  it('says when there is nothing to compare with', () => {
    renderInStudio(
      <ChangesPanel
        changes={{ report: null, unavailable: 'Brak historii git.', version: '1.0.0', nextVersion: '1.1.0' }}
      />,
    );
    expect(screen.getByText('Brak historii git.')).toBeInTheDocument();
  });
});
