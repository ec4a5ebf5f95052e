// The accessibility attributes every control gets (quality-bar "Accessibility"): aria-invalid while the
// field shows an error, aria-describedby pointing at its hint, description, error and warning, and
// aria-required for fields required now (templates/optionalGroup.ts; the HTML `required` attribute would
// trigger the browser's own bubbles; the wizard validates instead).
import type { WidgetProps } from '@rjsf/utils';
import { useFieldErrors, useFieldWarnings } from '../../runtime/EngineContext.ts';
import { describedBy, descriptionOf } from '../fieldKind.ts';
import { useRequiredNow } from '../templates/optionalGroup.ts';

export interface ControlA11yProps {
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export function useControlProps(
  props: WidgetProps,
  options: { hint?: boolean } = {},
): ControlA11yProps & { invalid: boolean } {
  const errors = useFieldErrors(props.id, props.rawErrors);
  const warned = useFieldWarnings(props.id).length > 0;
  const invalid = errors.length > 0;
  const required = useRequiredNow(props.required);
  const description = descriptionOf(props.schema, props.uiSchema as Record<string, unknown> | undefined);
  return {
    invalid,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy(props.id, {
      description: Boolean(description),
      hint: Boolean(options.hint),
      error: invalid,
      warning: warned,
    }),
    'aria-required': required || undefined,
  };
}
