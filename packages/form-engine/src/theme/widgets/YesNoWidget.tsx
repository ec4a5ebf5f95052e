// yesNo: a boolean asked as a question, answered Tak / Nie side by side.
import { useLingui } from '@lingui/react/macro';
import type { WidgetProps } from '@rjsf/utils';
import { RadioWidget } from './RadioWidget.tsx';

export function YesNoWidget(props: WidgetProps) {
  const { t } = useLingui();
  const enumOptions = [
    { value: true, label: t`Tak` },
    { value: false, label: t`Nie` },
  ];
  return <RadioWidget {...props} direction="row" options={{ ...props.options, enumOptions }} />;
}
