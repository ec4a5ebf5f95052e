/**
 * Customer journeys: the one normalisation of a form's answers, run by the browser (the wizard's data before it
 * validates, shows the summary or sends) and by the server and the tools (before the form's schema judges a
 * payload), so both sides judge the same data:
 *
 * - Text that is empty or only whitespace is not an answer (applications-spec §5: text is trimmed): the
 *   property is dropped, so a required field gets `required`, 'Pole obowiązkowe', and never passes as "   ".
 * - Identifiers typed the way a phone or a printout writes them are written the way their format wants,
 *   when that makes them valid: NIP 'PL5260250274' or '526 025 02 74' → '5260250274', connection conditions
 *   number 'nd/wk/22505/2023' → 'ND\WK\22505\2023', zip code '00 950' → '00-950', PESEL, REGON, PPE and
 *   the operator's numbers without spaces. A value already valid, or still invalid after this, is left as
 *   typed, so its error message speaks of what the user typed.
 * - Numbers typed as text (`numericString`): spaces dropped and a decimal comma written as a dot ('5,5' →
 *   '5.5'); with `{ numbers: true }` (what the server stores and the back office receives) they become JSON
 *   numbers (5.5).
 *
 * It reads the bundled schema only (local `$ref`s, `allOf`/`anyOf`/`oneOf`, both branches of `if`, schema
 * `dependencies`): a property's format is the one any branch gives it, which is safe because every rewrite
 * above only turns an invalid value into a valid one of that format. Pure and without AJV, so the browser
 * bundle carries it.
 */
import { formats, type PortalFormatName } from './formats/index.ts';
import { NUMERIC_KINDS, type NumericKind } from './rules/numeric.ts';
import { resolveLocalRef } from '@portal/json-pointer';

export interface NormalizeAnswersOptions {
  /** Numbers typed as text become JSON numbers (after validation: the stored answers). */
  readonly numbers?: boolean;
}

type SchemaObject = Record<string, unknown>;

function isObject(value: unknown): value is SchemaObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const compact = (value: string) => value.replace(/[\s\u00a0]+/g, '');
const digitsOnly = (value: string) => compact(value).replaceAll('-', '');

/** How a value natural to type is written in each format; tried only when the value is not valid as it is. */
const CANONICAL: Partial<Record<PortalFormatName, (value: string) => string>> = {
  pesel: digitsOnly,
  nip: (value) => digitsOnly(value).replace(/^PL/i, ''),
  regon: digitsOnly,
  ppe: digitsOnly,
  'local-number': digitsOnly,
  'business-partner-number': digitsOnly,
  'contract-account-number': digitsOnly,
  'connection-conditions-number': (value) => compact(value).toUpperCase().replace(/[/|]/g, '\\'),
  'land-register-number': (value) => compact(value).toUpperCase().replaceAll('\\', '/'),
  'zip-code': (value) => {
    const digits = digitsOnly(value);
    return /^\d{5}$/.test(digits) ? `${digits.slice(0, 2)}-${digits.slice(2)}` : value;
  },
  'email-ascii': (value) => value.trim(),
};

const DECIMAL_TEXT = /^-?\d+(?:[.,]\d+)?$/;

function normalizeNumericText(value: string, kind: NumericKind, numbers: boolean): string | number {
  const text = compact(value);
  const integer = NUMERIC_KINDS[kind].integer;
  if (integer ? !/^\d+$/.test(text) : !DECIMAL_TEXT.test(text)) return value;
  const canonical = text.replace(',', '.');
  return numbers ? Number(canonical) : canonical;
}

/** What one schema node says about a string: its formats and its numericString kind. */
interface StringRules {
  formats: PortalFormatName[];
  numeric: NumericKind | undefined;
}

/**
 * The schemas that apply at each place of a form's answers, worked out once per schema and place: a form
 * is normalized on every save and every request, and the walk through `$ref`s and branches is the same
 * each time (the schema is read, never changed).
 */
class SchemaWalker {
  private readonly children = new WeakMap<readonly SchemaObject[], Map<string, SchemaObject[]>>();
  readonly top: SchemaObject[];

  constructor(private readonly root: SchemaObject) {
    this.top = this.expand([root]);
  }

  private child(schemas: readonly SchemaObject[], key: string, find: () => SchemaObject[]): SchemaObject[] {
    let known = this.children.get(schemas);
    if (!known) this.children.set(schemas, (known = new Map()));
    let found = known.get(key);
    if (!found) known.set(key, (found = find()));
    return found;
  }

