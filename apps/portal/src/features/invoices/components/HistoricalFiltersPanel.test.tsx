import { i18n } from '@lingui/core';
import { UiProvider } from '@portal/ui';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_HISTORICAL_FILTERS } from '../lib/historicalSearch.ts';
import { NOW } from '../test/fixtures.ts';
import { HistoricalFiltersPanel } from './HistoricalFiltersPanel.tsx';

const panel = (alwaysOpen: boolean) =>
  render(
    <UiProvider i18n={i18n}>
      <HistoricalFiltersPanel
        filters={EMPTY_HISTORICAL_FILTERS}
        onChange={vi.fn()}
        now={NOW}
        alwaysOpen={alwaysOpen}
      />
    </UiProvider>,
  );

describe('HistoricalFiltersPanel', () => {
  it('renders its fields only once opened on a phone (nothing hidden is rendered)', () => {
    panel(false);
    expect(screen.queryByLabelText('Szukaj')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Filtry i sortowanie/ }));
    expect(screen.getByLabelText('Szukaj')).toBeInTheDocument();
  });

  it('is open without the toggle on a wide screen', () => {
    panel(true);
    expect(screen.getByLabelText('Szukaj')).toBeInTheDocument();
  });
});
