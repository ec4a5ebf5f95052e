// checkbox: a single yes/no tick with its label beside the box.
import type { WidgetProps } from '@rjsf/utils';
import { choiceLabelStyle } from './choiceStyles.ts';
import { TickLabel } from './TickLabel.tsx';
import { useControlProps } from './useControlProps.ts';

export function CheckboxWidget(props: WidgetProps) {
  const a11y = useControlProps(props);
  return <TickLabel widget={props} a11y={a11y} valueOf={(checked) => checked} {...choiceLabelStyle} />;
}
