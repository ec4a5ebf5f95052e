import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { UiProvider } from '@portal/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { CookieBanner } from './CookieBanner.tsx';
import { MAIN_CONTENT_ID } from './SkipLink.tsx';

function renderPage(extra: React.ReactNode = null) {
  return render(
    <UiProvider i18n={i18n}>
      <CookieBanner />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <button type="button">Sprawdź status sprawy</button>
      </main>
      {extra}
    </UiProvider>,
  );
}

afterEach(() => {
  document.cookie = 'cookies=; max-age=0; path=/';
});

describe('the cookie banner with the keyboard alone', () => {
  it('Escape sets it aside for this visit without accepting, and focus goes on to the page', async () => {
    const user = userEvent.setup();
    renderPage();
    const accept = screen.getByRole('button', { name: 'Akceptuję' });
    accept.focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Pliki cookies' })).toBeNull();
    expect(document.getElementById(MAIN_CONTENT_ID)).toHaveFocus();
    expect(document.cookie).not.toContain('cookies=accepted');
    expect(document.cookie).toContain('cookies=setAside');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sprawdź status sprawy' })).toHaveFocus();
  });

  it('Escape anywhere on the page sets it aside too, keeping focus where it was', async () => {
    const user = userEvent.setup();
    renderPage();
    const pageButton = screen.getByRole('button', { name: 'Sprawdź status sprawy' });
    pageButton.focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Pliki cookies' })).toBeNull();
    expect(pageButton).toHaveFocus();
  });

  it('leaves Escape to an open dialog', async () => {
    const user = userEvent.setup();
    renderPage(
      <div role="dialog" aria-modal="true" aria-label="Okno">
        <button type="button">W oknie</button>
      </div>,
    );
    screen.getByRole('button', { name: 'W oknie' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('region', { name: 'Pliki cookies' })).toBeInTheDocument();
  });

  it('Enter on "Akceptuję" accepts and moves focus to the main content', async () => {
    const user = userEvent.setup();
    renderPage();
    screen.getByRole('button', { name: 'Akceptuję' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('region', { name: 'Pliki cookies' })).toBeNull();
    expect(document.cookie).toContain('cookies=accepted');
    expect(document.getElementById(MAIN_CONTENT_ID)).toHaveFocus();
  });
});
