// text: plain text; numeric-string integers (applications-spec §5 "Numbers": integer fields allow only
// digits) get the numeric keyboard and digits only.
import { isIntegerNumericKind } from '@portal/validation/browser';
import type { WidgetProps } from '@rjsf/utils';
import { sanitizeInteger } from '../../format/decimal.ts';
import { TextInputBase } from './TextInputBase.tsx';

export function TextWidget(props: WidgetProps) {
  const record = props.schema as Record<string, unknown>;
  const digitsOnly = record.digitsOnly !== undefined || isIntegerNumericKind(record.numericString);
  const options = props.options as { inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email' };
  return (
    <TextInputBase
      {...props}
      format={digitsOnly ? sanitizeInteger : undefined}
      inputMode={options.inputMode ?? (digitsOnly ? 'numeric' : undefined)}
      autoComplete={
        typeof props.options.autocomplete === 'string'
          ? props.options.autocomplete
          : (props.uiSchema?.['ui:autocomplete'] as string | undefined)
      }
      width={digitsOnly ? '16rem' : undefined}
    />
  );
}
