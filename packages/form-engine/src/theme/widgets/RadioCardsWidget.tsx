// radioCards: a choice between a few options that each need a line of explanation (e.g. what an
// application concerns), as large cards; still native radios inside.
import { chakra, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { useFieldErrors } from '../../runtime/EngineContext.ts';
import { cardFocusWithin } from '../focusStyles.ts';
import { choiceInputStyle } from './choiceStyles.ts';
import { choiceId, optionDescriptionId } from './optionIds.ts';

export function RadioCardsWidget(props: WidgetProps) {
  const { id, value, options, disabled, readonly, onChange, onBlur, onFocus, htmlName } = props;
  const enumOptions = options.enumOptions ?? [];
  const invalid = useFieldErrors(id, props.rawErrors).length > 0;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      {enumOptions.map((option, index) => {
        const checked = value === option.value;
        const description =
          typeof option.schema?.description === 'string' ? option.schema.description : undefined;
        const inputId = choiceId(id, index);
        return (
          <chakra.div
            key={String(option.value)}
            position="relative"
            display="flex"
            gap="3"
            alignItems="flex-start"
            p="4"
            borderWidth={checked ? '2px' : '1px'}
            borderColor={checked ? 'brand.solid' : invalid ? 'border.error' : 'border'}
            bg={checked ? 'brand.subtle' : 'bg.panel'}
            borderRadius="lg"
            _hover={{ borderColor: 'brand.solid' }}
            css={cardFocusWithin}
          >
            <chakra.input
              type="radio"
              id={inputId}
              name={htmlName ?? id}
              value={String(index)}
              checked={checked}
              disabled={disabled || readonly}
              aria-invalid={invalid || undefined}
              aria-describedby={description ? optionDescriptionId(id, index) : undefined}
              onChange={() => {
                onChange(option.value);
                onBlur(id, option.value);
              }}
              onFocus={() => onFocus(id, value)}
              css={{ ...choiceInputStyle, _focusVisible: { outline: 'none' } }}
            />
            <Stack gap="1">
              {/* The label's ::after covers the whole card, so a click anywhere on it selects the option. */}
              <chakra.label
                htmlFor={inputId}
                fontWeight="semibold"
                cursor="pointer"
                _after={{ content: '""', position: 'absolute', inset: '0', borderRadius: 'lg' }}
              >
                {option.label}
              </chakra.label>
              {description ? (
                <Text as="span" id={optionDescriptionId(id, index)} color="fg.muted" textStyle="sm">
                  {description}
                </Text>
              ) : null}
            </Stack>
          </chakra.div>
        );
      })}
    </SimpleGrid>
  );
}
