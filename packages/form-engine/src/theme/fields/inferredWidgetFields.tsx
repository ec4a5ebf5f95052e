// StringField, BooleanField and ArrayField of RJSF with the engine's widget inference
// (schema/widgetInference.ts) applied first: a field whose uiSchema names no widget gets the one its
// schema implies (format zip-code -> zipCode, an `attachments` list -> attachments, `const: true` ->
// statement, ...). The uiSchema object is reused while nothing changes, so RJSF's memoized fields still
// skip re-rendering.
import type { FieldProps } from '@rjsf/utils';
import { useMemo } from 'react';
import { withInferredWidget } from '../../schema/widgetInference.ts';
import { coreFields } from './coreFields.ts';

/** RJSF's uiSchema prop is left out, not undefined, for a field that has none. */
function useInferredUiSchema(props: FieldProps): Pick<FieldProps, 'uiSchema'> {
  const { schema, uiSchema } = props;
  return useMemo(() => {
    const inferred = withInferredWidget(schema, uiSchema);
    return inferred ? { uiSchema: inferred } : {};
  }, [schema, uiSchema]);
}

const CoreStringField = coreFields.StringField!;
const CoreBooleanField = coreFields.BooleanField!;
const CoreArrayField = coreFields.ArrayField!;

export function StringField(props: FieldProps) {
  return <CoreStringField {...props} {...useInferredUiSchema(props)} />;
}

export function BooleanField(props: FieldProps) {
  return <CoreBooleanField {...props} {...useInferredUiSchema(props)} />;
}

export function ArrayField(props: FieldProps) {
  return <CoreArrayField {...props} {...useInferredUiSchema(props)} />;
}
