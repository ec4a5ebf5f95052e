import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeStories } from '../test/renderStories.tsx';
import { renderWithUi } from '../test/renderWithUi.tsx';
import { PageHeading } from './PageHeading.tsx';
import * as stories from './PageHeading.stories.tsx';

describe('PageHeading', () => {
  it('renders the title as the page h1 and no empty description', () => {
    const { container } = renderWithUi(<PageHeading title="Płatności" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Płatności' })).toBeInTheDocument();
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });
});

describeStories('PageHeading', stories);
