import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNotificationStore } from '../../../shared/notifications/notificationStore.ts';
import { renderWithRouter } from '../../../test/renderWithRouter.tsx';
import { DesktopMenu } from './DesktopMenu.tsx';
import { Header } from './Header.tsx';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
    vi.runAllTimers();
  });
}

afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

async function renderHeader() {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  await renderWithRouter(<Header isSignedIn={false} onLogout={vi.fn()} />);
  return screen.getByRole('banner');
}

describe('Header (portal-spec §2: hides on scroll, reappears on scroll up and hover)', () => {
  it('shows the brand to everyone and no menu to a visitor', async () => {
    const header = await renderHeader();
    expect(screen.getByRole('link', { name: /^Portal Klienta/ })).toBeInTheDocument();
    expect(header.querySelector('nav')).toBeNull();
  });

  it('hides when scrolling down past 117 px below md, and comes back when scrolling up', async () => {
    const header = await renderHeader();
    scrollTo(100);
    expect(header).not.toHaveAttribute('data-hidden');
    scrollTo(300);
    expect(header).toHaveAttribute('data-hidden');
    scrollTo(250);
    expect(header).not.toHaveAttribute('data-hidden');
  });

  it('comes back on hover at the top edge and when keyboard focus enters it', async () => {
    const header = await renderHeader();
    scrollTo(300);
    fireEvent.mouseEnter(screen.getByTestId('header-reveal-zone'));
    expect(header).not.toHaveAttribute('data-hidden');
    fireEvent.mouseLeave(header);
    expect(header).toHaveAttribute('data-hidden');
    act(() => screen.getByRole('link', { name: /^Portal Klienta/ }).focus());
    expect(header).not.toHaveAttribute('data-hidden');
  });
});

describe('the Notifications entry', () => {
  afterEach(() => useNotificationStore.getState().setIssuesNotification(0));

  it('leads to the cases with a notification only, with the count', async () => {
    useNotificationStore.getState().setIssuesNotification(4);
    await renderWithRouter(<DesktopMenu onLogout={vi.fn()} />);
    const link = await screen.findByRole('link', { name: /Powiadomienia/, hidden: true });
    expect(link).toHaveAttribute('href', '/lista-spraw?powiadomienia=tak');
    expect(link).toHaveTextContent('nowe:4');
  });

  it('follows the count as the case list brings it', async () => {
    await renderWithRouter(<DesktopMenu onLogout={vi.fn()} />);
    const link = await screen.findByRole('link', { name: /Powiadomienia/, hidden: true });
    expect(link).not.toHaveTextContent('nowe:');
    act(() => useNotificationStore.getState().setIssuesNotification(2));
    expect(link).toHaveTextContent('nowe:2');
  });
});
