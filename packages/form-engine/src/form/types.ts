// What the engine needs of a form: exactly what `pnpm schemas:build` generates for each online form
// (@portal/forms-generated, `LoadedForm`). The engine knows no form by name: steps, labels,
// conditions and rules all come from these four things.
import type { FormEntry, FormUi } from '@portal/form-catalog';
import type { ContextualValidator } from '@portal/validation/browser';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';

export type { FormEntry, FormStep, FormUi } from '@portal/form-catalog';

/** A JSON value as it sits in form data. */
export type FormData = Record<string, unknown>;

export interface WizardForm {
  /** The catalog entry: id, title, description and `version` (drafts are tied to it). */
  readonly entry: Pick<FormEntry, 'id' | 'title' | 'version'> &
    Partial<Pick<FormEntry, 'description' | 'shortTitle'>>;
  /** The bundled draft-07 schema (local `#/definitions` refs only). */
  readonly schema: Record<string, unknown>;
  /** Wizard steps and the RJSF uiSchema. */
  readonly ui: FormUi;
  /** The precompiled standalone validator of the whole schema (never compiled in the browser). */
  readonly validate: ContextualValidator;
}

/** The RJSF schema and uiSchema types the engine works with. */
export type Schema = RJSFSchema;
export type FormUiSchema = UiSchema;

/**
 * An attachment as it sits in form data (schemas/defs/attachments.json `attachmentDescriptor`); the portal
 * sends the file itself as the multipart part `file:<id>`.
 */
export interface AttachmentDescriptor {
  readonly id: string;
  readonly name: string;
  readonly size: number;
  readonly type?: string;
}

/** A file to upload with the application, matched to its descriptor by id. */
export interface AttachmentUpload {
  readonly id: string;
  /** The multipart part name the API expects: `file:<id>`. */
  readonly partName: string;
  readonly file: File;
}
