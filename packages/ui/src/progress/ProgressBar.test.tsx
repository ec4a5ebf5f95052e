import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../test/renderWithUi.tsx';
import { ProgressBar } from './ProgressBar.tsx';

describe('ProgressBar', () => {
  it('is a progressbar with the name and values it is given', () => {
    renderWithUi(
      <ProgressBar
        aria-label="Postęp wysyłania wniosku"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={40}
        aria-valuetext="Minęło 12 s z około 30 s"
        percent={40}
        transition="width 1s linear"
      />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Postęp wysyłania wniosku' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuetext', 'Minęło 12 s z około 30 s');
  });
});
