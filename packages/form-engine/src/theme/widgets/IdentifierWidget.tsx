// identifier: PESEL, NIP, REGON, PPE, land register number, connection conditions number, RWO and the other
// identifier formats of applications-spec §5. Digit-only formats get the numeric keyboard; formats written
// in capitals (land register court codes, connection conditions numbers; packages/validation/README.md
// "Decisions") are upper-cased as typed, as is any field with ui:options.upperCase.
import type { WidgetProps } from '@rjsf/utils';
import { TextInputBase } from './TextInputBase.tsx';

const DIGIT_FORMATS = new Set([
  'pesel',
  'ppe',
  'local-number',
  'business-partner-number',
  'contract-account-number',
]);
const UPPER_CASE_FORMATS = new Set(['land-register-number', 'connection-conditions-number']);
const WIDTHS: Record<string, string> = {
  pesel: '14rem',
  nip: '14rem',
  regon: '14rem',
  ppe: '18rem',
  'land-register-number': '18rem',
  'connection-conditions-number': '18rem',
};

const toUpper = (text: string) => text.toUpperCase();

export function IdentifierWidget(props: WidgetProps) {
  const format = typeof props.schema.format === 'string' ? props.schema.format : '';
  const options = props.options as { inputMode?: 'numeric' | 'text' };
  const upperCase = props.options.upperCase === true || UPPER_CASE_FORMATS.has(format);
  return (
    <TextInputBase
      {...props}
      format={upperCase ? toUpper : undefined}
      inputMode={
        options.inputMode ??
        (DIGIT_FORMATS.has(format) || (props.schema as Record<string, unknown>).digitsOnly !== undefined
          ? 'numeric'
          : undefined)
      }
      width={WIDTHS[format] ?? '18rem'}
      monospace
    />
  );
}
