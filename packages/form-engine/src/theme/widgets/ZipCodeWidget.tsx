// zipCode: '00-000' (applications-spec §5: exactly 6 characters), the dash inserted as typed.
import { useLingui } from '@lingui/react/macro';
import type { WidgetProps } from '@rjsf/utils';
import { formatZipCode } from '../../format/zipCode.ts';
import { TextInputBase } from './TextInputBase.tsx';

export function ZipCodeWidget(props: WidgetProps) {
  const { t } = useLingui();
  return (
    <TextInputBase
      {...props}
      format={formatZipCode}
      inputMode="numeric"
      autoComplete={(props.uiSchema?.['ui:autocomplete'] as string | undefined) ?? 'postal-code'}
      width="9rem"
      hint={t`Np. 00-950`}
    />
  );
}
