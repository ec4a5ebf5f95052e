// Reading uiSchema outside RJSF's render (summary, error labels) is the form model's job
// (packages/form-model: ui:definitions under the local uiSchema, ui:order, ui:title, as RJSF 6 reads them).
export type { UiNode } from '@portal/form-model';
