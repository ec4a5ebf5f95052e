import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeStories } from '../test/renderStories.tsx';
import { renderWithUi } from '../test/renderWithUi.tsx';
import { Card } from './Card.tsx';
import * as stories from './Card.stories.tsx';

describe('Card', () => {
  it('uses the requested heading level for its title', () => {
    renderWithUi(<Card title="Kontakt" titleAs="h3" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Kontakt' })).toBeInTheDocument();
  });
});

describeStories('Card', stories);
