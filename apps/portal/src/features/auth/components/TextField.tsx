// A labelled text input with its helper and error text (quality-bar "Accessibility": every field has a visible label;
// errors are announced and shown beneath the field). The error text is tied to the input through
// aria-describedby (and aria-errormessage) and the input is marked aria-invalid.
// Hydration: drawn with the field's and the input's recipes and the attributes Ark's Field gives (the same
// markup), without Ark's Field itself: Chakra's Input brings all of it (watching the subtree for the helper
// and error texts, the textarea's auto-resize, the select), ~5 KB gzip of the login page's first view.
import { chakra, Flex, useRecipe, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { controlChrome } from '@portal/ui';
import type { ReactNode, Ref } from 'react';
import { inputRecipe } from './formRecipes.ts';

export interface TextFieldProps extends Omit<HTMLChakraProps<'input'>, 'id' | 'size'> {
  /** The input's id: the error summary links to it. */
  id: string;
  label: ReactNode;
  helperText?: ReactNode;
  error?: string | null | undefined;
  /** Rendered after the input, inside the same row (e.g. a show-password button). */
  endElement?: ReactNode;
  inputRef?: Ref<HTMLInputElement> | undefined;
}

/** Ark's data attributes: present and empty when true, absent otherwise. */
const flag = (on: boolean | undefined) => (on ? '' : undefined);

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
  const styles = useSlotRecipe({ key: 'field' })({});
  const inputStyles = useRecipe({ recipe: inputRecipe })({ size: 'lg' });
  const invalid = Boolean(error);
  const helperTextId = `field::${id}::helper-text`;
  const errorTextId = `field::${id}::error-text`;
  // Ark ties the error text with aria-errormessage only; screen readers read aria-describedby more widely.
  const describedBy = [helperText ? helperTextId : null, invalid ? errorTextId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <chakra.div
      data-scope="field"
      data-part="root"
      id={`field::${id}`}
      role="group"
      data-invalid={flag(invalid)}
      className="chakra-field__root"
      css={styles.root}
      gap="1.5"
    >
      <chakra.label
        data-scope="field"
        data-part="label"
        id={`field::${id}::label`}
        data-invalid={flag(invalid)}
        data-required={flag(required)}
        htmlFor={id}
        className="chakra-field__label"
        css={styles.label}
        fontWeight="semibold"
        textStyle="sm"
      >
        {label}
      </chakra.label>
      <Flex w="full" gap="2" align="stretch">
        <chakra.input
          ref={inputRef}
          id={id}
          required={required}
          data-required={flag(required)}
          aria-invalid={invalid || undefined}
          data-invalid={flag(invalid)}
          aria-errormessage={invalid ? errorTextId : undefined}
          data-scope="field"
          data-part="input"
          className="chakra-input"
          css={[inputStyles, controlChrome]}
          flex="1"
          minW="0"
          aria-describedby={describedBy || undefined}
          {...input}
        />
        {endElement}
      </Flex>
      {helperText ? (
        <chakra.div
          id={helperTextId}
          data-scope="field"
          data-part="helper-text"
          className="chakra-field__helperText"
          css={styles.helperText}
          color="fg.muted"
          textStyle="sm"
          w="full"
        >
          {helperText}
        </chakra.div>
      ) : null}
      {invalid ? (
        <chakra.div
          id={errorTextId}
          data-scope="field"
          data-part="error-text"
          aria-live="polite"
          className="chakra-field__errorText"
          css={styles.errorText}
          textStyle="sm"
          fontWeight="medium"
        >
          {error}
        </chakra.div>
      ) : null}
    </chakra.div>
  );
}
