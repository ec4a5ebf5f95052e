// Downloadable notifications (applications-spec §1: micro-installation notifications 8 and 10 are filled
// outside the portal): the fillable PDF the API generates from a PDF-mode form's schema, ui.json steps and
// pdf.json. Public: no session, no anti-forgery token (a GET).
import { Type, type Static } from 'typebox';
import { INFORMATION_LEAFLET } from './leaflets.ts';
import { DbId } from './primitives.ts';

export const FormDocumentParams = Type.Object({ id: DbId() });
export type FormDocumentParams = Static<typeof FormDocumentParams>;

/** The response body: PDF bytes (Content-Type application/pdf, Content-Disposition attachment). */
export const PdfDocument = Type.Unsafe<Uint8Array>({
  type: 'string',
  format: 'binary',
  contentMediaType: 'application/pdf',
  description: 'Wypełnialny formularz PDF (AcroForm) do pobrania.',
});

/** Where the portal links for form `id`'s PDF, e.g. /api/forms/8/document.pdf (pdf.json's downloadPath). */
export function formDocumentPath(id: number): `/api/forms/${number}/document.pdf` {
  return `/api/forms/${id}/document.pdf`;
}

/** The keys of the leaflets the API serves (an unknown key is a 400); the names live in leaflets.ts. */
export const LeafletKey = Type.Union([Type.Literal(INFORMATION_LEAFLET)]);
export type LeafletKey = Static<typeof LeafletKey>;
export const LeafletParams = Type.Object({ key: LeafletKey });
export type LeafletParams = Static<typeof LeafletParams>;
