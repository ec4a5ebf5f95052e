// The shape of a form's ui.json (schemas/meta/ui.schema.json): wizard steps and the RJSF 6 uiSchema.
// Browser-safe (types only), for the form engine and the generated forms index.

/** A wizard step: which top-level sections of the schema it shows, in order. */
export interface FormStep {
  id: string;
  title: string;
  description?: string;
  fields: string[];
}

export interface FormUi {
  steps: FormStep[];
  /** RJSF uiSchema; after `pnpm schemas:build` it also carries the shared definitions' `ui:definitions`. */
  uiSchema: Record<string, unknown>;
}
