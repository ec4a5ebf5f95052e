import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../test/renderWithUi.tsx';
import { ErrorSummary } from './ErrorSummary.tsx';

describe('ErrorSummary', () => {
  it('is a region named by its heading (it had neither role nor name)', () => {
    renderWithUi(
      <ErrorSummary items={[{ targetId: 'wniosek_a', label: 'Imię', message: 'Pole obowiązkowe' }]} />,
    );
    const region = screen.getByRole('region', { name: 'Popraw błędy w formularzu' });
    expect(within(region).getByRole('link', { name: 'Imię: Pole obowiązkowe' })).toHaveAttribute(
      'href',
      '#wniosek_a',
    );
  });

  it('never doubles a label’s own punctuation before the colon', () => {
    renderWithUi(
      <ErrorSummary
        items={[
          {
            targetId: 'wniosek_zgoda',
            label: 'Mam zgodę zarządcy budynku na prace operatora.',
            message: 'Pole obowiązkowe',
          },
        ]}
      />,
    );
    expect(
      screen.getByRole('link', { name: 'Mam zgodę zarządcy budynku na prace operatora: Pole obowiązkowe' }),
    ).toBeInTheDocument();
  });
});
