import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import { UiProvider } from '@portal/ui';
import { describe, expect, it } from 'vitest';
import { NumberedPagination } from './NumberedPagination.tsx';
import { pageRange } from './paging.ts';
import { resultsRangeText } from './resultsRange.ts';

describe('one wording for the rows a paginated list shows', () => {
  it('reads "from–to z total wyników", "wyniku" for a single result', () => {
    expect(resultsRangeText(pageRange(1, 25))).toBe('1–10 z 25 wyników');
    expect(resultsRangeText(pageRange(2, 17))).toBe('11–17 z 17 wyników');
    expect(resultsRangeText(pageRange(1, 1))).toBe('1–1 z 1 wyniku');
    expect(resultsRangeText(pageRange(1, 2))).toBe('1–2 z 2 wyników');
  });

  it('is what the numbered pagination (historical invoices) shows, as the case lists do', () => {
    render(
      <UiProvider i18n={i18n}>
        <NumberedPagination page={1} lastPage={2} total={17} onPageChange={() => {}} label="Strony" />
      </UiProvider>,
    );
    expect(screen.getByText('1–10 z 17 wyników')).toBeInTheDocument();
    expect(screen.queryByText(/Wyniki/)).toBeNull();
  });
});
