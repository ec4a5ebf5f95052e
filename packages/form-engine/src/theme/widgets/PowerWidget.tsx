// power: a power (or any decimal) in kW typed with a comma or a dot (applications-spec §5 "Numbers"),
// kept as typed ('12,5'); the unit comes from ui:options.unit or the "[kW]" of the title.
import type { WidgetProps } from '@rjsf/utils';
import { unitOf } from '../../summary/formatAnswer.ts';
import { sanitizeDecimal } from '../../format/decimal.ts';
import { TextInputBase } from './TextInputBase.tsx';

export function PowerWidget(props: WidgetProps) {
  const unit = unitOf(props.schema, props.uiSchema as Record<string, unknown> | undefined);
  return <TextInputBase {...props} format={sanitizeDecimal} inputMode="decimal" width="12rem" unit={unit} />;
}
