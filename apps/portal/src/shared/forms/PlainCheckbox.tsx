// A native checkbox drawn as the portal's: the list screens' filters and the invoices' selection. A file of
// its own: with the list screens' text fields and drop-downs (controls.tsx) it brought their recipes into
// the invoices screen's first view.
import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { useEffect, useRef, type ChangeEvent, type ReactNode } from 'react';
import { plainCheckboxBox, plainCheckboxLabel } from './plainCheckboxBox.ts';

export interface PlainCheckboxProps extends Omit<HTMLChakraProps<'label'>, 'onChange'> {
  checked: boolean | 'indeterminate';
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  children: ReactNode;
  /**
   * A list's classes for the label and the box (shared/lists/ListClasses.tsx: plainCheckboxLabel and
   * plainCheckboxBox resolved once per list): plain elements then, and the style props are not read.
   */
  classes?: { label: string; box: string } | undefined;
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
  classes,
  ...label
}: PlainCheckboxProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.indeterminate = checked === 'indeterminate';
  }, [checked]);
  const box = {
    ref: input,
    type: 'checkbox',
    checked: checked === true,
    disabled,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.checked),
  } as const;
  if (classes)
    return (
      <label className={classes.label}>
        <input {...box} className={classes.box} />
        {children}
      </label>
    );
  return (
    <chakra.label {...plainCheckboxLabel(disabled)} {...label}>
      <chakra.input {...box} css={plainCheckboxBox} />
      {children}
    </chakra.label>
  );
}
