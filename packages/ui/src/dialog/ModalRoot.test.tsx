import { Dialog } from '@chakra-ui/react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../test/renderWithUi.tsx';
import { ModalRoot } from './ModalRoot.tsx';

describe('ModalRoot', () => {
  it('shows the dialog while open and reports Escape as onClose', async () => {
    const onClose = vi.fn();
    renderWithUi(
      <ModalRoot open onClose={onClose}>
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>Dane do przelewu</Dialog.Title>
          </Dialog.Content>
        </Dialog.Positioner>
      </ModalRoot>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Dane do przelewu' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
