// A checkbox whose accessible name says which invoice it selects (the visible context is the row or tile).
import { Checkbox } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';

export interface InvoiceCheckboxProps {
  label: string;
  checked: boolean | 'indeterminate';
  onChange: () => void;
  disabled?: boolean;
  /** Shows the label next to the box (the mobile select-all); otherwise it is for assistive technology only. */
  showLabel?: boolean;
}

export function InvoiceCheckbox({
  label,
  checked,
  onChange,
  disabled = false,
  showLabel = false,
}: InvoiceCheckboxProps) {
  return (
    <Checkbox.Root
      recipe={checkboxSlotRecipe}
      checked={checked}
      onCheckedChange={onChange}
      disabled={disabled}
      size="md"
      colorPalette="brand"
      // The hidden native input is placed over the box, not somewhere up the page.
      position="relative"
      // A bigger hit area than the 20 px box, for fingers.
      p={showLabel ? '1' : '2'}
      m={showLabel ? '0' : '-2'}
      cursor={disabled ? 'not-allowed' : 'pointer'}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control
        borderColor="gray.500"
        bg="bg.panel"
        _checked={{ bg: 'brand.solid', borderColor: 'brand.solid', color: 'white' }}
        _indeterminate={{ bg: 'brand.solid', borderColor: 'brand.solid', color: 'white' }}
      >
        <Checkbox.Indicator />
      </Checkbox.Control>
      <Checkbox.Label
        fontWeight="medium"
        {...(showLabel
          ? {}
          : {
              position: 'absolute',
              width: '1px',
              height: '1px',
              overflow: 'hidden',
              clip: 'rect(0 0 0 0)',
              whiteSpace: 'nowrap',
            })}
      >
        {label}
      </Checkbox.Label>
    </Checkbox.Root>
  );
}
