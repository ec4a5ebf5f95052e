// Downloadable notifications (applications-spec §1: micro-installation notifications 8 and 10 are filled
// outside the portal): the fillable PDF the API generates from a PDF-mode form's schema, ui.json steps and
// pdf.json. Public: no session, no anti-forgery token (a GET).
import { Type, type Static } from 'typebox';
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

// portal-spec §7 and applications-spec §7: "a leaflet download uses the key 'information-leaflet'". The
// leaflet is a PDF the API prints (GET /api/leaflets/:key); public, like the paper forms.
export const INFORMATION_LEAFLET = 'information-leaflet';
/** The keys of the leaflets the API serves (an unknown key is a 400). */
export const LeafletKey = Type.Union([Type.Literal(INFORMATION_LEAFLET)]);
export type LeafletKey = Static<typeof LeafletKey>;
export const LeafletParams = Type.Object({ key: LeafletKey });
export type LeafletParams = Static<typeof LeafletParams>;

/** Where the portal links for a leaflet, e.g. /api/leaflets/information-leaflet. */
export function leafletPath(key: LeafletKey): `/api/leaflets/${LeafletKey}` {
  return `/api/leaflets/${key}`;
}
