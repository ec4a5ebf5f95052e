// Data lifecycle (RODO): the customer's own data, as one archive, and the end of the portal account; the back
// office's export and erasure of a customer (docs/decisions.md "Erasing a customer").
import { Type, type Static } from 'typebox';
import { Nullable } from './nullable.ts';
import { Text } from './primitives.ts';

/** The response body of an export: a .zip (Content-Type application/zip, Content-Disposition attachment). */
export const DataArchive = Type.Unsafe<Uint8Array>({
  type: 'string',
  format: 'binary',
  contentMediaType: 'application/zip',
  description:
    'Archiwum .zip: dane.json (konto, sprawy, wnioski, pisma, faktury, płatności) i pliki klienta.',
});

/** The name the customer's browser saves the archive under: moje-dane-portal-DD-MM-YYYY.zip (Warsaw's date). */
export function dataArchiveFileName(at: Date): string {
  const parts = new Intl.DateTimeFormat('pl-PL', {
    timeZone: 'Europe/Warsaw',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `moje-dane-portal-${part('day')}-${part('month')}-${part('year')}.zip`;
}

/**
 * Ending the portal account proves who asks like a login does: the password, and while two-factor
 * authentication is on, a current code from the app as well.
 */
export const CloseAccountRequest = Type.Object(
  {
    password: Type.String({ minLength: 1, maxLength: 1024 }),
    currentCode: Type.Optional(Type.String({ pattern: '^[0-9]{6}$' })),
  },
  { additionalProperties: false },
);
export type CloseAccountRequest = Static<typeof CloseAccountRequest>;

/**
 * The back office names the customer by the account's id (digits; it stays after the account ends) or by
 * its e-mail address.
 */
export const CustomerSelector = Type.Object(
  { customer: Text({ minLength: 1, maxLength: 254 }) },
  { additionalProperties: false },
);
export type CustomerSelector = Static<typeof CustomerSelector>;

/** What an erasure removed and what it kept (counts only). */
export const CustomerErased = Type.Object({
  accountId: Type.Integer(),
  sessions: Type.Integer(),
  outboxMessages: Type.Integer(),
  applications: Type.Integer(),
  cases: Type.Integer(),
  documents: Type.Integer(),
  files: Type.Integer(),
  /** Files whose removal failed: the orphan sweep removes them later. */
  filesNotRemoved: Type.Integer(),
  invoicesPseudonymised: Type.Integer(),
  paymentsKept: Type.Integer(),
  note: Nullable(Type.String()),
});
export type CustomerErased = Static<typeof CustomerErased>;
