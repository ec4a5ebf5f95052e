// date: typed as DD.MM.YYYY (portal-spec §1), stored as ISO 'YYYY-MM-DD'; an incomplete or impossible date
// is kept as typed so the validator reports 'Niepoprawna data' (see masks/date.ts). The calendar button
// beside it is the design system's Polish date picker.
import { useLingui } from '@lingui/react/macro';
import { CalendarButton } from '@portal/ui';
import type { WidgetProps } from '@rjsf/utils';
import { dateValueOf, formatDateInput, isoToDisplay } from '../../format/date.ts';
import { TextInputBase } from './TextInputBase.tsx';

export function DateWidget(props: WidgetProps) {
  const { t } = useLingui();
  return (
    <TextInputBase
      {...props}
      format={formatDateInput}
      toValue={dateValueOf}
      toText={isoToDisplay}
      inputMode="numeric"
      width="13rem"
      hint={t`Wpisz datę w formacie DD.MM.RRRR, np. 15.03.2026, lub wybierz ją z kalendarza`}
      sideElement={
        <CalendarButton
          value={typeof props.value === 'string' ? props.value : undefined}
          disabled={props.disabled || props.readonly}
          label={t`Wybierz datę z kalendarza: ${props.label}`}
          onPick={(iso) => {
            props.onChange(iso);
            props.onBlur(props.id, iso);
          }}
        />
      }
    />
  );
}
