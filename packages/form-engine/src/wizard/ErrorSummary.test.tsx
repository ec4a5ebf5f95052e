import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../test/renderWithUi.tsx';
import { ErrorSummary } from './ErrorSummary.tsx';

describe('ErrorSummary', () => {
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
