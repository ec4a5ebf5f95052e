// One RJSF Form with the engine's theme and no wizard around it, as the engine's widget tests and stories
// render it: the runtime the widgets read from context, a validator that only checks conditions.
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { matchesSchema } from '../validation/schemaMatcher.ts';
import { engineTheme } from '../theme/registry.ts';
import { EngineContext, type EngineRuntime } from '../runtime/EngineContext.ts';
import { FieldErrorStore } from '../runtime/fieldErrorStore.ts';
import { DEFAULT_FORM_STATE } from '../wizard/StepForm.tsx';

// RJSF needs a validator; widgets need no more than conditions (the wizard's real validator is tested in
// validation/).
export const structuralValidator = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: (schema: RJSFSchema, data: unknown, root: RJSFSchema) =>
    matchesSchema(schema, data, root as Record<string, unknown>),
  rawValidation: () => ({ errors: [] }),
};

export function testRuntime(data: Record<string, unknown> = {}, today = '2026-11-23'): EngineRuntime {
  const pointers = new Map<string, string>();
  return {
    errors: new FieldErrorStore(),
    warnings: new FieldErrorStore(),
    today,
    getFormData: () => data,
    registerField: (id, pointer) => {
      pointers.set(id, pointer);
      return () => pointers.delete(id);
    },
    notePointer: (id, pointer) => pointers.set(id, pointer),
    pointerOf: (id) => pointers.get(id),
    isSectionTitleHidden: () => false,
  };
}

export interface EngineFormProps {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  runtime: EngineRuntime;
  /** The prefix of the fields' ids (`${idPrefix}_name`). */
  idPrefix: string;
  initialFormData?: unknown;
  onChange?: (event: IChangeEvent) => void;
}

export function EngineForm({
  schema,
  uiSchema,
  runtime,
  idPrefix,
  initialFormData,
  onChange,
}: EngineFormProps) {
  return (
    <EngineContext.Provider value={runtime}>
      <Form
        schema={schema}
        uiSchema={uiSchema}
        validator={structuralValidator}
        initialFormData={initialFormData}
        widgets={engineTheme.widgets}
        templates={engineTheme.templates}
        fields={engineTheme.fields}
        idPrefix={idPrefix}
        noValidate
        showErrorList={false}
        experimental_defaultFormStateBehavior={DEFAULT_FORM_STATE}
        {...(onChange ? { onChange } : {})}
      >
        <span />
      </Form>
    </EngineContext.Provider>
  );
}
