// The engine reads a form through its model (packages/form-model): built once per bundled schema, uiSchema
// and steps, and judged with the engine's own validator, the one RJSF renders the conditions with.
import { buildFormModel, type FormModel, type SchemaMatcher } from '@portal/form-model';
import type { RJSFSchema, SchemaUtilsType } from '@rjsf/utils';
import type { FormStep } from '../form/types.ts';

const models = new WeakMap<object, WeakMap<object, WeakMap<object, FormModel>>>();
const NO_STEPS: readonly FormStep[] = [];

/** The model of the form `schemaUtils` renders, with `uiSchema` and `steps` (cached). */
export function formModelOf(
  schemaUtils: SchemaUtilsType,
  uiSchema: Record<string, unknown>,
  steps: readonly FormStep[] = NO_STEPS,
): FormModel {
  const rootSchema = schemaUtils.getRootSchema() as Record<string, unknown>;
  let byUi = models.get(rootSchema);
  if (!byUi) models.set(rootSchema, (byUi = new WeakMap()));
  let bySteps = byUi.get(uiSchema);
  if (!bySteps) byUi.set(uiSchema, (bySteps = new WeakMap()));
  let model = bySteps.get(steps);
  if (!model) {
    bySteps.set(steps, (model = buildFormModel(rootSchema, { steps, uiSchema })));
    if (!anyModel.has(rootSchema)) anyModel.set(rootSchema, model);
  }
  return model;
}

const anyModel = new WeakMap<object, FormModel>();
const NO_UI: Record<string, unknown> = {};

/**
 * A model of the form `schemaUtils` renders, for what depends on the schema alone (which fields an object
 * shows and requires): the uiSchema and the steps only word, order and place the fields, so the model the
 * wizard built for its screen serves, and a form's first warnings check builds none of its own.
 */
export function schemaModelOf(schemaUtils: SchemaUtilsType): FormModel {
  return anyModel.get(schemaUtils.getRootSchema() as object) ?? formModelOf(schemaUtils, NO_UI);
}

/** Conditions judged the way RJSF's retrieveSchema judges them while rendering. */
export function matcherOf(schemaUtils: SchemaUtilsType): SchemaMatcher {
  const rootSchema = schemaUtils.getRootSchema();
  const validator = schemaUtils.getValidator();
  return (schema, data) => validator.isValid(schema as RJSFSchema, data, rootSchema);
}
