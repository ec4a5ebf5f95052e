// email: applications-spec §5 — ASCII only, at most 64 characters; "the input blocks non-ASCII key
// presses" (a pasted address is still checked by the validator: 'Adres e-mail zawiera niedozwolone znaki').
import { hasOnlyAsciiCharacters } from '@portal/validation/browser';
import type { WidgetProps } from '@rjsf/utils';
import type { FormEvent } from 'react';
import { TextInputBase } from './TextInputBase.tsx';

function blockNonAscii(event: FormEvent<HTMLInputElement>) {
  const data = (event.nativeEvent as InputEvent).data;
  if (typeof data === 'string' && !hasOnlyAsciiCharacters(data)) event.preventDefault();
}

export function EmailWidget(props: WidgetProps) {
  return (
    <TextInputBase
      {...props}
      inputType="email"
      inputMode="email"
      autoComplete={(props.uiSchema?.['ui:autocomplete'] as string | undefined) ?? 'email'}
      onBeforeTextInput={blockNonAscii}
      refuseKey={(key) => !hasOnlyAsciiCharacters(key)}
      width="28rem"
    />
  );
}
