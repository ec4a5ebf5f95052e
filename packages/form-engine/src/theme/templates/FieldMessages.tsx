import { chakra, Text, VisuallyHidden } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { descriptionIdOf, errorIdOf } from '../fieldKind.ts';

/** The hint under a label (the field's description), referenced by the control's aria-describedby. */
export function FieldDescription({ id, text }: { id: string; text: string }) {
  if (!text) return null;
  return (
    <Text id={descriptionIdOf(id)} color="fg.muted" textStyle="sm" whiteSpace="pre-line">
      {text}
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
