/**
 * The shape of one language's messages. Every custom keyword and format must have a message in every
 * language: a missing one is a type error, not a blank line under a field.
 */
import type { PortalFormatName } from '../formats/index.ts';
import type { KeywordParams, PortalKeywordName } from '../rules/checks.ts';

export type Locale = 'pl' | 'en';

export type KeywordMessages = {
  readonly [Name in PortalKeywordName]: (params: KeywordParams[Name]) => string;
};

/** Messages of standard JSON Schema keywords the forms use; others fall back to ajv-i18n. */
export interface StandardMessages {
  readonly required: string;
  readonly type: (type: string) => string;
  readonly enum: string;
  /** The same, naming the values ('0,4 / 15 / 110 kV'). */
  readonly enumOf: (values: string) => string;
  readonly const: string;
  readonly maxLength: (limit: number) => string;
  readonly minLength: (limit: number) => string;
  readonly pattern: string;
  /** A `pattern` error of the safe-text patterns (safe-text.ts): the reason, not "wrong format". */
  readonly unsafeText: string;
  readonly minimum: (limit: number) => string;
  readonly maximum: (limit: number) => string;
  readonly exclusiveMinimum: (limit: number) => string;
  readonly exclusiveMaximum: (limit: number) => string;
  readonly multipleOf: (multipleOf: number) => string;
  readonly minItems: (limit: number) => string;
  readonly maxItems: (limit: number) => string;
  readonly uniqueItems: string;
  readonly additionalProperties: string;
  /** Summary errors of composite keywords; the branch's own errors come with them. */
  readonly if: string;
  readonly anyOf: string;
  readonly oneOf: string;
  readonly not: string;
  readonly unknownFormat: (format: string) => string;
}

export interface MessageCatalog {
  readonly standard: StandardMessages;
  /** Our formats plus the ajv-formats ones forms use (date, email, ...). */
  readonly formats: { readonly [Name in PortalFormatName]: string } & { readonly [name: string]: string };
  /** email-ascii has three messages; which one is shown depends on the value (see localize.ts). */
  readonly emailAscii: {
    readonly forbiddenCharacters: string;
    readonly tooLong: (limit: number) => string;
  };
  /**
   * A PESEL, NIP or REGON of the wrong length or with other characters says the shape it must have; one of
   * the right shape whose digits fail (all zeros, a check digit, a birth date) gets the format's message.
   */
  readonly identifierShape: { readonly pesel: string; readonly nip: string; readonly regon: string };
  readonly keywords: KeywordMessages;
  /** The label a computed value is shown under (rules/checks.ts `keywordKinds`), e.g. in the summary. */
  readonly computedLabels: { readonly connectionAdvance: string };
}
