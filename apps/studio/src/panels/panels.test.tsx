// The studio's panels as the analyst reads them.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FixtureVerdict, Problem } from '../api.ts';
import { renderInStudio } from '../test/render.tsx';
import { AxePanel } from './AxePanel.tsx';
import { FixturesPanel } from './FixturesPanel.tsx';
import { ProblemsPanel } from './ProblemsPanel.tsx';
import { SavePanel } from './SavePanel.tsx';

const problem: Problem = {
  file: 'schemas/forms/1-przylaczenie-do-40-kw/schema.json',
  pointer: '/properties/extraInfo/properties/comment/trimedMaxLength',
  message: 'nieznane słowo kluczowe "trimedMaxLength" — czy chodziło o "trimmedMaxLength"?',
  line: 123,
  column: 11,
};

const labels: Record<string, string> = { '/extraInfo/comment': 'Dodatkowe informacje o obiekcie' };
const labelAt = (path: string) => labels[path] ?? '';

function verdict(overrides: Partial<FixtureVerdict>): FixtureVerdict {
  return {
    name: 'valid/private-person-new-house.json',
    kind: 'valid',
    description: 'Osoba prywatna, nowy dom',
    today: '2026-06-15',
    data: {},
    pass: true,
    expected: [],
    actual: [],
    missing: [],
    unexpected: [],
    wrongMessage: [],
    ...overrides,
  };
}

describe('ProblemsPanel', () => {
  it('lists each problem with file:line:column, pointer and the Polish message', async () => {
    const onOpen = vi.fn();
    renderInStudio(<ProblemsPanel problems={[problem]} onOpen={onOpen} />);
    expect(screen.getByText('Problemy do poprawienia: 1')).toBeInTheDocument();
    expect(screen.getByText(problem.message)).toBeInTheDocument();
    expect(screen.getByText(problem.pointer)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '1-przylaczenie-do-40-kw/schema.json:123:11' }));
    expect(onOpen).toHaveBeenCalledWith(problem);
  });

  it('says when the form passes, and when the check is still running', () => {
    const { rerender } = renderInStudio(<ProblemsPanel problems={[]} />);
    expect(screen.getByText('Bez problemów: formularz przechodzi sprawdzenie.')).toBeInTheDocument();
    rerender(<ProblemsPanel problems={null} />);
    expect(screen.getByText('Sprawdzanie…')).toBeInTheDocument();
  });
});

