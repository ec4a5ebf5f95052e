import type { IssueListResponse } from '@portal/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { withMemoryRouter } from '../../../test/withMemoryRouter.tsx';
import type { IssueListMode } from '../api/issueQueries.ts';
import { emptyFilters, type IssueFilters } from '../lib/issueFilters.ts';
import { INVALID_PAGE } from '../../../shared/pagination/paging.ts';
import { listResponse, storyToday } from '../test/fixtures.ts';
import { IssueListView, type IssueListLayout } from './IssueListView.tsx';

/** The list screen with its filters and page kept in local state, as the route keeps them. */
function IssueListStory({
  data,
  mode = 'open',
  initialPage,
  layout,
}: {
  data: IssueListResponse;
  mode?: IssueListMode;
  initialPage?: number;
  layout?: IssueListLayout;
}) {
  const [filters, setFilters] = useState<IssueFilters>(emptyFilters);
  const [page, setPage] = useState<number | undefined>(initialPage);
  return (
    <>
      <IssueListView
        mode={mode}
        data={data}
        filters={filters}
        onFiltersChange={setFilters}
        requestedPage={page}
        onPageChange={(next) => setPage(next > 1 ? next : undefined)}
        now={storyToday}
        {...(layout ? { layout } : {})}
      />
      <div data-testid="page">{page ?? 1}</div>
    </>
  );
}

const meta = {
  title: 'Portal/Cases/Case list',
  parameters: { layout: 'fullscreen' },
  decorators: [withMemoryRouter],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const results = (canvas: ReturnType<typeof within>) => canvas.getByRole('status');

/** Types a whole value at once (as a paste would), then leaves the field. */
function enter(field: HTMLElement, value: string, leave = true): void {
  fireEvent.focusIn(field);
  fireEvent.change(field, { target: { value } });
  if (leave) fireEvent.focusOut(field);
}

/** Below md: cards instead of the table, and the filters rendered once the customer opens them. */
export const OnAPhone: Story = {
  render: () => <IssueListStory data={listResponse(23)} layout="cards" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findByRole('list', { name: 'Sprawy otwarte, strona 1 z 3' });
    await expect(
      within(cards).getByRole('link', { name: 'Zobacz szczegóły sprawy PP/2026/01001' }),
    ).toHaveAttribute('href', '/lista-spraw/1');
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByLabelText('Rodzaj sprawy')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Pokaż filtry' }));
    await expect(canvas.getByLabelText('Rodzaj sprawy')).toBeInTheDocument();
  },
};

export const WithData: Story = {
  render: () => <IssueListStory data={listResponse(23)} layout="table" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Twoje sprawy' })).toBeVisible();
    await expect(results(canvas)).toHaveTextContent('1–10 z 23 wyników');
    const table = canvas.getByRole('table');
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Numer sprawy',
      'Numer kodu kreskowego',
      'Data złożenia wniosku',
      'Nazwa klienta',
      'Adres',
      'Rodzaj sprawy',
      'Status',
    ]);
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    // The first case is recent, the second has a notification: said in words too.
    const rows = within(table).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('Nowa');
    await expect(rows[2]).toHaveTextContent('Powiadomienie');
    await expect(rows[1]).toHaveTextContent('19.05.2026');
    await expect(
      within(table).getByRole('link', { name: 'PP/2026/01001, zobacz szczegóły' }),
    ).toHaveAttribute('href', '/lista-spraw/1');
    // The wide layout renders the table only, and its filters are open.
    await expect(canvas.queryByRole('list', { name: 'Sprawy otwarte, strona 1 z 3' })).toBeNull();
    await expect(canvas.getByLabelText('Rodzaj sprawy')).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Następna strona' }));
    await expect(results(canvas)).toHaveTextContent('11–20 z 23 wyników');
    await expect(canvas.getByTestId('page')).toHaveTextContent('2');
    const input = canvas.getByRole('spinbutton', { name: 'Strona' });
    // Out of range: put back to the current page.
    enter(input, '9');
    await expect(input).toHaveValue(2);
    enter(input, '3');
    await expect(results(canvas)).toHaveTextContent('21–23 z 23 wyników');
    await expect(canvas.getByRole('button', { name: 'Następna strona' })).toBeDisabled();
  },
};

