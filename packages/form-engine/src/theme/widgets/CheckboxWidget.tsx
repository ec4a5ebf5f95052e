// checkbox: a single yes/no tick with its label beside the box.
import { chakra, Text } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { RequiredMark } from '../templates/RequiredMark.tsx';
import { choiceInputStyle, choiceLabelStyle } from './choiceStyles.ts';
import { useControlProps } from './useControlProps.ts';

export function CheckboxWidget(props: WidgetProps) {
  const { id, value, label, disabled, readonly, onChange, onBlur, onFocus, required, htmlName } = props;
  const a11y = useControlProps(props);
  return (
    <chakra.label htmlFor={id} {...choiceLabelStyle}>
      <chakra.input
        type="checkbox"
        id={id}
        name={htmlName ?? id}
        checked={value === true}
        disabled={disabled || readonly}
        aria-invalid={a11y['aria-invalid']}
        aria-describedby={a11y['aria-describedby']}
        onChange={(event) => {
          onChange(event.target.checked);
          onBlur(id, event.target.checked);
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
