// applications-spec §1: micro-installation notifications (forms 8 and 10) are filed outside the portal —
// download the PDF, fill and sign it, gather the attachments, send it by e-mail or post. What the download
// page says comes from each form's pdf.json (schemas/README.md "PDF forms"); where to send the form is the
// operator from the server's configuration (GET /api/config/frontend); the PDF itself is generated
// by the API from the form's schema (GET /api/forms/:id/document.pdf).
import form8 from '../../../../../../schemas/forms/8-zgloszenie-mikroinstalacji/pdf.json';
import form10 from '../../../../../../schemas/forms/10-prosument-umowa-kompleksowa/pdf.json';

export interface PdfFormGuide {
  /** The fillable PDF's address, /api/forms/<id>/document.pdf (api-contract `formDocumentPath`). */
  readonly downloadPath: string;
  readonly instructions: readonly string[];
  readonly attachments: readonly string[];
}

const guides: Readonly<Record<number, PdfFormGuide>> = { 8: form8, 10: form10 };

/** The download page's content of a PDF-mode form, or undefined for a form filed online. */
export function pdfFormGuide(formId: number): PdfFormGuide | undefined {
  return guides[formId];
}
