// date: typed as DD.MM.YYYY (portal-spec §1), stored as ISO 'YYYY-MM-DD'; an incomplete or impossible date
// is kept as typed so the validator reports 'Niepoprawna data' (see masks/date.ts). The calendar button
// beside it is the design system's Polish date picker. Customer journeys: the calendar offers only the days the
// field's date keywords accept (a reading date: none in the future), and the hint's example is a date the
// field accepts (today, or the nearest day allowed), not a fixed one.
import { useLingui } from '@lingui/react/macro';
import { CalendarButton } from '@portal/ui';
import { dateBoundsOf, dateExampleOf, type DateLimitKeywords } from '@portal/validation/browser';
import type { WidgetProps } from '@rjsf/utils';
import { dateValueOf, formatDateInput, isoToDisplay } from '../../format/date.ts';
import { TextInputBase } from './TextInputBase.tsx';
import { useToday } from './todayOf.ts';

export function DateWidget(props: WidgetProps) {
  const { t } = useLingui();
  const today = useToday();
  const bounds = dateBoundsOf(props.schema as DateLimitKeywords, today);
  const example = isoToDisplay(dateExampleOf(bounds, today));
  return (
    <TextInputBase
      {...props}
      format={formatDateInput}
      toValue={dateValueOf}
      toText={isoToDisplay}
      inputMode="numeric"
      width="13rem"
      hint={t`Wpisz datę w formacie DD.MM.RRRR, np. ${example}, lub wybierz ją z kalendarza`}
      sideElement={
        <CalendarButton
          value={typeof props.value === 'string' ? props.value : undefined}
          min={bounds.min}
          max={bounds.max}
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
