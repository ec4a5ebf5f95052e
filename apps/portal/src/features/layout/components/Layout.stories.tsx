import { Box, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useNotificationStore } from '../../../shared/notifications/notificationStore.ts';
import { withMemoryRouter } from '../../../test/withMemoryRouter.tsx';
import { AppShell } from './AppShell.tsx';
import { CookieBanner } from './CookieBanner.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

const meta = {
  title: 'Portal/Layout',
  parameters: { layout: 'fullscreen' },
  decorators: [withMemoryRouter],
  beforeEach: () => {
    document.cookie = 'cookies=; Max-Age=0; Path=/';
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const sampleContent = 'Treść ekranu';
const onLogout = fn();

export const HeaderForVisitor: Story = {
  render: () => <Header isSignedIn={false} onLogout={onLogout} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /^Portal Klienta/ })).toHaveAttribute('href', '/');
    await expect(canvasElement.querySelector('nav')).toBeNull();
  },
};

export const HeaderSignedIn: Story = {
  // The menus read the count where the API's case list puts it.
  beforeEach: () => {
    useNotificationStore.getState().setIssuesNotification(3);
    return () => useNotificationStore.getState().setIssuesNotification(0);
  },
  render: () => <Header isSignedIn onLogout={onLogout} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('nav[aria-label="Menu główne"]')).not.toBeNull());
    const nav = canvasElement.querySelector<HTMLElement>('nav[aria-label="Menu główne"]') as HTMLElement;
    const hrefs = Array.from(nav.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    await expect(hrefs).toEqual([
      '/lista-spraw-historycznych',
      '/platnosci',
      // Customer journeys: "Powiadomienia" opens the list of the notified cases only.
      '/lista-spraw?powiadomienia=tak',
      '/konto/ustawienia',
    ]);
    await expect(nav).toHaveTextContent('3');
  },
};

export const CookieConsent: Story = {
  render: () => (
    <Box minH="60vh" display="flex" flexDirection="column">
      <Box flex="1" p="8">
        <Text>{sampleContent}</Text>
      </Box>
      <CookieBanner />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole('region', { name: 'Pliki cookies' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Akceptuję' }));
    await expect(canvas.queryByRole('region', { name: 'Pliki cookies' })).toBeNull();
    await expect(document.cookie).toContain('cookies=accepted');
  },
};

export const FooterOnly: Story = {
  render: () => <Footer />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /991/ })).toHaveAttribute('href', 'tel:991');
    await expect(canvas.getByText(/Operator Systemu Dystrybucyjnego/)).toBeVisible();
  },
};

export const WholeShell: Story = {
  render: () => (
    <AppShell isSignedIn={false} onLogout={onLogout}>
      <Box p="8">
        <Text>{sampleContent}</Text>
      </Box>
    </AppShell>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('main')).toHaveTextContent(sampleContent);
    await expect(canvas.getByRole('link', { name: 'Przejdź do treści' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};
