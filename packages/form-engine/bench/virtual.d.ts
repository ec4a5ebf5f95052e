declare module 'virtual:bench-form' {
  import type { ContextualValidator } from '@portal/validation/browser';
  import type { FormEntry, FormUi } from '@portal/form-catalog';
  export const entry: FormEntry;
  export const schema: Record<string, unknown>;
  export const ui: FormUi;
  export const validate: ContextualValidator;
}
