import { Box, chakra, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { AlertTriangleIcon, InfoIcon } from '@portal/ui';
import { InlineText } from './InlineText.tsx';
import { computedIdOf, descriptionIdOf, errorIdOf, warningIdOf } from '../fieldKind.ts';

/** The hint under a label (the field's description), referenced by the control's aria-describedby. */
export function FieldDescription({ id, text }: { id: string; text: string }) {
  if (!text) return null;
  return (
    <Text id={descriptionIdOf(id)} color="fg.muted" textStyle="sm" whiteSpace="pre-line">
      <InlineText text={text} />
    </Text>
  );
}

/** The field's error messages (GOV.UK "Error message": prefixed "Błąd:" for screen readers). */
export function FieldError({ id, messages }: { id: string; messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <chakra.p id={errorIdOf(id)} color="fg.error" fontWeight="semibold" textStyle="sm">
      {messages.map((message, index) => (
        <chakra.span key={message} display="block">
          {index === 0 ? (
            <VisuallyHidden>
              <Trans>Błąd:</Trans>{' '}
            </VisuallyHidden>
          ) : null}
          {message}
        </chakra.span>
      ))}
    </chakra.p>
  );
}

/**
 * A field's warnings (applications-spec §5: "a warning appears when…"): shown beneath the field like an
 * error but in the warning colours, prefixed "Uwaga:" for screen readers, and never blocking the step. The
 * wizard also announces a newly shown warning in its polite live region.
 */
export function FieldWarning({ id, messages }: { id: string; messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <HStack
      id={warningIdOf(id)}
      align="flex-start"
      gap="2"
      bg="bg.warning"
      color="fg.warning"
      borderInlineStartWidth="4px"
      borderColor="border.warning"
      borderRadius="sm"
      px="3"
      py="2"
      textStyle="sm"
      fontWeight="semibold"
      data-warning=""
    >
      <Box as="span" aria-hidden="true" fontSize="md" lineHeight="1.2" flexShrink={0}>
        <AlertTriangleIcon />
      </Box>
      <Stack gap="1">
        {messages.map((message, index) => (
          <chakra.span key={message} display="block">
            {index === 0 ? (
              <VisuallyHidden>
                <Trans>Uwaga:</Trans>{' '}
              </VisuallyHidden>
            ) : null}
            {message}
          </chakra.span>
        ))}
      </Stack>
    </HStack>
  );
}

export interface ComputedValueView {
  readonly label: string;
  readonly text: string;
}

/**
 * Values the form computes from the answers (applications-spec §9: the advance), read-only beneath the
 * group they come from (e.g. the connection powers) and referenced by its aria-describedby.
 */
export function ComputedValues({ id, values }: { id: string; values: readonly ComputedValueView[] }) {
  if (values.length === 0) return null;
  return (
    <Stack id={computedIdOf(id)} gap="2" data-computed="">
      {values.map((value) => (
        <HStack
          key={value.label}
          align="flex-start"
          gap="3"
          bg="bg.info"
          borderInlineStartWidth="4px"
          borderColor="border.info"
          borderRadius="sm"
          px="4"
          py="3"
        >
          <Box as="span" aria-hidden="true" color="fg.info" fontSize="lg" lineHeight="1.2" flexShrink={0}>
            <InfoIcon />
          </Box>
          <Stack gap="0.5">
            <Text fontWeight="semibold">{value.label}</Text>
            <Text>{value.text}</Text>
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}
