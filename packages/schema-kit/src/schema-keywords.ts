// The form schema's keywords against the meta-schema (meta/form.schema.json: draft-07 plus the portal's
// formats and keywords, unknown keywords refused), explained in Polish at the offending key, with the
// nearest known name for a misspelling. Then the strict compile's own refusals (a format
// without "type": "string", …), also located and in Polish. AJV's English text stays only as a last resort.
import { isJsonObject, type JsonObject } from '@portal/form-catalog/node';
import { createAjv } from '@portal/validation';
import { regexSyntaxProblem } from './check-patterns.ts';
import { formMetaSchema } from './meta.ts';
import { escapeSegment, unescapeSegment } from '@portal/json-pointer';

/** The parts of AJV's ErrorObject read here (verbose mode adds data and parentSchema). */
interface ErrorObject {
  readonly keyword: string;
  readonly instancePath: string;
  readonly params: Record<string, unknown>;
  readonly message?: string;
  readonly data?: unknown;
  readonly parentSchema?: Record<string, unknown>;
}

export interface KeywordIssue {
  /** JSON pointer in the bundled schema. */
  readonly pointer: string;
  readonly message: string;
}

/** Levenshtein distance with transpositions counted as one edit (Damerau, optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const previous = d[i - 1] as number[];
      let value = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, ((d[i - 2] as number[])[j - 2] ?? 0) + 1);
      }
      row[j] = value;
    }
  }
  return (d[a.length] as number[])[b.length] ?? 0;
}

/** The known name closest to a misspelt one, when it is close enough to be a typo (case ignored). */
export function closestName(name: string, known: readonly string[]): string | undefined {
  const lower = name.toLowerCase();
  let best: { name: string; distance: number } | undefined;
  for (const candidate of known) {
    const distance = editDistance(lower, candidate.toLowerCase());
    if (!best || distance < best.distance) best = { name: candidate, distance };
  }
  if (!best) return undefined;
  const allowed = Math.max(1, Math.min(3, Math.floor(name.length / 3)));
  return best.distance <= allowed ? best.name : undefined;
}

const suggestion = (name: string, known: readonly string[]): string => {
  const closest = closestName(name, known);
  return closest ? `; czy chodziło o "${closest}"?` : '';
};

const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: 'tekst',
  number: 'liczba',
  integer: 'liczba całkowita',
  boolean: 'true albo false',
  object: 'obiekt { … }',
  array: 'lista [ … ]',
  null: 'null',
};
const typeNames = (types: readonly string[]) => types.map((type) => TYPE_NAMES[type] ?? type).join(' albo ');

let metaValidator: ReturnType<ReturnType<typeof createAjv>['compile']> | null = null;
let knownKeywords: string[] = [];
let knownFormats: string[] = [];

function validator() {
  if (!metaValidator) {
    const meta = formMetaSchema() as JsonObject & { properties: Record<string, JsonObject> };
    knownKeywords = Object.keys(meta.properties);
    knownFormats = (meta.properties.format?.enum as string[] | undefined) ?? [];
    // verbose: each error carries its parentSchema, whose `properties` are the names allowed there.
    metaValidator = createAjv({ strict: false, verbose: true }).compile(meta);
  }
  return metaValidator;
}

/** The portal's form keywords: draft-07, its own keywords and errorMessage (for suggestions elsewhere). */
export function formKeywords(): readonly string[] {
  validator();
  return knownKeywords;
}

function lastSegment(pointer: string): string {
  return unescapeSegment(pointer.split('/').at(-1) ?? '');
}

