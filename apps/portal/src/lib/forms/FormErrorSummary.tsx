// quality-bar "Accessibility": errors are listed in a summary at the top of the form that links to each
// field, and focus moves to it after a failed submit (the GOV.UK error summary pattern).
import { Box, Heading, List, Link } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { forwardRef, useId, type MouseEvent } from 'react';

export interface FormFieldError {
  /** The id of the field's input. */
  fieldId: string;
  message: string;
}

export interface FormErrorSummaryProps {
  errors: readonly FormFieldError[];
}

function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  field.focus();
  field.scrollIntoView({ block: 'center' });
}

export const FormErrorSummary = forwardRef<HTMLDivElement, FormErrorSummaryProps>(function FormErrorSummary(
  { errors },
  ref,
) {
  const headingId = useId();
  if (errors.length === 0) return null;
  return (
    <Box
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby={headingId}
      borderWidth="2px"
      borderColor="border.error"
      bg="bg.error"
      borderRadius="lg"
      px="4"
      py="3"
      outline="none"
      _focusVisible={{
        outlineWidth: '3px',
        outlineStyle: 'solid',
        outlineColor: 'brand.focusRing',
        outlineOffset: '2px',
      }}
    >
      <Heading as="h2" id={headingId} textStyle="md" fontWeight="bold" color="fg.error" mb="1">
        <Trans>Popraw błędy w formularzu</Trans>
      </Heading>
      <List.Root gap="1" ps="5" textStyle="sm">
        {errors.map((error) => (
          <List.Item key={error.fieldId}>
            <Link
              href={`#${error.fieldId}`}
              color="fg.error"
              fontWeight="medium"
              textDecoration="underline"
              onClick={(event) => focusField(event, error.fieldId)}
            >
              {error.message}
            </Link>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
});
