// A native check box with the field's label beside it, wired to RJSF: the control of the single-tick
// widgets (checkbox, statement), which differ in their frame and in what a tick stores.
import { chakra, Text, type HTMLChakraProps } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { RequiredMark } from '../templates/RequiredMark.tsx';
import { choiceInputStyle } from './choiceStyles.ts';
import type { ControlA11yProps } from './useControlProps.ts';

export interface TickLabelProps extends HTMLChakraProps<'label'> {
  widget: WidgetProps;
  a11y: ControlA11yProps;
  /** What ticking (true) or unticking (false) stores. */
  valueOf: (checked: boolean) => boolean | undefined;
}

export function TickLabel({ widget, a11y, valueOf, ...labelStyle }: TickLabelProps) {
  const { id, value, label, disabled, readonly, onChange, onBlur, onFocus, required, htmlName } = widget;
  return (
    <chakra.label htmlFor={id} {...labelStyle}>
      <chakra.input
        type="checkbox"
        id={id}
        name={htmlName ?? id}
        checked={value === true}
        disabled={disabled || readonly}
        aria-invalid={a11y['aria-invalid']}
        aria-describedby={a11y['aria-describedby']}
        onChange={(event) => {
          const next = valueOf(event.target.checked);
          onChange(next);
          onBlur(id, next);
        }}
        onFocus={() => onFocus(id, value)}
        css={choiceInputStyle}
      />
      <Text as="span">
        {label}
        {required ? <RequiredMark /> : null}
      </Text>
    </chakra.label>
  );
}
