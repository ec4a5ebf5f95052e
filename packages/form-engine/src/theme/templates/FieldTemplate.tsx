// Every field: visible label (or legend), "*" + "(wymagane)" for required ones, the hint, the error
// message beneath the label (GOV.UK order: label, hint, error, control) and a red bar while invalid.
// The error comes from the wizard's store (useFieldErrors), so only this field re-renders when it changes.
import { Box, chakra, Stack } from '@chakra-ui/react';
import type { FieldTemplateProps } from '@rjsf/utils';
import { useEffect } from 'react';
import { toPointer } from '@portal/json-pointer';
import { useEngineRuntime, useFieldErrors, useFieldWarnings } from '../../runtime/EngineContext.ts';
import { describedBy, descriptionOf, fieldKindOf } from '../fieldKind.ts';
import { FieldDescription, FieldError, FieldWarning } from './FieldMessages.tsx';
import { errorBar } from './errorBar.ts';
import { RequiredMark } from './RequiredMark.tsx';

export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, required, schema, uiSchema, hidden, rawErrors, fieldPathId, displayLabel } =
    props;
  const runtime = useEngineRuntime();
  const pointer = toPointer(fieldPathId.path);
  // Noted while rendering, so a widget below can read its own pointer in its first render.
  runtime?.notePointer(id, pointer);
  useEffect(() => runtime?.registerField(id, pointer), [runtime, id, pointer]);
  const kind = fieldKindOf(schema, uiSchema);
  const errors = useFieldErrors(id, rawErrors);
  const warnings = useFieldWarnings(id);

  if (hidden || kind === 'hidden') return <Box display="none">{children}</Box>;
  // Objects and arrays draw their own fieldset (ObjectFieldTemplate, ArrayFieldTemplate); their own
  // errors (e.g. a list rule) are shown there too.
  if (kind === 'container') return children;

  const description = descriptionOf(schema, uiSchema);
  const invalid = errors.length > 0;
  const showLabel =
    displayLabel !== false && (uiSchema?.['ui:options'] as { label?: boolean } | undefined)?.label !== false;
  const messages = (
    <>
      <FieldDescription id={id} text={description} />
      <FieldError id={id} messages={errors} />
      <FieldWarning id={id} messages={warnings} />
    </>
  );
  const frame = { ...errorBar(invalid), gap: '2' } as const;

  if (kind === 'group') {
    return (
      <chakra.fieldset
        {...frame}
        display="flex"
        flexDirection="column"
        minW="0"
        aria-describedby={describedBy(id, {
          description: Boolean(description),
          error: invalid,
          warning: warnings.length > 0,
        })}
        data-invalid={invalid || undefined}
      >
        <chakra.legend fontWeight="semibold" mb="1" float="left" w="full">
          {label}
          {required ? <RequiredMark /> : null}
        </chakra.legend>
        {messages}
        {children}
      </chakra.fieldset>
    );
  }
  if (kind === 'inline') {
    return (
      <Stack {...frame} data-invalid={invalid || undefined}>
        {messages}
        {children}
      </Stack>
    );
  }
  return (
    <Stack {...frame} data-invalid={invalid || undefined}>
      {showLabel ? (
        <chakra.label htmlFor={id} fontWeight="semibold">
          {label}
          {required ? <RequiredMark /> : null}
        </chakra.label>
      ) : null}
      {messages}
      {children}
    </Stack>
  );
}
