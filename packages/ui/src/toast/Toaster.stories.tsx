import { Button, HStack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { closeAllToasts, showErrorToast, showInfoToast, showSuccessToast } from './toaster.ts';

const labels = {
  success: 'Pokaż sukces',
  error: 'Pokaż błąd',
  info: 'Pokaż informację',
  closeAll: 'Zamknij wszystkie',
};

function ToastDemo() {
  return (
    <HStack gap="3" wrap="wrap">
      <Button colorPalette="green" onClick={() => showSuccessToast('Zalogowano pomyślnie')}>
        {labels.success}
      </Button>
      <Button
        colorPalette="red"
        onClick={() => showErrorToast('Nie udało się zapisać zmian', { autoHide: false })}
      >
        {labels.error}
      </Button>
      <Button onClick={() => showInfoToast('Sesja wygasła')}>{labels.info}</Button>
      <Button variant="outline" onClick={closeAllToasts}>
        {labels.closeAll}
      </Button>
    </HStack>
  );
}

const meta = {
  title: 'Shared/Toasts',
  component: ToastDemo,
  beforeEach: () => () => closeAllToasts(),
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AutoHidingSuccess: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: labels.success }));
    const toast = await screen.findByText('Zalogowano pomyślnie');
    await expect(toast).toBeVisible();
    // portal-spec §4: an auto-hiding toast has no close button.
    await expect(screen.queryByRole('button', { name: 'Zamknij powiadomienie' })).toBeNull();
  },
};

export const PersistentErrorWithCloseButton: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: labels.error }));
    await screen.findByText('Nie udało się zapisać zmian');
    const close = await screen.findByRole('button', { name: 'Zamknij powiadomienie' });
    await userEvent.click(close);
    await waitFor(() => expect(screen.queryByText('Nie udało się zapisać zmian')).toBeNull());
  },
};

export const CloseAll: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: labels.info }));
    await screen.findByText('Sesja wygasła');
    await userEvent.click(screen.getByRole('button', { name: labels.closeAll }));
    await waitFor(() => expect(screen.queryByText('Sesja wygasła')).toBeNull());
  },
};
