// Data lifecycle: the portal's documents, each at a Polish address: the information clause of art. 13 RODO and the
// terms of the portal (the operator's texts), and the accessibility statement (ustawa z 4 kwietnia 2019 r. o
// dostępności cyfrowej, generated from the portal's axe results). Plain constants, apart from the schemas
// (documents.ts): the footer links them and must not carry the schema library. The form engine's texts link
// to these addresses, and the schema tools refuse a link to any other page of the portal.
export const DOCUMENT_SLUGS = ['ochrona-danych-osobowych', 'regulamin', 'deklaracja-dostepnosci'] as const;
export type DocumentSlug = (typeof DOCUMENT_SLUGS)[number];

/** The operator's own documents (Markdown files it supplies); the statement is generated. */
export const OPERATOR_DOCUMENT_SLUGS = [
  'ochrona-danych-osobowych',
  'regulamin',
] as const satisfies readonly DocumentSlug[];
export type OperatorDocumentSlug = (typeof OPERATOR_DOCUMENT_SLUGS)[number];

/** The page of a document, e.g. /regulamin. */
export function documentPath<S extends DocumentSlug>(slug: S): `/${S}` {
  return `/${slug}`;
}

/** The pages of the portal a form's text may link to (docs/schema-language.md "Links in descriptions"). */
export const LINKABLE_PORTAL_PAGES: readonly string[] = DOCUMENT_SLUGS.map(documentPath);
