// date: typed as DD.MM.YYYY (portal-spec §1), stored as ISO 'YYYY-MM-DD'; an incomplete or impossible date
// is kept as typed so the validator reports 'Niepoprawna data' (see masks/date.ts).
import { useLingui } from '@lingui/react/macro';
import type { WidgetProps } from '@rjsf/utils';
import { dateValueOf, formatDateInput, isoToDisplay } from '../masks/date.ts';
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
      width="10rem"
      hint={t`Wpisz datę w formacie DD.MM.RRRR, np. 15.03.2026`}
    />
  );
}
