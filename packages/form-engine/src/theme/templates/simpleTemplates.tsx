// Templates the engine renders elsewhere or not at all: the wizard draws its own error summary
// (ErrorListTemplate), FieldTemplate shows field errors (FieldErrorTemplate), and the wizard's own
// buttons replace RJSF's submit button.
import { Text } from '@chakra-ui/react';
import type {
  DescriptionFieldProps,
  FieldHelpProps,
  IconButtonProps,
  TitleFieldProps,
  UnsupportedFieldProps,
  WrapIfAdditionalTemplateProps,
} from '@rjsf/utils';
import { Trans } from '@lingui/react/macro';
import { InlineText } from './InlineText.tsx';

export function ErrorListTemplate() {
  return null;
}

export function FieldErrorTemplate() {
  return null;
}

export function SubmitButton() {
  return null;
}

export function HiddenButton(_props: IconButtonProps) {
  return null;
}

export function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <Text id={id} color="fg.muted" textStyle="sm">
      {typeof description === 'string' ? <InlineText text={description} /> : description}
    </Text>
  );
}

export function TitleFieldTemplate({ id, title }: TitleFieldProps) {
  return (
    <Text id={id} fontWeight="bold">
      {title}
    </Text>
  );
}

export function FieldHelpTemplate({ help, fieldPathId }: FieldHelpProps) {
  if (!help) return null;
  return (
    <Text id={`${fieldPathId.$id}__help`} color="fg.muted" textStyle="sm">
      {help}
    </Text>
  );
}

export function WrapIfAdditionalTemplate({ children }: WrapIfAdditionalTemplateProps) {
  return children;
}

export function UnsupportedFieldTemplate({ reason }: UnsupportedFieldProps) {
  return (
    <Text color="fg.error">
      <Trans>To pole nie może zostać wyświetlone: {reason}</Trans>
    </Text>
  );
}
