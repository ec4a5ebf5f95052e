// email: applications-spec §5 — ASCII only, at most 64 characters; "the input blocks non-ASCII key
// presses". A refused key press or paste is said at once with the spec's forbidden-characters message
// (`jan.żółw@` silently becoming `jan.w@` is a different, valid address), and the message stays
// until the user leaves the field, so it cannot be missed after the next accepted key.
import { Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { hasOnlyAsciiCharacters } from '@portal/validation/browser';
import type { WidgetProps } from '@rjsf/utils';
import { useState, type ClipboardEvent, type FormEvent } from 'react';
import { TextInputBase } from './TextInputBase.tsx';

/** The text an input event would insert: typed or composed characters, or a paste or drop. */
function insertedText(event: FormEvent<HTMLInputElement>): string | null {
  const native = event.nativeEvent as InputEvent;
  if (typeof native.data === 'string') return native.data;
  return native.dataTransfer?.getData('text/plain') ?? null;
}

export function EmailWidget(props: WidgetProps) {
  const { t } = useLingui();
  const [refused, setRefused] = useState(false);
  const refuse = (text: string | null | undefined): boolean => {
    const bad = typeof text === 'string' && !hasOnlyAsciiCharacters(text);
    if (bad) setRefused(true);
    return bad;
  };
  const noticeId = `${props.id}__refused`;

  return (
    <>
      <TextInputBase
        {...props}
        inputType="email"
        inputMode="email"
        autoComplete={(props.uiSchema?.['ui:autocomplete'] as string | undefined) ?? 'email'}
        onBeforeTextInput={(event) => {
          if (refuse(insertedText(event))) event.preventDefault();
        }}
        onPasteText={(event: ClipboardEvent<HTMLInputElement>) => {
          if (refuse(event.clipboardData.getData('text/plain'))) event.preventDefault();
        }}
        refuseKey={(key) => refuse(key)}
        onBlur={(id, value) => {
          setRefused(false);
          props.onBlur(id, value);
        }}
        width="28rem"
      />
      <Text id={noticeId} role="status" color="fg.error" textStyle="sm" fontWeight="medium">
        {refused
          ? t`Adres e-mail zawiera niedozwolone znaki. Polskie litery i inne znaki spoza alfabetu łacińskiego nie zostały wpisane: sprawdź adres.`
          : null}
      </Text>
    </>
  );
}
