import type { RJSFSchema } from '@rjsf/utils';
import { screen } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { renderField } from '../../test/renderField.tsx';

// An optional group (not required by its parent) that requires both of its fields once given: the refund
// account of forms 1 and 9, the person on site of form 23.
const refund: RJSFSchema = {
  type: 'object',
  title: 'Rachunek do zwrotu nadpłaty',
  properties: {
    wrapper: {
      type: 'object',
      title: 'Rachunek',
      properties: {
        accountNumber: { type: 'string', title: 'Numer rachunku bankowego' },
        accountHolder: { type: 'string', title: 'Właściciel rachunku' },
      },
      required: ['accountNumber', 'accountHolder'],
    },
    list: {
      type: 'array',
      title: 'Działki',
      items: {
        type: 'object',
        title: 'Działka',
        properties: { plotNumber: { type: 'string', title: 'Numer działki' } },
        required: ['plotNumber'],
      },
    },
  },
};

function label(name: string): HTMLElement {
  return screen.getByText(name, { selector: 'label' });
}

describe('required marks inside an optional group', () => {
  it('shows no asterisk nor aria-required while the group is empty, both once something is typed', async () => {
    const user = userEvent.setup();
    renderField(refund, { formData: { list: [{}] } });
    const number = screen.getByRole('textbox', { name: 'Numer rachunku bankowego' });
    const holder = screen.getByRole('textbox', { name: 'Właściciel rachunku' });
    expect(label('Numer rachunku bankowego')).not.toHaveTextContent('*');
    expect(number).not.toHaveAttribute('aria-required');
    expect(holder).not.toHaveAttribute('aria-required');

    await user.type(number, '6');
    expect(label('Właściciel rachunku')).toHaveTextContent('Właściciel rachunku*(wymagane)');
    expect(holder).toHaveAttribute('aria-required', 'true');

    // Emptied again (blank text counts as not given): optional again.
    await user.clear(number);
    await user.type(number, '   ');
    expect(holder).not.toHaveAttribute('aria-required');
  });

  it('keeps a list item’s required fields required: the item is there because it was added', () => {
    renderField(refund, { formData: { list: [{}] } });
    expect(label('Numer działki')).toHaveTextContent('*');
    expect(screen.getByRole('textbox', { name: /Numer działki/ })).toHaveAttribute('aria-required', 'true');
  });
});