describe('FixturesPanel', () => {
  it('shows a failing valid fixture with the errors the user would see beneath which field', () => {
    renderInStudio(
      <FixturesPanel
        labelAt={labelAt}
        verdicts={[
          verdict({
            pass: false,
            actual: [
              {
                pointer: '/extraInfo/comment',
                keyword: 'trimmedMaxLength',
                message: 'Wpisz najwyżej 10 znaków',
              },
            ],
          }),
          verdict({ name: 'valid/other.json', description: '' }),
        ]}
      />,
    );
    expect(screen.getByText('Przykłady zgodne z oczekiwaniem: 1 z 2')).toBeInTheDocument();
    const failing = screen.getByTestId('fixture-valid/private-person-new-house.json');
    expect(failing).toHaveAttribute('data-pass', 'false');
    expect(within(failing).getByText('niezgodny')).toBeInTheDocument();
    expect(within(failing).getByText(/Dodatkowe informacje o obiekcie/)).toBeInTheDocument();
    expect(within(failing).getByText(/Wpisz najwyżej 10 znaków/)).toBeInTheDocument();
    expect(within(screen.getByTestId('fixture-valid/other.json')).getByText('zgodny')).toBeInTheDocument();
  });

  it('shows an invalid fixture’s expected errors once each, marking the one that went missing', async () => {
    const onShow = vi.fn();
    renderInStudio(
      <FixturesPanel
        labelAt={labelAt}
        onShow={onShow}
        verdicts={[
          verdict({
            name: 'invalid/too-long.json',
            kind: 'invalid',
            pass: false,
            expected: [
              { pointer: '/extraInfo/comment', keyword: 'trimmedMaxLength', message: 'Za długi opis' },
            ],
            missing: [
              { pointer: '/extraInfo/comment', keyword: 'trimmedMaxLength', message: 'Za długi opis' },
            ],
          }),
        ]}
      />,
    );
    expect(screen.getByText('Oczekiwane błędy:')).toBeInTheDocument();
    // Form studio: a missing error was listed twice (form 38: 7 shown for 4 from the API).
    expect(screen.getAllByText(/Za długi opis/)).toHaveLength(1);
    expect(screen.getByText(/Za długi opis/).closest('li')?.textContent).toBe(
      'Dodatkowe informacje o obiekcie: Za długi opis — użytkownik go nie zobaczy',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż w podglądzie' }));
    expect(onShow).toHaveBeenCalledWith('invalid/too-long.json');
  });

  it('lists an error the validator reports twice once, and the unexpected ones beside the expected', () => {
    const comment = { pointer: '/extraInfo/comment', keyword: 'trimmedMaxLength', message: 'Za długi opis' };
    const phone = { pointer: '/contact/phone', keyword: 'format', message: 'Niepoprawny numer' };
    renderInStudio(
      <FixturesPanel
        labelAt={labelAt}
        verdicts={[
          verdict({
            name: 'invalid/two.json',
            kind: 'invalid',
            pass: false,
            expected: [comment],
            actual: [comment, comment, phone, phone],
            unexpected: [phone, phone],
          }),
        ]}
      />,
    );
    expect(screen.getAllByText(/Za długi opis/)).toHaveLength(1);
    expect(screen.getAllByText(/Niepoprawny numer/)).toHaveLength(1);
    expect(screen.getByText('Nieoczekiwane błędy, które użytkownik zobaczy:')).toBeInTheDocument();
  });

  it('opens a fixture for editing and makes a new one under a valid name', async () => {
    const onEdit = vi.fn();
    const onCreate = vi.fn();
    renderInStudio(
      <FixturesPanel
        labelAt={labelAt}
        verdicts={[verdict({})]}
        onEdit={onEdit}
        onCreate={onCreate}
        unsaved={new Set(['valid/private-person-new-house.json'])}
      />,
    );
    expect(screen.getByText('niezapisany')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edytuj valid/private-person-new-house.json' }));
    expect(onEdit).toHaveBeenCalledWith('valid/private-person-new-house.json');
    const name = screen.getByLabelText('Nazwa nowego przykładu');
    await userEvent.type(name, 'Private person new house');
    await userEvent.click(screen.getByRole('button', { name: 'Nowy przykład' }));
    expect(
      screen.getByText('Przykład valid/private-person-new-house.json już jest: wybierz inną nazwę.'),
    ).toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();
    await userEvent.clear(name);
    await userEvent.type(name, 'Zły PESEL');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rodzaj przykładu' }), 'invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Nowy przykład' }));
    expect(onCreate).toHaveBeenCalledWith('invalid/zly-pesel.json');
  });
});

describe('AxePanel', () => {
  it('lists the violations of the rendered step and runs again on request', async () => {
    const onRun = vi.fn();
    const { rerender } = renderInStudio(<AxePanel violations={[]} running={false} onRun={onRun} />);
    expect(screen.getByText('axe-core nie znalazł naruszeń na widocznym kroku.')).toBeInTheDocument();
    rerender(
      <AxePanel
        running={false}
        onRun={onRun}
        violations={[
          {
            id: 'label',
            impact: 'critical',
            help: 'Form elements must have labels',
            helpUrl: 'https://dequeuniversity.com/rules/axe/4.11/label',
            targets: ['#root_extraInfo_comment'],
          },
        ]}
      />,
    );
    expect(screen.getByText('Naruszenia dostępności: 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'label' })).toBeInTheDocument();
    expect(screen.getByText('#root_extraInfo_comment')).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Sprawdź dostępność widocznego kroku (axe-core)' }),
    );
    expect(onRun).toHaveBeenCalled();
  });
});

describe('SavePanel', () => {
  it('shows what was written and that the full check passed', () => {
    renderInStudio(
      <SavePanel
        saving={false}
        result={{ saved: true, written: ['schemas/forms/1/schema.json'], problems: [] }}
      />,
    );
    expect(screen.getByText('schemas/forms/1/schema.json')).toBeInTheDocument();
    expect(screen.getByText(/Pełne sprawdzenie \(pnpm schemas:check\) przeszło/)).toBeInTheDocument();
  });

  it('shows why nothing was written', () => {
    renderInStudio(
      <SavePanel
        saving={false}
        result={{ saved: false, written: [], problems: [], refused: 'ui.json: niepoprawny JSON' }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Nie zapisano: ui.json: niepoprawny JSON');
  });
});
