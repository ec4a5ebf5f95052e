// phone: landline '0xx xxx-xx-xx' or mobile 'xxx-xxx-xxx' (applications-spec §5), formatted as typed.
import { useLingui } from '@lingui/react/macro';
import type { WidgetProps } from '@rjsf/utils';
import { formatPhone } from '../../format/phone.ts';
import { TextInputBase } from './TextInputBase.tsx';

export function PhoneWidget(props: WidgetProps) {
  const { t } = useLingui();
  const mobileOnly = props.schema.format === 'mobile-phone';
  const landlineOnly = props.schema.format === 'fax';
  const hint = mobileOnly
    ? t`Np. 601-234-567`
    : landlineOnly
      ? t`Np. 022 123-45-67`
      : t`Np. 601-234-567 lub 022 123-45-67`;
  return (
    <TextInputBase
      {...props}
      format={formatPhone}
      inputType="tel"
      inputMode="tel"
      autoComplete={(props.uiSchema?.['ui:autocomplete'] as string | undefined) ?? 'tel-national'}
      width="14rem"
      hint={hint}
    />
  );
}
