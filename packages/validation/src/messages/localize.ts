/**
 * Turns AJV errors into messages AFTER validation, from keyword + params only, so precompiled browser
 * validators and the server print the same text (applications-spec §5; quality-bar "Reliability": a clear
 * Polish message).
 */
import type { ErrorObject } from 'ajv';
import localizeEnglishFallback from 'ajv-i18n/localize/en';
import localizePolishFallback from 'ajv-i18n/localize/pl';
import { EMAIL_MAX_LENGTH, hasOnlyAsciiCharacters } from '../formats/contact.ts';
import { isSafeTextPattern } from '../safe-text.ts';
import type { Locale, MessageCatalog } from './catalog.ts';
import { en } from './en.ts';
import { pl } from './pl.ts';
import { escapeSegment, getAtPath, unescapeSegment } from '@portal/json-pointer';

/**
 * One field error, the shape every layer uses (docs/architecture.md "Field errors"): the browser's
 * validator, the engine's error summary, the server's 400 `details` (packages/api-contract `FieldError`
 * is this type's wire schema) and the portal's server-error labels.
 */
export interface FieldError {
  /** JSON Pointer of the field the message belongs under, e.g. "/applicant/pesel"; for `required`, the
   * missing property; "" for the whole body. */
  readonly pointer: string;
  /** The JSON Schema or portal keyword that failed, e.g. "required", "pesel", "virus". */
  readonly keyword: string;
  /** Polish (or the requested locale), safe to show to the user. */
  readonly message: string;
}

export interface LocalizeOptions {
  /**
   * The validated data. Only email-ascii needs it: a format error carries no params, so the value decides
   * between 'invalid address', 'forbidden characters' and 'too long'. AJV's `verbose` option works too.
   */
  readonly data?: unknown;
  /**
   * The validated (bundled) schema: a choice among fixed values then names them by their titles ('0,4 /
   * 15 / 110 kV'); without it, only numbers are named.
   */
  readonly schema?: unknown;
}

const catalogs: Readonly<Record<Locale, MessageCatalog>> = { pl, en };
const fallbackLocalizers: Readonly<Record<Locale, (errors?: null | ErrorObject[]) => void>> = {
  pl: localizePolishFallback,
  en: localizeEnglishFallback,
};

const MISSING_PROPERTY_KEYWORDS = new Set(['required', 'dependencies', 'dependentRequired']);

function paramsOf(error: ErrorObject): Record<string, unknown> {
  return typeof error.params === 'object' && error.params !== null
    ? (error.params as Record<string, unknown>)
    : {};
}

function numberParam(params: Record<string, unknown>, name: string): number {
  const value = params[name];
  return typeof value === 'number' ? value : Number.NaN;
}

/**
 * The field an error belongs to: a missing or extra property is shown beneath that property, and an
 * ajv-errors message beneath the field of the error it replaces.
 */
export function errorFieldPath(error: ErrorObject): string {
  const params = paramsOf(error);
  if (error.keyword === 'errorMessage' && Array.isArray(params.errors)) {
    const [replaced] = params.errors as unknown[];
    if (typeof replaced === 'object' && replaced !== null && 'keyword' in replaced) {
      return errorFieldPath(replaced as ErrorObject);
    }
  }
  const instancePath = typeof error.instancePath === 'string' ? error.instancePath : '';
  const property = MISSING_PROPERTY_KEYWORDS.has(error.keyword)
    ? params.missingProperty
    : error.keyword === 'additionalProperties'
      ? params.additionalProperty
      : undefined;
  return typeof property === 'string' ? `${instancePath}/${escapeSegment(property)}` : instancePath;
}

function resolvePointer(data: unknown, pointer: string): unknown {
  // Every segment counts, the empty key of `/` included (AJV's instancePath of a property named '').
  return getAtPath(data, pointer === '' ? [] : pointer.slice(1).split('/').map(unescapeSegment));
}

/** Whether an identifier has the shape of its format (length, digits and separators), checksum aside. */
const IDENTIFIER_SHAPES: Readonly<
  Record<keyof MessageCatalog['identifierShape'], (value: string) => boolean>
> = {
  pesel: (value) => /^\d{11}$/.test(value),
  nip: (value) => /^\d(?:-?\d){9}$/.test(value),
  regon: (value) => /^\d(?:[ -]?\d)*$/.test(value) && [9, 14].includes(value.replace(/[ -]/g, '').length),
};

