// Data lifecycle: the operator's documents the portal shows: the information clause of art. 13 RODO
// (ochrona-danych-osobowych.md), the terms of the portal (regulamin.md) and the data of the accessibility
// statement (deklaracja-dostepnosci.json: contact, dates). They are the operator's, not the portal's: a
// directory set by OPERATOR_DOCUMENTS_DIR. Outside production the samples in apps/api/operator-documents are
// used, marked "Treść przykładowa" on the page; a production start refuses any document still carrying that
// mark, as it refuses the placeholder operator data (operator.ts), because a customer accepts these texts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isValidEmailAscii } from '@portal/validation';
import { OPERATOR_DOCUMENT_SLUGS, type OperatorDocumentSlug } from '@portal/api-contract';
import { ConfigError } from '../operator.ts';

/** The mark of sample content: a document carrying it is shown marked, and refused by production. */
export const PLACEHOLDER_MARK = 'Treść przykładowa';
export const OPERATOR_DOCUMENTS_ENV = 'OPERATOR_DOCUMENTS_DIR';
export const ACCESSIBILITY_FILE = 'deklaracja-dostepnosci.json';

export interface OperatorDocument {
  readonly markdown: string;
  readonly placeholder: boolean;
}

export interface AccessibilityContact {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
}

/** What the operator says in its accessibility statement; the portal adds what its own checks found. */
export interface AccessibilityStatementData {
  /** YYYY-MM-DD. */
  readonly publishedAt: string;
  /** YYYY-MM-DD; the publication date when not given. */
  readonly updatedAt: string;
  readonly contact: AccessibilityContact;
  /** Markdown; omitted when the operator says nothing about its offices. */
  readonly architecturalAccessibility: string | undefined;
  readonly placeholder: boolean;
}

export interface OperatorDocuments {
  readonly dir: string;
  readonly pages: Readonly<Record<OperatorDocumentSlug, OperatorDocument>>;
  readonly accessibility: AccessibilityStatementData;
}

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigError(
      `${OPERATOR_DOCUMENTS_ENV}: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'}); the directory needs ${OPERATOR_DOCUMENT_SLUGS.map((slug) => `${slug}.md`).join(', ')} and ${ACCESSIBILITY_FILE} (README "Operator documents").`,
    );
  }
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function accessibilityData(file: string): AccessibilityStatementData {
  const source = readText(file);
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(source) as Record<string, unknown>;
  } catch {
    throw new ConfigError(`${OPERATOR_DOCUMENTS_ENV}: ${file} is not JSON.`);
  }
  const contact = (parsed.contact ?? {}) as Record<string, unknown>;
  const problems: string[] = [];
  const publishedAt = text(parsed.publishedAt);
  const updatedAt = text(parsed.updatedAt) ?? publishedAt;
  if (!publishedAt || !DATE.test(publishedAt)) problems.push('publishedAt (a date, YYYY-MM-DD)');
  if (!updatedAt || !DATE.test(updatedAt) || (publishedAt && updatedAt < publishedAt))
    problems.push('updatedAt (a date, YYYY-MM-DD, not before publishedAt)');
  const name = text(contact.name);
  const email = text(contact.email);
  const phone = text(contact.phone);
  if (!name) problems.push('contact.name');
  if (!email || !isValidEmailAscii(email)) problems.push('contact.email (an e-mail address)');
  if (!phone || !/^\+?[0-9 ]{9,20}$/.test(phone)) problems.push('contact.phone (a phone number)');
  if (
    parsed.architecturalAccessibility !== undefined &&
    typeof parsed.architecturalAccessibility !== 'string'
  )
    problems.push('architecturalAccessibility (text, optional)');
  if (problems.length > 0) throw new ConfigError(`${file}: set ${problems.join(', ')}.`);
  return {
    publishedAt: publishedAt!,
    updatedAt: updatedAt!,
    contact: { name: name!, email: email!, phone: phone! },
    architecturalAccessibility: text(parsed.architecturalAccessibility),
    placeholder: source.includes(PLACEHOLDER_MARK),
  };
}

/**
 * The documents of `dir`. Throws a ConfigError for a missing or malformed one, and in production for any
 * still carrying the placeholder mark.
 */
export function loadOperatorDocuments(dir: string, production: boolean): OperatorDocuments {
  const pages = Object.fromEntries(
    OPERATOR_DOCUMENT_SLUGS.map((slug) => {
      const markdown = readText(path.join(dir, `${slug}.md`)).trim();
      if (markdown === '') throw new ConfigError(`${OPERATOR_DOCUMENTS_ENV}: ${slug}.md in ${dir} is empty.`);
      return [slug, { markdown, placeholder: markdown.includes(PLACEHOLDER_MARK) }];
    }),
  ) as Record<OperatorDocumentSlug, OperatorDocument>;
  const accessibility = accessibilityData(path.join(dir, ACCESSIBILITY_FILE));
  if (production) {
    const placeholders = [
      ...OPERATOR_DOCUMENT_SLUGS.filter((slug) => pages[slug].placeholder).map((slug) => `${slug}.md`),
      ...(accessibility.placeholder ? [ACCESSIBILITY_FILE] : []),
    ];
    if (placeholders.length > 0) {
      throw new ConfigError(
        `Refusing to start in production with the placeholder operator documents: ${placeholders.join(', ')} in ${dir} still say "${PLACEHOLDER_MARK}"; set ${OPERATOR_DOCUMENTS_ENV} to a directory with the operator's own texts (the customers accept them in every form).`,
      );
    }
  }
  return { dir, pages, accessibility };
}
