// Test helper: one RJSF Form with the engine's theme around a small schema, recording the data it reports.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { createSchemaUtils } from '@rjsf/utils';
import type { RenderResult } from '@testing-library/react';
import { renderWithUi } from './renderWithUi.tsx';
import type { EngineRuntime } from '../runtime/EngineContext.ts';
import { EngineForm, testRuntime } from './engineForm.tsx';

/** What renderField returns; named because the inferred type points into pnpm's store (not portable). */
export type RenderedField = RenderResult & { changes: unknown[]; last: () => unknown };

export function renderField(
  schema: RJSFSchema,
  options: { uiSchema?: UiSchema; formData?: unknown; runtime?: EngineRuntime } = {},
): RenderedField {
  const changes: unknown[] = [];
  const result = renderWithUi(
    <EngineForm
      schema={{ type: 'object', properties: { field: schema } }}
      uiSchema={{ field: options.uiSchema ?? {} }}
      runtime={options.runtime ?? testRuntime()}
      idPrefix="t"
      initialFormData={options.formData === undefined ? undefined : { field: options.formData }}
      onChange={(event) => changes.push((event.formData as { field?: unknown } | undefined)?.field)}
    />,
  );
  return { ...result, changes, last: () => changes.at(-1) };
}

export { createSchemaUtils };
