// A labelled text input with its helper and error text (quality-bar: every field has a visible label;
// errors are announced and shown beneath the field). The error text is tied to the input through
// aria-describedby (and aria-errormessage) and the input is marked aria-invalid.
import { Field, Flex, Input, type InputProps } from '@chakra-ui/react';
import { controlChrome } from '@portal/ui';
import type { ReactNode, Ref } from 'react';
import { inputRecipe } from './formRecipes.ts';

export interface TextFieldProps extends Omit<InputProps, 'id' | 'size'> {
  /** The input's id: the error summary links to it. */
  id: string;
  label: ReactNode;
  helperText?: ReactNode;
  error?: string | null | undefined;
  /** Rendered after the input, inside the same row (e.g. a show-password button). */
  endElement?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

export function TextField({
  id,
  label,
  helperText,
  error,
  endElement,
  inputRef,
  required,
  ...input
}: TextFieldProps) {
  // Ark ties the error text with aria-errormessage only; screen readers read aria-describedby more widely.
  const describedBy = [
    helperText ? `field::${id}::helper-text` : null,
    error ? `field::${id}::error-text` : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Field.Root id={id} invalid={Boolean(error)} required={required} gap="1.5">
      <Field.Label fontWeight="semibold" textStyle="sm">
        {label}
      </Field.Label>
      <Flex w="full" gap="2" align="stretch">
        <Input
          ref={inputRef}
          recipe={inputRecipe}
          size="lg"
          css={controlChrome}
          flex="1"
          minW="0"
          aria-describedby={describedBy || undefined}
          {...input}
        />
        {endElement}
      </Flex>
      {helperText ? (
        <Field.HelperText color="fg.muted" textStyle="sm" w="full">
          {helperText}
        </Field.HelperText>
      ) : null}
      <Field.ErrorText textStyle="sm" fontWeight="medium">
        {error}
      </Field.ErrorText>
    </Field.Root>
  );
}
