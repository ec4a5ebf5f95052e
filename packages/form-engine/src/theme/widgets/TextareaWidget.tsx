// textarea: long text with a character count when the schema limits the length (GOV.UK "Character count";
// applications-spec §5: text is trimmed and limited).
import { Box, Text, Textarea } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { WidgetProps } from '@rjsf/utils';
import { controlChrome } from '@portal/ui';
import { hintIdOf } from '../fieldKind.ts';
import { useControlProps } from './useControlProps.ts';

export function TextareaWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, disabled, readonly, options, schema, htmlName } = props;
  const { t } = useLingui();
  const limit = (schema as Record<string, unknown>).trimmedMaxLength;
  const maxLength = typeof limit === 'number' ? limit : limit === true ? 32 : schema.maxLength;
  const a11y = useControlProps(props, { hint: maxLength !== undefined });
  const text = typeof value === 'string' ? value : '';
  const used = text.trim().length;
  return (
    <Box maxW="2xl" w="full">
      <Textarea
        id={id}
        name={htmlName ?? id}
        value={text}
        rows={typeof options.rows === 'number' ? options.rows : 4}
        disabled={disabled}
        readOnly={readonly}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        onBlur={() => {
          const trimmed = text.trim();
          if (trimmed !== text) onChange(trimmed === '' ? undefined : trimmed);
          onBlur(id, trimmed === '' ? undefined : trimmed);
        }}
        onFocus={() => onFocus(id, value)}
        aria-invalid={a11y['aria-invalid']}
        aria-describedby={a11y['aria-describedby']}
        aria-required={a11y['aria-required']}
        // The portal's one edge and focus ring (Chakra's textarea drew 1.31:1 on the form's panel);
        // aria-invalid draws the error border.
        css={controlChrome}
        size="lg"
      />
      {maxLength !== undefined ? (
        <Text id={hintIdOf(id)} textStyle="sm" color={used > maxLength ? 'fg.error' : 'fg.muted'} mt="1">
          {used > maxLength
            ? t`Za dużo znaków: ${used} z ${maxLength}`
            : t`Wpisano ${used} z ${maxLength} znaków`}
        </Text>
      ) : null}
    </Box>
  );
}
