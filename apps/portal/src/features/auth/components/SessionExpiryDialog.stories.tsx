// Customer journeys (WCAG 2.2.1): the warning before an idle session ends.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatTimeLeft, SessionExpiryDialog } from './SessionExpiryDialog.tsx';

const onExtend = fn(async () => undefined);
const onLogout = fn();

const meta = {
  title: 'Portal/Accounts/Session expiry warning',
  component: SessionExpiryDialog,
  parameters: { layout: 'fullscreen' },
  args: { open: true, deadline: Date.now() + 120_000, onExtend, onLogout },
  beforeEach: () => {
    onExtend.mockReset();
    onExtend.mockImplementation(async () => undefined);
    onLogout.mockClear();
  },
} satisfies Meta<typeof SessionExpiryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const Warning: Story = {
  render: (args) => <SessionExpiryDialog {...args} deadline={Date.now() + 105_000} />,
  play: async () => {
    const dialog = await page().findByRole('alertdialog', { name: 'Sesja wkrótce wygaśnie' });
    await expect(dialog).toHaveAccessibleDescription(
      /Ze względów bezpieczeństwa wylogujemy Cię za 1:[0-4]\d min\. Przedłuż sesję/,
    );
    const extend = within(dialog).getByRole('button', { name: 'Przedłuż sesję' });
    await waitFor(() => expect(extend).toHaveFocus(), { timeout: 3000 });
    // The countdown moves on.
    const time = dialog.querySelector('time')!;
    const first = time.textContent;
    await waitFor(() => expect(time.textContent).not.toBe(first), { timeout: 4000 });
    await userEvent.click(extend);
    await expect(onExtend).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wyloguj' }));
    await expect(onLogout).toHaveBeenCalledTimes(1);
  },
};

/** Escape means the customer is here: it extends the session as the button does. */
export const EscapeExtends: Story = {
  play: async () => {
    const dialog = await page().findByRole('alertdialog', { name: 'Sesja wkrótce wygaśnie' });
    await waitFor(
      () => expect(within(dialog).getByRole('button', { name: 'Przedłuż sesję' })).toHaveFocus(),
      {
        timeout: 3000,
      },
    );
    await userEvent.keyboard('{Escape}');
    await expect(onExtend).toHaveBeenCalledTimes(1);
  },
};

export const ExtendFails: Story = {
  beforeEach: () => {
    onExtend.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
  },
  play: async () => {
    const dialog = await page().findByRole('alertdialog', { name: 'Sesja wkrótce wygaśnie' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Przedłuż sesję' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Nie udało się przedłużyć sesji. Sprawdź połączenie z internetem i spróbuj ponownie.',
    );
  },
};

export const TimeLeftFormat: Story = {
  args: { open: false },
  play: async () => {
    await expect([125_000, 60_000, 9_500, 0, -3000].map(formatTimeLeft)).toEqual([
      '2:05',
      '1:00',
      '0:10',
      '0:00',
      '0:00',
    ]);
  },
};