function formatMessage(error: ErrorObject, catalog: MessageCatalog, options: LocalizeOptions): string {
  const format = paramsOf(error).format;
  if (typeof format !== 'string') return catalog.standard.unknownFormat(String(format));
  if (format === 'pesel' || format === 'nip' || format === 'regon') {
    const value = 'data' in error ? error.data : resolvePointer(options.data, error.instancePath);
    if (typeof value === 'string' && !IDENTIFIER_SHAPES[format](value))
      return catalog.identifierShape[format];
  }
  if (format === 'email-ascii') {
    const value = 'data' in error ? error.data : resolvePointer(options.data, error.instancePath);
    if (typeof value === 'string' && !hasOnlyAsciiCharacters(value))
      return catalog.emailAscii.forbiddenCharacters;
    if (typeof value === 'string' && value.length > EMAIL_MAX_LENGTH)
      return catalog.emailAscii.tooLong(EMAIL_MAX_LENGTH);
  }
  return Object.hasOwn(catalog.formats, format)
    ? (catalog.formats[format] ?? '')
    : catalog.standard.unknownFormat(format);
}

function resolveSchemaPath(schema: unknown, schemaPath: string): unknown {
  if (!schemaPath.startsWith('#')) return undefined;
  return resolvePointer(schema, schemaPath.slice(1));
}

const MAX_NAMED_VALUES = 8;
const NUMBER_TEXT = /^\d+(?:\.\d+)?$/;

/** '0,4 kV', '15 kV', '110 kV' → '0,4 / 15 / 110 kV'; 'Typ C', 'Typ D' → 'Typ C / D'. */
export function listOfValues(labels: readonly string[]): string {
  const words = labels.map((label) => label.split(' '));
  if (labels.length > 1 && words.every((parts) => parts.length > 1)) {
    const last = words[0]!.at(-1)!;
    if (words.every((parts) => parts.at(-1) === last))
      return `${words.map((parts) => parts.slice(0, -1).join(' ')).join(' / ')} ${last}`;
    const first = words[0]![0]!;
    if (words.every((parts) => parts[0] === first))
      return `${first} ${words.map((parts) => parts.slice(1).join(' ')).join(' / ')}`;
  }
  return labels.join(' / ');
}

/** The names of a choice's values: the titles of its oneOf branches, else numbers as numbers; or null. */
function fixedValueLabels(error: ErrorObject, options: LocalizeOptions): string[] | null {
  const params = paramsOf(error);
  const values = params.allowedValues;
  if (!Array.isArray(values) || values.length === 0 || values.length > MAX_NAMED_VALUES) return null;
  const branches =
    options.schema === undefined ? undefined : resolveSchemaPath(options.schema, error.schemaPath);
  if (error.keyword === 'oneOf' && Array.isArray(branches) && branches.length === values.length) {
    const titles = branches.map((branch: unknown) =>
      typeof branch === 'object' && branch !== null ? (branch as { title?: unknown }).title : undefined,
    );
    if (titles.every((title): title is string => typeof title === 'string' && title.trim() !== ''))
      return titles;
  }
  if (
    values.every(
      (value) => typeof value === 'number' || (typeof value === 'string' && NUMBER_TEXT.test(value)),
    )
  )
    return values.map((value) => String(value).replace('.', ','));
  return null;
}

function standardMessage(
  error: ErrorObject,
  catalog: MessageCatalog,
  options: LocalizeOptions = {},
): string | undefined {
  const params = paramsOf(error);
  const { standard } = catalog;
  switch (error.keyword) {
    case 'required':
    case 'dependencies':
    case 'dependentRequired':
      return standard.required;
    case 'type':
      return standard.type(String(params.type));
    case 'enum': {
      const labels = fixedValueLabels(error, options);
      return labels ? standard.enumOf(listOfValues(labels)) : standard.enum;
    }
    case 'const':
      return standard.const;
    case 'maxLength':
      return standard.maxLength(numberParam(params, 'limit'));
    case 'minLength':
      return standard.minLength(numberParam(params, 'limit'));
    case 'pattern':
      return isSafeTextPattern(params.pattern) ? standard.unsafeText : standard.pattern;
    case 'minimum':
      return standard.minimum(numberParam(params, 'limit'));
    case 'maximum':
      return standard.maximum(numberParam(params, 'limit'));
    case 'exclusiveMinimum':
      return standard.exclusiveMinimum(numberParam(params, 'limit'));
    case 'exclusiveMaximum':
      return standard.exclusiveMaximum(numberParam(params, 'limit'));
    case 'multipleOf':
      return standard.multipleOf(numberParam(params, 'multipleOf'));
    case 'minItems':
      return standard.minItems(numberParam(params, 'limit'));
    case 'maxItems':
      return standard.maxItems(numberParam(params, 'limit'));
    case 'uniqueItems':
      return standard.uniqueItems;
    case 'additionalProperties':
      return standard.additionalProperties;
    case 'if':
      return standard.if;
    case 'anyOf':
      return standard.anyOf;
    case 'oneOf': {
      if (!(error.params as { amongFixedValues?: boolean }).amongFixedValues) return standard.oneOf;
      const labels = fixedValueLabels(error, options);
      return labels ? standard.enumOf(listOfValues(labels)) : standard.enum;
    }
    case 'not':
      return standard.not;
    default:
      return undefined;
  }
}

