// statement: a legal statement the applicant confirms by ticking it (applications-spec §5 "Legal
// statements"; the schema says `const: true`, the message is 'Zaznacz, aby złożyć to oświadczenie').
// Shown as a framed statement so its text reads as what is being declared.
import { Box, chakra, Text } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { RequiredMark } from '../templates/RequiredMark.tsx';
import { choiceInputStyle } from './choiceStyles.ts';
import { useControlProps } from './useControlProps.ts';

export function StatementWidget(props: WidgetProps) {
  const { id, value, label, disabled, readonly, onChange, onBlur, onFocus, required, htmlName } = props;
  const a11y = useControlProps(props);
  const checked = value === true;
  return (
    <Box
      borderWidth="1px"
      borderColor={a11y.invalid ? 'border.error' : checked ? 'brand.solid' : 'border'}
      bg={checked ? 'brand.subtle' : 'bg.panel'}
      borderRadius="lg"
      p="4"
      maxW="3xl"
    >
      <chakra.label htmlFor={id} display="flex" gap="3" alignItems="flex-start" cursor="pointer">
        <chakra.input
          type="checkbox"
          id={id}
          name={htmlName ?? id}
          checked={checked}
          disabled={disabled || readonly}
          aria-invalid={a11y['aria-invalid']}
          aria-describedby={a11y['aria-describedby']}
          onChange={(event) => {
            // Unticking removes the statement rather than storing false: it was never made.
            const next = event.target.checked ? true : undefined;
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
    </Box>
  );
}