function explain(pointer: string, errors: ErrorObject[]): KeywordIssue[] {
  const keyword = lastSegment(pointer);
  const extra = errors.filter((error) => error.keyword === 'additionalProperties');
  if (extra.length > 0) {
    return extra.map((error) => {
      const name = String((error.params as { additionalProperty: string }).additionalProperty);
      const allowed = isJsonObject(error.parentSchema?.properties)
        ? Object.keys(error.parentSchema.properties)
        : knownKeywords;
      const atSchema = allowed === knownKeywords || allowed.includes('$schema');
      return {
        pointer: `${pointer}/${escapeSegment(name)}`,
        message: atSchema
          ? `nieznane słowo kluczowe "${name}"${suggestion(name, knownKeywords)} (słowa kluczowe: docs/schema-language.md)`
          : `słowo kluczowe "${keyword}" nie ma parametru "${name}"${suggestion(name, allowed)} (dozwolone: ${allowed.join(', ')})`,
      };
    });
  }
  const enumError = errors.find((error) => error.keyword === 'enum');
  if (enumError) {
    const allowed = ((enumError.params as { allowedValues: unknown[] }).allowedValues ?? []).map(String);
    const value = String(enumError.data);
    if (keyword === 'format')
      return [
        {
          pointer,
          message: `nieznany format "${value}"${suggestion(value, knownFormats)} (formaty: docs/schema-language.md)`,
        },
      ];
    return [
      {
        pointer,
        message: `"${keyword}": "${value}" nie jest dozwoloną wartością${suggestion(value, allowed)} (dozwolone: ${allowed.join(', ')})`,
      },
    ];
  }
  const required = errors.find((error) => error.keyword === 'required');
  if (required) {
    const missing = String((required.params as { missingProperty: string }).missingProperty);
    return [{ pointer, message: `słowo kluczowe "${keyword}" potrzebuje parametru "${missing}"` }];
  }
  const types = errors.filter((error) => error.keyword === 'type');
  if (types.length > 0) {
    const expected = types.flatMap((error) => {
      const type = (error.params as { type: string | string[] }).type;
      return Array.isArray(type) ? type : [type];
    });
    return [
      {
        pointer,
        message: `wartość słowa kluczowego "${keyword}" musi być typu: ${typeNames([...new Set(expected)])} (jest ${JSON.stringify(types[0]?.data)})`,
      },
    ];
  }
  const first = errors.find((error) => !['anyOf', 'oneOf', 'if'].includes(error.keyword)) ?? errors[0];
  if (!first) return [];
  if (first.keyword === 'format' && first.params.format === 'regex' && typeof first.data === 'string')
    return [{ pointer, message: regexSyntaxProblem(first.data) ?? 'niepoprawne wyrażenie regularne' }];
  const params = first.params as Record<string, unknown>;
  const limits: Readonly<Record<string, string>> = {
    minimum: `co najmniej ${String(params.limit)}`,
    maximum: `najwyżej ${String(params.limit)}`,
    exclusiveMinimum: `większa niż ${String(params.limit)}`,
    minItems: `lista z co najmniej ${String(params.limit)} elementami`,
    minLength: `tekst z co najmniej ${String(params.limit)} znakami`,
    uniqueItems: 'lista bez powtórzeń',
    const: `równa ${JSON.stringify(params.allowedValue)}`,
  };
  const rule = limits[first.keyword];
  return [
    {
      pointer,
      message: rule
        ? `wartość słowa kluczowego "${keyword}" musi być: ${rule}`
        : `niepoprawna wartość słowa kluczowego "${keyword}" (${first.keyword}: ${first.message ?? ''})`,
    },
  ];
}

/** Every meta-schema error of a bundled form schema, at most one explanation per offending place. */
export function metaSchemaIssues(bundled: JsonObject): KeywordIssue[] {
  const validate = validator();
  if (validate(bundled)) return [];
  const byPointer = new Map<string, ErrorObject[]>();
  for (const error of (validate.errors ?? []) as ErrorObject[]) {
    const list = byPointer.get(error.instancePath) ?? [];
    list.push(error);
    byPointer.set(error.instancePath, list);
  }
  // An anyOf whose branch failed deeper is reported there; its own "must match a schema" is noise.
  const pointers = [...byPointer.keys()].filter(
    (pointer) =>
      !(byPointer.get(pointer) ?? []).every((error) => ['anyOf', 'oneOf'].includes(error.keyword)) ||
      ![...byPointer.keys()].some((other) => other.startsWith(`${pointer}/`)),
  );
  return pointers.flatMap((pointer) => explain(pointer, byPointer.get(pointer) ?? []));
}

/** AJV's strict-mode refusal, located and in Polish where we know its wording. */
export function strictModeIssue(message: string): KeywordIssue {
  const at = /at "#([^"]*)"/.exec(message);
  const pointer = at?.[1] ? decodeURI(at[1]) : '';
  const missingType = /missing type "([^"]+)" for keyword "([^"]+)"/.exec(message);
  if (missingType) {
    const [, types = '', keyword = ''] = missingType;
    const wanted = keyword === 'format' ? ['string'] : types.split(',');
    return {
      pointer: `${pointer}/${escapeSegment(keyword)}`,
      message: `słowo kluczowe "${keyword}" działa tylko z "type": ${wanted.map((type) => `"${type}"`).join(' albo ')}; dopisz "type"`,
    };
  }
  const unknown = /unknown keyword: "([^"]+)"/.exec(message);
  if (unknown?.[1])
    return {
      pointer,
      message: `nieznane słowo kluczowe "${unknown[1]}"${suggestion(unknown[1], formKeywords())}`,
    };
  const union = /use allowUnionTypes|applicator keyword "([^"]+)" requires type/.exec(message);
  if (union)
    return { pointer, message: `słowo kluczowe wymaga zgodnego "type" w tym samym schemacie (${message})` };
  return { pointer, message: `schemat nie kompiluje się w trybie ścisłym: ${message}` };
}
