// checkboxes: several choices from a list (an array of unique enum values).
import { chakra, Stack, Text } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { useFieldErrors } from '../../runtime/EngineContext.ts';
import { choiceInputStyle, choiceLabelStyle } from './choiceStyles.ts';
import { choiceId } from './optionIds.ts';

export function CheckboxesWidget(props: WidgetProps) {
  const { id, value, options, disabled, readonly, onChange, onBlur, onFocus, htmlName } = props;
  const enumOptions = options.enumOptions ?? [];
  const selected: unknown[] = Array.isArray(value) ? value : [];
  const invalid = useFieldErrors(id, props.rawErrors).length > 0;
  const toggle = (optionValue: unknown, checked: boolean) => {
    // Keep the options' order, so the data does not depend on the order of clicks.
    const next = enumOptions
      .map((option) => option.value)
      .filter((candidate) => (candidate === optionValue ? checked : selected.includes(candidate)));
    const stored = next.length > 0 ? next : undefined;
    onChange(stored);
    onBlur(id, stored);
  };
  return (
    <Stack gap="1">
      {enumOptions.map((option, index) => {
        const inputId = choiceId(id, index);
        return (
          <chakra.label key={String(option.value)} htmlFor={inputId} {...choiceLabelStyle}>
            <chakra.input
              type="checkbox"
              id={inputId}
              name={htmlName ?? id}
              value={String(index)}
              checked={selected.includes(option.value)}
              disabled={disabled || readonly}
              aria-invalid={invalid || undefined}
              onChange={(event) => toggle(option.value, event.target.checked)}
              onFocus={() => onFocus(id, value)}
              css={choiceInputStyle}
            />
            <Text as="span">{option.label}</Text>
          </chakra.label>
        );
      })}
    </Stack>
  );
}