  private resolve(ref: string): unknown {
    return resolveLocalRef(this.root, ref);
  }

  /** Every schema object that may apply to an instance at `nodes`, across all branches. */
  expand(nodes: readonly unknown[]): SchemaObject[] {
    const result: SchemaObject[] = [];
    const seen = new Set<SchemaObject>();
    const visit = (node: unknown) => {
      if (!isObject(node) || seen.has(node)) return;
      seen.add(node);
      result.push(node);
      if (typeof node.$ref === 'string') visit(this.resolve(node.$ref));
      for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
        const list = node[key];
        if (Array.isArray(list)) list.forEach(visit);
      }
      visit(node.then);
      visit(node.else);
      if (isObject(node.dependencies)) Object.values(node.dependencies).forEach(visit);
    };
    nodes.forEach(visit);
    return result;
  }

  property(schemas: readonly SchemaObject[], key: string): SchemaObject[] {
    return this.child(schemas, `.${key}`, () => this.propertySchemas(schemas, key));
  }

  item(schemas: readonly SchemaObject[], index: number): SchemaObject[] {
    return this.child(schemas, `#${index}`, () => this.itemSchemas(schemas, index));
  }

  private propertySchemas(schemas: readonly SchemaObject[], key: string): SchemaObject[] {
    const children: unknown[] = [];
    for (const schema of schemas) {
      const properties = schema.properties;
      if (isObject(properties) && Object.hasOwn(properties, key)) children.push(properties[key]);
      else if (isObject(schema.additionalProperties)) children.push(schema.additionalProperties);
    }
    return this.expand(children);
  }

  private itemSchemas(schemas: readonly SchemaObject[], index: number): SchemaObject[] {
    const children: unknown[] = [];
    for (const schema of schemas) {
      const items = schema.items;
      if (Array.isArray(items)) children.push(items[index] ?? schema.additionalItems);
      else children.push(items);
    }
    return this.expand(children);
  }
}

function stringRules(schemas: readonly SchemaObject[]): StringRules {
  const found: PortalFormatName[] = [];
  let numeric: NumericKind | undefined;
  for (const schema of schemas) {
    if (typeof schema.format === 'string' && Object.hasOwn(formats, schema.format))
      found.push(schema.format as PortalFormatName);
    if (typeof schema.numericString === 'string' && Object.hasOwn(NUMERIC_KINDS, schema.numericString))
      numeric ??= schema.numericString as NumericKind;
  }
  return { formats: found, numeric };
}

function normalizeString(value: string, schemas: readonly SchemaObject[], numbers: boolean): unknown {
  const rules = stringRules(schemas);
  for (const format of rules.formats) {
    const canonical = CANONICAL[format];
    if (!canonical || formats[format](value)) continue;
    const rewritten = canonical(value);
    if (formats[format](rewritten)) return rewritten;
  }
  if (rules.numeric) return normalizeNumericText(value, rules.numeric, numbers);
  return value;
}

const isBlank = (value: unknown) => typeof value === 'string' && value.trim() === '';

function normalizeNode(
  walker: SchemaWalker,
  value: unknown,
  schemas: readonly SchemaObject[],
  numbers: boolean,
): unknown {
  if (typeof value === 'string') return normalizeString(value, schemas, numbers);
  if (Array.isArray(value))
    return value.map((item, index) =>
      isBlank(item) ? item : normalizeNode(walker, item, walker.item(schemas, index), numbers),
    );
  if (!isObject(value)) return value;
  const result: SchemaObject = {};
  for (const [key, child] of Object.entries(value)) {
    if (isBlank(child)) continue;
    result[key] = normalizeNode(walker, child, walker.property(schemas, key), numbers);
  }
  return result;
}

const walkers = new WeakMap<SchemaObject, SchemaWalker>();

/**
 * The answers as the form's validator must judge them (see the top of this file). `schema` is the form's
 * bundled schema (its `$ref`s local); `data` is not changed.
 */
export function normalizeAnswers(
  schema: unknown,
  data: unknown,
  options: NormalizeAnswersOptions = {},
): unknown {
  if (!isObject(schema)) return data;
  if (isBlank(data)) return undefined;
  let walker = walkers.get(schema);
  if (!walker) walkers.set(schema, (walker = new SchemaWalker(schema)));
  return normalizeNode(walker, data, walker.top, options.numbers === true);
}
