import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeStories } from '../test/renderStories.tsx';
import { renderWithUi } from '../test/renderWithUi.tsx';
import { FullScreenLoader } from './FullScreenLoader.tsx';
import * as stories from './FullScreenLoader.stories.tsx';

describe('FullScreenLoader', () => {
  it('is a polite status region so screen readers hear that the page is loading', () => {
    renderWithUi(<FullScreenLoader />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Ładowanie…');
  });
});

describeStories('FullScreenLoader', stories);
