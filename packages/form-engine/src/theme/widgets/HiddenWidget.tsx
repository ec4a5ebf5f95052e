import type { WidgetProps } from '@rjsf/utils';

export function HiddenWidget({ id, value, htmlName }: WidgetProps) {
  return (
    <input type="hidden" id={id} name={htmlName ?? id} value={value === undefined ? '' : String(value)} />
  );
}
