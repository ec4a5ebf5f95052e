// radio: one choice from a short list (schema oneOf/enum titles). Options may be disabled by the schema's
// rules (ui:enumDisabled, e.g. single phase above 7 kW: fields/ObjectField.tsx), with the reason shown.
import { chakra, Stack, Text } from '@chakra-ui/react';
import type { EnumOptionsType, WidgetProps } from '@rjsf/utils';
import { useFieldErrors } from '../../runtime/EngineContext.ts';
import { choiceInputStyle } from './choiceStyles.ts';
import { choiceId, optionDescriptionId } from './optionIds.ts';

export interface ChoiceListProps extends WidgetProps {
  readonly direction?: 'row' | 'column';
}

function optionDescription(option: EnumOptionsType): string | undefined {
  const description = option.schema?.description;
  return typeof description === 'string' ? description : undefined;
}

export function RadioWidget(props: ChoiceListProps) {
  const {
    id,
    value,
    options,
    disabled,
    readonly,
    onChange,
    onBlur,
    onFocus,
    direction = 'column',
    htmlName,
  } = props;
  const enumOptions = options.enumOptions ?? [];
  const disabledValues = Array.isArray(options.enumDisabled) ? options.enumDisabled : [];
  const disabledReason =
    typeof options.enumDisabledReason === 'string' ? options.enumDisabledReason : undefined;
  const invalid = useFieldErrors(id, props.rawErrors).length > 0;
  const name = htmlName ?? id;
  return (
    <Stack direction={direction} gap={direction === 'row' ? '6' : '1'}>
      {enumOptions.map((option, index) => {
        const optionDisabled = disabled || readonly || disabledValues.includes(option.value);
        const description = optionDescription(option);
        const inputId = choiceId(id, index);
        const reason =
          optionDisabled && disabledReason && disabledValues.includes(option.value)
            ? disabledReason
            : undefined;
        const describedBy = description || reason ? optionDescriptionId(id, index) : undefined;
        return (
          // The disabled look is on the control and its label only: the reason beneath must keep full contrast.
          <chakra.div key={String(option.value)} display="flex" gap="3" alignItems="flex-start" py="1">
            <chakra.input
              type="radio"
              id={inputId}
              name={name}
              value={String(index)}
              checked={value === option.value}
              disabled={optionDisabled}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              onChange={() => {
                onChange(option.value);
                onBlur(id, option.value);
              }}
              onFocus={() => onFocus(id, value)}
              css={choiceInputStyle}
              opacity={optionDisabled ? 0.6 : undefined}
            />
            <Stack gap="0">
              <chakra.label
                htmlFor={inputId}
                cursor={optionDisabled ? 'not-allowed' : 'pointer'}
                color={optionDisabled ? 'fg.muted' : undefined}
              >
                {option.label}
              </chakra.label>
              {describedBy ? (
                <Text as="span" id={describedBy} color="fg.muted" textStyle="sm">
                  {[description, reason].filter(Boolean).join(' ')}
                </Text>
              ) : null}
            </Stack>
          </chakra.div>
        );
      })}
    </Stack>
  );
}
