// A native checkbox drawn as the portal's: the list screens' filters and the invoices' selection. A file of
// its own: with the list screens' text fields and drop-downs (controls.tsx) it brought their recipes into
// the invoices screen's first view.
import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { plainCheckboxBox } from './plainCheckboxBox.ts';

export interface PlainCheckboxProps extends Omit<HTMLChakraProps<'label'>, 'onChange'> {
  checked: boolean | 'indeterminate';
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * A native checkbox drawn as the portal's (a 20 px box, the brand colour when ticked): the list screens'
 * filters and the invoices' selection. Chakra's Checkbox runs a state machine per box (zag, ~10 KB gzip on
 * those screens' first view) for what the browser does itself; "some selected" is the input's
 * own `indeterminate`, which assistive technology announces as mixed. Props other than these style the label.
 */
export function PlainCheckbox({
  checked,
  onChange,
  disabled = false,
  children,
  ...label
}: PlainCheckboxProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.indeterminate = checked === 'indeterminate';
  }, [checked]);
  return (
    <chakra.label
      display="inline-flex"
      alignItems="center"
      gap="2"
      cursor={disabled ? 'not-allowed' : 'pointer'}
      {...label}
    >
      <chakra.input
        ref={input}
        type="checkbox"
        css={plainCheckboxBox}
        checked={checked === true}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      {children}
    </chakra.label>
  );
}
