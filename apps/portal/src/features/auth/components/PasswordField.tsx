// A password input with a show/hide button (fewer typos on phones; the GOV.UK "Passwords" pattern).
import { IconButton } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './TextField.tsx';
import { EyeIcon, EyeOffIcon } from '@portal/ui';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endElement'>;

export function PasswordField(props: PasswordFieldProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      endElement={
        <IconButton
          type="button"
          variant="outline"
          size="lg"
          borderColor="border.emphasized"
          aria-label={t`Pokaż hasło`}
          aria-controls={props.id}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      }
    />
  );
}
