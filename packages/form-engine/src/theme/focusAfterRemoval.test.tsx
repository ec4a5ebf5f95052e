import type { RJSFSchema } from '@rjsf/utils';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { renderField } from '../test/renderField.tsx';

// Customer journeys: after "Usuń plik" or "Usuń: Działka N" focus fell to the page's body.
describe('focus after removing an item', () => {
  it('a list of groups: the next item’s remove button, the previous one’s, then the add button', async () => {
    const user = userEvent.setup();
    const parcels: RJSFSchema = {
      type: 'array',
      title: 'Działki',
      items: {
        type: 'object',
        title: 'Działka',
        properties: { plotNumber: { type: 'string', title: 'Numer działki' } },
      },
    };
    renderField(parcels, { formData: [{ plotNumber: '1' }, { plotNumber: '2' }, { plotNumber: '3' }] });
    await user.click(screen.getByRole('button', { name: 'Usuń: Działka 2' }));
    // The third parcel took the second's place, and its title.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Usuń: Działka 2' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Usuń: Działka 2' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Usuń: Działka 1' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Usuń: Działka 1' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Dodaj: Działka' })).toHaveFocus());
  });

  it('a file list: the next file’s remove button, then "Wybierz pliki"', async () => {
    const user = userEvent.setup();
    const files = ['a.pdf', 'b.pdf'].map((name, index) => ({
      id: `3f6c1a2e-8b4d-4c1e-9a7f-00000000000${index}`,
      name,
      size: 10,
      type: 'application/pdf',
    }));
    renderField({ type: 'array', title: 'Plan zabudowy', items: { type: 'object' } } as RJSFSchema, {
      uiSchema: { 'ui:widget': 'attachments' },
      formData: files,
    });
    const list = screen.getByRole('list', { name: /Dodane pliki/ });
    await user.click(within(list).getByRole('button', { name: 'Usuń plik a.pdf' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Usuń plik b.pdf' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Usuń plik b.pdf' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Wybierz pliki/ })).toHaveFocus());
  });
});
