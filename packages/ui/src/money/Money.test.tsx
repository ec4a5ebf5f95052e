import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../test/renderWithUi.tsx';
import { Money } from './Money.tsx';
import * as stories from './Money.stories.tsx';
import { describeStories } from '../test/renderStories.tsx';

describe('Money', () => {
  it('renders a decimal string in złoty with non-breaking spaces', () => {
    renderWithUi(<Money value="1234.56" data-testid="amount" />);
    expect(screen.getByTestId('amount').textContent).toBe('1\u00a0234,56\u00a0zł');
  });

  it('renders integer grosze', () => {
    renderWithUi(<Money grosze={5} data-testid="amount" />);
    expect(screen.getByTestId('amount').textContent).toBe('0,05\u00a0zł');
  });

  it('renders "-" for a missing amount', () => {
    renderWithUi(<Money value={undefined} data-testid="amount" />);
    expect(screen.getByTestId('amount').textContent).toBe('-');
  });
});

describeStories('Money', stories);