export const Filtering: Story = {
  render: () => <IssueListStory data={listResponse(23)} initialPage={2} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(results(canvas)).toHaveTextContent('11–20 z 23 wyników');
    // Folded away on a phone (jsdom applies no media queries, so it counts as a phone here).
    const toggle = canvas.getByRole('button', { name: 'Pokaż filtry' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const status = canvas.getByLabelText('Status');
    await expect(within(status).getAllByRole('option')).toHaveLength(5);
    await userEvent.selectOptions(canvas.getByLabelText('Rodzaj sprawy'), 'Mikroinstalacja');
    // Choosing a filter goes back to page 1; the status options follow the type.
    await expect(canvas.getByTestId('page')).toHaveTextContent('1');
    await expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Wszystkie statusy',
      'Oczekuje na uzupełnienie dokumentów',
      'W realizacji',
      'Zgłoszenie',
      'Zgłoszenie przyjęte',
    ]);
    await expect(results(canvas)).toHaveTextContent('1–8 z 8 wyników');
    await userEvent.selectOptions(status, 'W realizacji');
    await expect(results(canvas)).toHaveTextContent('z 2 wyników');
    await expect(canvas.getByText('aktywne: 2')).toBeInTheDocument();

    fireEvent.change(canvas.getByLabelText('Adres przyłączenia'), { target: { value: 'nieistniejąca' } });
    await expect(canvas.getByRole('heading', { name: 'Brak wyników' })).toBeInTheDocument();
    // Customer journeys: no '0–0 z 0 wyników' beside the message.
    await expect(results(canvas)).toBeEmptyDOMElement();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Wyczyść filtry' })[1]!);
    await expect(results(canvas)).toHaveTextContent('1–10 z 23 wyników');
  },
};

export const DateFilter: Story = {
  render: () => <IssueListStory data={listResponse(23)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pokaż filtry' }));
    const from = canvas.getByLabelText('Data złożenia od');
    const to = canvas.getByLabelText('Data złożenia do');
    enter(to, '21.05.2026');
    await expect(canvas.getByText('Data nie może być późniejsza niż dzisiaj.')).toBeInTheDocument();
    enter(to, '');
    enter(from, '01.01.2020');
    await expect(canvas.getByText(/^Najwcześniejsza data to \d{2}\.\d{2}\.\d{4}\.$/)).toBeInTheDocument();
    enter(from, '01.05.2026');
    enter(to, '19.05.2026');
    await expect(to).toHaveValue('19.05.2026');
    // Filed 19.05, 10.05 and 01.05.2026: both ends count.
    await expect(results(canvas)).toHaveTextContent('1–3 z 3 wyników');
    enter(to, '30.04.2026');
    await expect(
      canvas.getByText('Data końcowa nie może być wcześniejsza niż początkowa.'),
    ).toBeInTheDocument();
    enter(to, '');
    // A date still being typed is not an error until the field is left.
    enter(from, '01.0', false);
    await expect(canvas.queryByText('Wpisz datę w formacie DD.MM.RRRR.')).toBeNull();
    fireEvent.focusOut(from);
    await expect(canvas.getByText('Wpisz datę w formacie DD.MM.RRRR.')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  render: () => <IssueListStory data={listResponse(0)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Brak wyników' })).toBeInTheDocument();
    await expect(canvas.getByText(/^Nie masz obecnie otwartych spraw\./)).toBeInTheDocument();
    // Customer journeys: a new account holder learns where a filed application will appear.
    await expect(canvas.getByText(/Złożony wniosek pojawi się tutaj jako sprawa/)).toBeInTheDocument();
    // Customer journeys: the empty state only: no count, no filters; and a way to start an application.
    await expect(results(canvas)).toBeEmptyDOMElement();
    await expect(canvas.queryByRole('region', { name: 'Filtry' })).toBeNull();
    await expect(canvas.getAllByRole('link', { name: 'Złóż wniosek' })).toHaveLength(2);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const HistoryMode: Story = {
  render: () => <IssueListStory mode="history" data={listResponse(4)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Historia spraw' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Wróć do listy spraw' })).toHaveAttribute(
      'href',
      '/lista-spraw',
    );
    await expect(results(canvas)).toHaveTextContent('1–4 z 4 wyników');
    // Only one page: no paging controls.
    await expect(canvas.queryByRole('navigation', { name: 'Strony historii spraw' })).toBeNull();
  },
};

export const InvalidPage: Story = {
  render: () => <IssueListStory data={listResponse(12)} initialPage={INVALID_PAGE} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The address is replaced by the base path (the route's onPageChange with replace).
    await waitFor(() => expect(canvas.getByTestId('page')).toHaveTextContent('1'));
    await expect(results(canvas)).toHaveTextContent('1–10 z 12 wyników');
  },
};