function fallbackMessage(error: ErrorObject, locale: Locale): string {
  const copy: ErrorObject = { ...error, params: paramsOf(error) };
  try {
    fallbackLocalizers[locale]([copy]);
  } catch {
    // ajv-i18n reads params of AJV's own shape; an error from elsewhere keeps its own message.
  }
  return copy.message ?? error.message ?? error.keyword;
}

/** The message of one AJV error in the given language. */
export function errorMessage(
  error: ErrorObject,
  locale: Locale = 'pl',
  options: LocalizeOptions = {},
): string {
  const catalog = catalogs[locale];
  const { keyword } = error;
  if (Object.hasOwn(catalog.keywords, keyword)) {
    const message = catalog.keywords[keyword as keyof MessageCatalog['keywords']] as (
      params: unknown,
    ) => string | undefined;
    return message(paramsOf(error)) ?? fallbackMessage(error, locale);
  }
  // ajv-errors: the analyst wrote the text into the schema (one language only).
  if (keyword === 'errorMessage' && typeof error.message === 'string') return error.message;
  if (keyword === 'format') return formatMessage(error, catalog, options);
  return standardMessage(error, catalog, options) ?? fallbackMessage(error, locale);
}

/**
 * A oneOf or anyOf the data matches no branch of says only that ('Wartość musi pasować do
 * dokładnie jednego z dozwolonych wariantów' helps nobody). When the branches reported their own errors, the
 * user sees those of the branch the data comes closest to (the fewest errors) instead: the fields to fix.
 */
export function closestBranchErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  let result = [...errors];
  for (const choice of errors) {
    if (choice.keyword !== 'oneOf' && choice.keyword !== 'anyOf') continue;
    if (choice.keyword === 'oneOf' && (choice.params as { passingSchemas?: unknown }).passingSchemas)
      continue;
    const prefix = `${choice.schemaPath}/`;
    const byBranch = new Map<string, ErrorObject[]>();
    for (const error of result) {
      if (!error.schemaPath.startsWith(prefix)) continue;
      const branch = error.schemaPath.slice(prefix.length).split('/')[0] ?? '';
      byBranch.set(branch, [...(byBranch.get(branch) ?? []), error]);
    }
    if (byBranch.size === 0) continue;
    const branchErrors = [...byBranch.values()].flat();
    if (branchErrors.every((error) => error.keyword === 'const')) {
      // A choice among fixed values (a select's options): one 'pick one of the options' message.
      const allowedValues = branchErrors.map(
        (error) => (error.params as { allowedValue?: unknown }).allowedValue,
      );
      const pickOne: ErrorObject = {
        ...choice,
        params: { ...choice.params, amongFixedValues: true, allowedValues },
      };
      result = result
        .filter((error) => !branchErrors.includes(error))
        .map((error) => (error === choice ? pickOne : error));
      continue;
    }
    const closest = [...byBranch.values()].reduce((best, branch) =>
      branch.length < best.length ? branch : best,
    );
    result = result.filter(
      (error) => error !== choice && (!error.schemaPath.startsWith(prefix) || closest.includes(error)),
    );
  }
  return result;
}

const isWithin = (pointer: string, parent: string) => pointer === parent || pointer.startsWith(`${parent}/`);

/**
 * An `if` whose branch failed says only 'Popraw pola zależne od dokonanego wyboru'; the branch's own errors
 * (with allErrors, always there) say which field and what to fix, so beside them it is dropped.
 * It stays when nothing beneath it explains it.
 */
export function withoutVagueIfErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  return errors.filter(
    (error) =>
      error.keyword !== 'if' ||
      !errors.some(
        (other) => other.keyword !== 'if' && isWithin(errorFieldPath(other), error.instancePath ?? ''),
      ),
  );
}

export function localizeErrors(
  errors: readonly ErrorObject[] | null | undefined,
  locale: Locale = 'pl',
  options: LocalizeOptions = {},
): FieldError[] {
  return closestBranchErrors(withoutVagueIfErrors(errors ?? [])).map((error) => ({
    pointer: errorFieldPath(error),
    keyword: error.keyword,
    message: errorMessage(error, locale, options),
  }));
}

/**
 * A localizer in the ajv-i18n shape (sets `message` in place), e.g. for RJSF's
 * `customizeValidator(options, createAjvLocalizer('pl'))` or `createPrecompiledValidator(..., localizer)`.
 */
export function createAjvLocalizer(locale: Locale = 'pl', options: LocalizeOptions = {}) {
  return (errors?: null | ErrorObject[]): void => {
    for (const error of errors ?? []) error.message = errorMessage(error, locale, options);
  };
}
