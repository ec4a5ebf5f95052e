import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeStories } from '../test/renderStories.tsx';
import { renderWithUi } from '../test/renderWithUi.tsx';
import { Page } from './Page.tsx';
import * as stories from './Page.stories.tsx';

describe('Page', () => {
  it('renders its content', () => {
    renderWithUi(<Page>treść</Page>);
    expect(screen.getByText('treść')).toBeInTheDocument();
  });
});

describeStories('Page', stories);
