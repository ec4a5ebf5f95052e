// What the notification PDF is made of: the paper form, pdf.json's texts and the operator's details.
import type { PaperForm } from '../paper-form.ts';

export interface SendTo {
  readonly email: string;
  readonly postalAddress: readonly string[];
}

export interface NotificationPdfInput {
  readonly formId: number;
  readonly version: string;
  /** The operator's name in the page header. */
  readonly operator: string;
  readonly form: PaperForm;
  /** pdf.json: the steps for the applicant, the documents to enclose and where to send the form. */
  readonly instructions: readonly string[];
  readonly attachments: readonly string[];
  readonly sendTo?: SendTo;
}

/** The check boxes of the attachment list: enclosures.1, enclosures.2, … */
export const ENCLOSURE_FIELD = 'enclosures';
