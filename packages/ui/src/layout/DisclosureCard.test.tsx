import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeStories } from '../test/renderStories.tsx';
import { renderWithUi } from '../test/renderWithUi.tsx';
import { DisclosureCard } from './DisclosureCard.tsx';
import * as stories from './DisclosureCard.stories.tsx';

describe('DisclosureCard', () => {
  it('is a section named by its h2, whose button shows and hides the body and the footer', () => {
    renderWithUi(
      <DisclosureCard title="Historia sprawy" meta="3 zdarzenia" footer={<a href="#x">Więcej</a>}>
        Treść karty
      </DisclosureCard>,
    );
    const button = screen.getByRole('button', { name: /Historia sprawy/ });
    expect(screen.getByRole('heading', { level: 2, name: /Historia sprawy/ })).toContainElement(button);
    expect(screen.getByRole('region', { name: 'Historia sprawy' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Treść karty')).toBeVisible();

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const body = document.getElementById(button.getAttribute('aria-controls')!);
    expect(body).not.toBeVisible();
    expect(body).toContainElement(screen.getByText('Więcej'));
  });

  it('starts closed when asked and says it is busy while its body reloads', () => {
    renderWithUi(
      <DisclosureCard title="Płatności" defaultOpen={false} busy>
        Lista
      </DisclosureCard>,
    );
    expect(screen.getByRole('button', { name: /Płatności/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: 'Płatności' })).toHaveAttribute('aria-busy', 'true');
  });
});

describeStories('DisclosureCard', stories);
