import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeStories } from '../test/renderStories.tsx';
import { renderWithUi } from '../test/renderWithUi.tsx';
import { MessagePanel } from './MessagePanel.tsx';
import * as stories from './MessagePanel.stories.tsx';

describe('MessagePanel', () => {
  it('renders the title as h1 by default, with its text and actions', () => {
    renderWithUi(
      <MessagePanel title="Tytuł" actions={<button type="button">Akcja</button>}>
        Opis
      </MessagePanel>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Tytuł' })).toBeInTheDocument();
    expect(screen.getByText('Opis')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Akcja' })).toBeInTheDocument();
  });

  it('hides its icon from assistive technology', () => {
    const { container } = renderWithUi(<MessagePanel title="Tytuł" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});

describeStories('MessagePanel', stories);
