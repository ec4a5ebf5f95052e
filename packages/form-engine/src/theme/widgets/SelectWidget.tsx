// select: one choice from a long list, as the platform's own drop-down (best on phones).
import { Box, chakra } from '@chakra-ui/react';
import { selectControlStyle } from '../controlStyles.ts';
import { useLingui } from '@lingui/react/macro';
import type { WidgetProps } from '@rjsf/utils';
import { useControlProps } from './useControlProps.ts';

export function SelectWidget(props: WidgetProps) {
  const { id, value, options, disabled, readonly, onChange, onBlur, onFocus, htmlName } = props;
  const { t } = useLingui();
  const a11y = useControlProps(props);
  const enumOptions = options.enumOptions ?? [];
  const disabledValues = Array.isArray(options.enumDisabled) ? options.enumDisabled : [];
  const index = enumOptions.findIndex((option) => option.value === value);
  return (
    <Box maxW="xl" w="full">
      <chakra.select
        id={id}
        name={htmlName ?? id}
        value={index >= 0 ? String(index) : ''}
        onChange={(event) => {
          const next = event.target.value === '' ? undefined : enumOptions[Number(event.target.value)]?.value;
          onChange(next);
          onBlur(id, next);
        }}
        onFocus={() => onFocus(id, value)}
        aria-invalid={a11y['aria-invalid']}
        aria-describedby={a11y['aria-describedby']}
        aria-required={a11y['aria-required']}
        disabled={disabled || readonly}
        css={selectControlStyle}
      >
        <option value="">{t`Wybierz`}</option>
        {enumOptions.map((option, optionIndex) => (
          <option
            key={String(option.value)}
            value={String(optionIndex)}
            disabled={disabledValues.includes(option.value)}
          >
            {option.label}
          </option>
        ))}
      </chakra.select>
    </Box>
  );
}
