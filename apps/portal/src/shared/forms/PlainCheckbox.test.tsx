import { i18n } from '@lingui/core';
import { UiProvider } from '@portal/ui';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PlainCheckbox } from './PlainCheckbox.tsx';

const box = (checked: boolean | 'indeterminate', onChange = vi.fn(), disabled = false) =>
  render(
    <UiProvider i18n={i18n}>
      <PlainCheckbox checked={checked} onChange={onChange} disabled={disabled}>
        Zaznacz wszystkie
      </PlainCheckbox>
    </UiProvider>,
  );

describe('PlainCheckbox', () => {
  it('is a checkbox named by its label, and a click on the label ticks it', () => {
    const onChange = vi.fn();
    box(false, onChange);
    fireEvent.click(screen.getByText('Zaznacz wszystkie'));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('checkbox', { name: 'Zaznacz wszystkie' })).not.toBeChecked();
  });

  it('says "some selected" through the input itself (announced as mixed), and leaves it when all are', () => {
    const { rerender } = box('indeterminate');
    const input = screen.getByRole<HTMLInputElement>('checkbox');
    expect(input.indeterminate).toBe(true);
    expect(input).toBePartiallyChecked();
    rerender(
      <UiProvider i18n={i18n}>
        <PlainCheckbox checked onChange={vi.fn()}>
          Zaznacz wszystkie
        </PlainCheckbox>
      </UiProvider>,
    );
    expect(input.indeterminate).toBe(false);
    expect(input).toBeChecked();
  });

  it('unticks to false, and a disabled one does not change', () => {
    const onChange = vi.fn();
    box(true, onChange);
    fireEvent.click(screen.getByRole('checkbox'));
    expect(onChange).toHaveBeenCalledWith(false);
    onChange.mockClear();
    cleanup();
    box(false, onChange, true);
    fireEvent.click(screen.getByText('Zaznacz wszystkie'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox')).toBeDisabled();
  });

  it("with a list's classes, is the same checkbox drawn with them: named, ticked, mixed and disabled alike", () => {
    const onChange = vi.fn();
    const classes = { label: 'list-label', box: 'list-box' };
    const { rerender } = render(
      <PlainCheckbox checked="indeterminate" onChange={onChange} classes={classes}>
        Zaznacz dokument
      </PlainCheckbox>,
    );
    const input = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Zaznacz dokument' });
    expect(input).toHaveClass('list-box');
    expect(input.closest('label')).toHaveClass('list-label');
    expect(input).toBePartiallyChecked();
    fireEvent.click(screen.getByText('Zaznacz dokument'));
    expect(onChange).toHaveBeenCalledWith(true);
    rerender(
      <PlainCheckbox checked onChange={onChange} disabled classes={classes}>
        Zaznacz dokument
      </PlainCheckbox>,
    );
    expect(input.indeterminate).toBe(false);
    expect(input).toBeChecked();
    expect(input).toBeDisabled();
  });
});
