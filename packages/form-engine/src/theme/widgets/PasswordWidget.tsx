// password: with a show/hide button (fewer typos on phones; GOV.UK "Passwords" pattern).
import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { TextInputBase } from './TextInputBase.tsx';

export function PasswordWidget(props: WidgetProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <TextInputBase
      {...props}
      inputType={visible ? 'text' : 'password'}
      autoComplete={(props.uiSchema?.['ui:autocomplete'] as string | undefined) ?? 'new-password'}
      width="28rem"
      endElement={
        <Button
          size="xs"
          variant="ghost"
          me="-2"
          aria-controls={props.id}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t`Ukryj hasło` : t`Pokaż hasło`}
        </Button>
      }
    />
  );
}
