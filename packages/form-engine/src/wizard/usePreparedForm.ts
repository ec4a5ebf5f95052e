// What the wizard derives once from a form: the schema with its aliases flattened, the uiSchema with the
// engine's global options, the precompiled validator (RJSF's and the engine's), one schema per step, and
// the evaluation of data as the server would give it (errors, warnings, computed values).
import { createSchemaUtils, type RJSFSchema, type SchemaUtilsType, type UiSchema } from '@rjsf/utils';
import { useCallback, useMemo } from 'react';
import type { WizardForm } from '../form/types.ts';
import { flattenAliases } from '../schema/flattenAliases.ts';
import { normalizeFormData } from '../schema/normalizeData.ts';
import { stepSchema } from '../schema/stepSchema.ts';
import { evaluateFormData, type FormFeedback } from '../validation/formErrors.ts';
import { createPrecompiledValidator, type PrecompiledValidator } from '../validation/precompiledValidator.ts';

export interface PreparedForm {
  readonly uiSchema: UiSchema;
  readonly validator: PrecompiledValidator;
  readonly schemaUtils: SchemaUtilsType;
  readonly stepSchemas: readonly RJSFSchema[];
  /** The whole form's errors, warnings and computed values for `data`, as the server would give them. */
  readonly evaluate: (data: Record<string, unknown>) => FormFeedback;
}

export function usePreparedForm(form: WizardForm, today: string): PreparedForm {
  const prepared = useMemo(
    () => flattenAliases(form.schema as RJSFSchema, form.ui.uiSchema as UiSchema),
    [form.schema, form.ui.uiSchema],
  );
  const rootSchema = prepared.schema;
  const validator = useMemo(
    () => createPrecompiledValidator(form.validate, rootSchema, { today }),
    [form.validate, rootSchema, today],
  );
  const schemaUtils = useMemo(() => createSchemaUtils(validator, rootSchema), [validator, rootSchema]);
  const stepSchemas = useMemo(
    () => form.ui.steps.map((step) => stepSchema(rootSchema, step)),
    [form.ui.steps, rootSchema],
  );
  const uiSchema = useMemo<UiSchema>(
    () => ({
      ...prepared.uiSchema,
      'ui:globalOptions': {
        orderable: false,
        copyable: false,
        ...(prepared.uiSchema['ui:globalOptions'] as object),
      },
    }),
    [prepared.uiSchema],
  );
  const evaluate = useCallback(
    (data: Record<string, unknown>): FormFeedback =>
      evaluateFormData(form.validate, normalizeFormData(schemaUtils, data), today, form.schema),
    [form.validate, form.schema, schemaUtils, today],
  );
  return useMemo(
    () => ({ uiSchema, validator, schemaUtils, stepSchemas, evaluate }),
    [uiSchema, validator, schemaUtils, stepSchemas, evaluate],
  );
}
