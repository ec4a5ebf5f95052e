// GET /api/pages/:slug: a document of the portal as Markdown, for the portal to render (headings,
// paragraphs, lists, links, emphasis; never HTML). Public and the same for everyone, so it is cached.
import { Type, type Static } from 'typebox';
import type { DocumentSlug } from './portal-pages.ts';

// Spelt out, so that the type is the union of the slugs; checked against DOCUMENT_SLUGS below.
export const DocumentSlugSchema = Type.Union([
  Type.Literal('ochrona-danych-osobowych'),
  Type.Literal('regulamin'),
  Type.Literal('deklaracja-dostepnosci'),
]);
type SameSlugs = [Static<typeof DocumentSlugSchema>] extends [DocumentSlug]
  ? [DocumentSlug] extends [Static<typeof DocumentSlugSchema>]
    ? true
    : never
  : never;
export const documentSlugsAgree: SameSlugs = true;
export const DocumentPageParams = Type.Object({ slug: DocumentSlugSchema });
export type DocumentPageParams = Static<typeof DocumentPageParams>;

export const DocumentPage = Type.Object({
  slug: DocumentSlugSchema,
  /** The page's heading and the document's title. */
  title: Type.String(),
  /** The body below the heading, in the Markdown subset the portal renders (no raw HTML). */
  markdown: Type.String(),
  /** Sample content of a development start: the portal marks it on the page (production refuses it). */
  placeholder: Type.Boolean(),
});
export type DocumentPage = Static<typeof DocumentPage>;
