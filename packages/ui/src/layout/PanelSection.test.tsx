import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../test/renderWithUi.tsx';
import { PanelSection } from './PanelSection.tsx';

describe('PanelSection', () => {
  it('is a region named by the element it points to, busy only while asked', () => {
    renderWithUi(
      <>
        <PanelSection labelledBy="pay-title" id="do-zaplaty">
          <h2 id="pay-title">Do zapłaty</h2>
        </PanelSection>
        <PanelSection labelledBy="history-title" busy>
          <h2 id="history-title">Historia płatności</h2>
        </PanelSection>
      </>,
    );
    const pay = screen.getByRole('region', { name: 'Do zapłaty' });
    expect(pay).toHaveAttribute('id', 'do-zaplaty');
    expect(pay).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('region', { name: 'Historia płatności' })).toHaveAttribute('aria-busy', 'true');
  });
});
