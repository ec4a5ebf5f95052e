import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeStories } from '../test/renderStories.tsx';
import { renderWithUi } from '../test/renderWithUi.tsx';
import { DateText } from './DateText.tsx';
import * as stories from './DateText.stories.tsx';

describe('DateText', () => {
  it('renders a <time> with the machine-readable date', () => {
    renderWithUi(<DateText value="2024-05-01" />);
    const time = screen.getByText('01.05.2024');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2024-05-01');
  });

  it('shows "-" and announces a missing date', () => {
    renderWithUi(<DateText value={null} data-testid="date" />);
    const element = screen.getByTestId('date');
    expect(element.querySelector('[aria-hidden="true"]')?.textContent).toBe('-');
    expect(screen.getByText('brak daty')).toBeInTheDocument();
  });
});

describeStories('DateText', stories);
