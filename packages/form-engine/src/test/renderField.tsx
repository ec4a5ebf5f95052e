// Test helper: one RJSF Form with the engine's theme around a small schema, recording the data it reports.
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { createSchemaUtils } from '@rjsf/utils';
import type { RenderResult } from '@testing-library/react';
import { matchesSchema } from '../validation/schemaMatcher.ts';
import { engineTheme } from '../theme/registry.ts';
import { renderWithUi } from './renderWithUi.tsx';
import { EngineContext, type EngineRuntime } from '../runtime/EngineContext.ts';
import { FieldErrorStore } from '../runtime/fieldErrorStore.ts';

// RJSF needs a validator; these tests exercise widgets, so conditions are enough (the wizard's real
// validator is tested in validation/).
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

/** What renderField returns; named because the inferred type points into pnpm's store (not portable). */
export type RenderedField = RenderResult & { changes: unknown[]; last: () => unknown };

export function renderField(
  schema: RJSFSchema,
  options: { uiSchema?: UiSchema; formData?: unknown; runtime?: EngineRuntime } = {},
): RenderedField {
  const changes: unknown[] = [];
  const root: RJSFSchema = { type: 'object', properties: { field: schema } };
  const result = renderWithUi(
    <EngineContext.Provider value={options.runtime ?? testRuntime()}>
      <Form
        schema={root}
        uiSchema={{ field: options.uiSchema ?? {} }}
        validator={structuralValidator}
        initialFormData={options.formData === undefined ? undefined : { field: options.formData }}
        widgets={engineTheme.widgets}
        templates={engineTheme.templates}
        fields={engineTheme.fields}
        idPrefix="t"
        noValidate
        showErrorList={false}
        experimental_defaultFormStateBehavior={{
          constAsDefaults: 'never',
          requiredBooleanDefault: 'skip',
          emptyObjectFields: 'skipEmptyDefaults',
        }}
        onChange={(event) => changes.push((event.formData as { field?: unknown } | undefined)?.field)}
      >
        <span />
      </Form>
    </EngineContext.Provider>,
  );
  return { ...result, changes, last: () => changes.at(-1) };
}

export { createSchemaUtils };
