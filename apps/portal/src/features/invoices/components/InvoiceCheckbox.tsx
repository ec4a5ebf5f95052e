// A checkbox whose accessible name says which invoice it selects (the visible context is the row or tile).
import { VisuallyHidden, chakra } from '@chakra-ui/react';
import { PlainCheckbox } from '../../../shared/forms/PlainCheckbox.tsx';
import type { InvoiceList } from './InvoiceListClasses.tsx';

export interface InvoiceCheckboxProps {
  label: string;
  checked: boolean | 'indeterminate';
  onChange: () => void;
  disabled?: boolean;
  /** Shows the label next to the box (the mobile select-all); otherwise it is for assistive technology only. */
  showLabel?: boolean;
  /** A row's box in an invoice list: drawn with the list's classes (InvoiceListClasses). */
  list?: InvoiceList | undefined;
}

export function InvoiceCheckbox({
  label,
  checked,
  onChange,
  disabled = false,
  showLabel = false,
  list,
}: InvoiceCheckboxProps) {
  if (list)
    return (
      <PlainCheckbox
        checked={checked}
        onChange={onChange}
        disabled={disabled}
        classes={{
          label: disabled ? list.classes.rowCheckboxDisabled : list.classes.rowCheckbox,
          box: list.classes.checkboxBox,
        }}
      >
        <span className={list.classes.srOnly}>{label}</span>
      </PlainCheckbox>
    );
  return (
    <PlainCheckbox
      checked={checked}
      onChange={onChange}
      disabled={disabled}
      // A bigger hit area than the 20 px box, for fingers.
      p={showLabel ? '1' : '2'}
      m={showLabel ? '0' : '-2'}
    >
      {showLabel ? (
        <chakra.span fontWeight="medium">{label}</chakra.span>
      ) : (
        <VisuallyHidden>{label}</VisuallyHidden>
      )}
    </PlainCheckbox>
  );
}
