// The rules registry (schemas/rules.json, form rules, "Traceability"): every rule of applications-spec (section
// and wording) or decision where the spec is silent (with its reason), where it is enforced (a keyword, a
// format, a shared or form-local definition, or a place in one form's schema), and, through the fixtures
// that name it in their `rules`, its valid and invalid examples at the boundary. Rules enforced outside
// the schemas (the server, the wizard) name their code and test instead. `pnpm schemas:check` proves the
// registry (check-rules.ts) and `pnpm schemas:docs` writes it out as docs/rules.md (rules-doc.ts).
import path from 'node:path';
import type { Catalog } from '@portal/form-catalog';
import { isJsonObject, type JsonObject } from '@portal/form-catalog/node';
import { fixtureFiles, readFixture, type ExpectedError, type FixtureKind } from './fixtures.ts';
import { readJsonFile } from './json-files.ts';
import { displayPath, hasFormSchema, type SchemaPaths } from './paths.ts';
import { valueAtPointer } from './schema-walk.ts';

/** One place that enforces a rule; a rule may have several (the same rule in several shapes). */
export interface RuleEnforcement {
  /** A validation keyword, optionally only where its value contains `params` (e.g. `{ "maxKw": 40 }`). */
  readonly keyword?: string;
  readonly params?: unknown;
  /** A format (`"format": "pesel"`). */
  readonly format?: string;
  /** A definition as the bundle names it: `power.connection` (shared) or `meterDisplayHeight` (form-local). */
  readonly definition?: string;
  /** A place in one form's schema: the form id and a JSON pointer into its bundled schema. */
  readonly form?: number;
  readonly pointer?: string;
}

export type RuleKind = 'error' | 'warning' | 'computed';

export interface Rule {
  readonly id: string;
  /** Where in applications-spec, e.g. "§5 Power"; "the forms audit" for the requirements the audit added. */
  readonly section: string;
  /** The spec's wording (or the issue's), quoted. */
  readonly wording: string;
  /** Set when the spec is silent and the team decided: why. */
  readonly decision?: string;
  /** `error` (default) refuses data; `warning` is shown only; `computed` derives a value. */
  readonly kind?: RuleKind;
  readonly enforcedBy: readonly RuleEnforcement[];
  /**
   * The keywords an invalid example must be refused with (a `warning` rule: the warning keyword), so an
   * example refused for another reason does not count.
   */
  readonly refusedWith: readonly string[];
  /** For a `computed` rule: the keyword whose value a valid example must declare. */
  readonly computes?: string;
}

export interface OutsideRule {
  readonly id: string;
  readonly section: string;
  readonly wording: string;
  readonly decision?: string;
  /** Repository-relative file that enforces it. */
  readonly enforcedBy: string;
  /** Repository-relative test file that proves it. */
  readonly test: string;
}

export interface RulesFile {
  readonly rules: readonly Rule[];
  readonly outsideSchemas: readonly OutsideRule[];
}

export function rulesFile(paths: SchemaPaths): string {
  return path.join(paths.schemasDir, 'rules.json');
}

export type RulesRead = { ok: true; rules: RulesFile; raw: unknown } | { ok: false; message: string };

export function readRules(paths: SchemaPaths): RulesRead {
  const parsed = readJsonFile(rulesFile(paths));
  if (!parsed.ok) return { ok: false, message: parsed.message };
  const raw = parsed.value as Partial<RulesFile>;
  return {
    ok: true,
    raw: parsed.value,
    rules: { rules: raw.rules ?? [], outsideSchemas: raw.outsideSchemas ?? [] },
  };
}

/** Whether `value` contains `expected`: equal scalars, or an object with at least those entries. */
function containsParams(value: unknown, expected: unknown): boolean {
  if (!isJsonObject(expected)) return JSON.stringify(value) === JSON.stringify(expected);
  if (!isJsonObject(value)) return false;
  return Object.entries(expected).every(([key, entry]) => containsParams(value[key], entry));
}

/**
 * Every value each keyword has in a schema, over every object in it but the data of `enum`, `const` and
 * `examples`: whether a form has a keyword or a format is then a look-up, not a walk of the whole schema
 * for each rule (the rules check and docs/rules.md ask it of every form for every rule).
 */
type KeywordValues = ReadonlyMap<string, readonly unknown[]>;

function collectKeywordValues(node: unknown, into: Map<string, unknown[]>): void {
  if (Array.isArray(node)) {
    for (const item of node) collectKeywordValues(item, into);
    return;
  }
  if (!isJsonObject(node)) return;
  for (const [key, value] of Object.entries(node)) {
    let values = into.get(key);
    if (!values) into.set(key, (values = []));
    values.push(value);
    if (key !== 'enum' && key !== 'const' && key !== 'examples') collectKeywordValues(value, into);
  }
}

// By the bundle itself: the check hands over the same (frozen) bundle while a form is unchanged.
const keywordValuesByBundle = new WeakMap<JsonObject, KeywordValues>();

function keywordValues(bundled: JsonObject): KeywordValues {
  let values = keywordValuesByBundle.get(bundled);
  if (!values) {
    const collected = new Map<string, unknown[]>();
    collectKeywordValues(bundled, collected);
    values = collected;
    keywordValuesByBundle.set(bundled, values);
  }
  return values;
}

/** Whether one enforcement place is in a form's bundled schema. */
export function enforcesIn(place: RuleEnforcement, formId: number, bundled: JsonObject): boolean {
  if (place.form !== undefined) {
    return place.form === formId && valueAtPointer(bundled, place.pointer ?? '') !== undefined;
  }
  if (place.definition !== undefined) {
    return isJsonObject(bundled.definitions) && Object.hasOwn(bundled.definitions, place.definition);
  }
  if (place.format !== undefined) {
    return keywordValues(bundled).get('format')?.includes(place.format) ?? false;
  }
  if (place.keyword !== undefined) {
    const values = keywordValues(bundled).get(place.keyword) ?? [];
    return place.params === undefined
      ? values.length > 0
      : values.some((value) => containsParams(value, place.params));
  }
  return false;
}

/** The ids of the forms whose schema enforces the rule, ascending. */
export function formsEnforcing(rule: Rule, bundles: ReadonlyMap<number, JsonObject>): number[] {
  return [...bundles.entries()]
    .filter(([formId, bundled]) => rule.enforcedBy.some((place) => enforcesIn(place, formId, bundled)))
    .map(([formId]) => formId)
    .sort((a, b) => a - b);
}

/** A fixture as the registry sees it: which rules it shows and what it declares. */
export interface RuleFixture {
  readonly formId: number;
  /** Repository-relative path. */
  readonly file: string;
  readonly kind: FixtureKind;
  readonly description: string;
  readonly rules: readonly string[];
  readonly errors: readonly ExpectedError[];
  readonly warnings: readonly ExpectedError[];
  readonly computed: readonly ExpectedError[];
}

/** Every fixture of every form with a schema, read from disk (validation is check-form's job). */
export function readRuleFixtures(paths: SchemaPaths, catalog: Catalog): RuleFixture[] {
  const fixtures: RuleFixture[] = [];
  for (const entry of catalog.forms) {
    if (!hasFormSchema(paths, entry.folder)) continue;
    const formDir = path.join(paths.formsDir, entry.folder);
    for (const kind of ['valid', 'invalid'] as const) {
      for (const file of fixtureFiles(formDir, kind)) {
        const fixture = readFixture(file, kind);
        if ('message' in fixture) continue;
        fixtures.push({
          formId: entry.id,
          file: displayPath(paths, file),
          kind,
          description: fixture.description ?? '',
          rules: fixture.rules ?? [],
          errors: fixture.errors ?? [],
          warnings: fixture.warnings ?? [],
          computed: fixture.computed ?? [],
        });
      }
    }
  }
  return fixtures;
}

/** The two sides of a rule's boundary among the fixtures that name it. */
export function boundaryExamples(
  rule: Rule,
  fixtures: readonly RuleFixture[],
): { passing: RuleFixture[]; refused: RuleFixture[] } {
  const named = fixtures.filter((fixture) => fixture.rules.includes(rule.id));
  if (rule.kind === 'warning') {
    const warns = (fixture: RuleFixture) =>
      fixture.warnings.some((warning) => rule.refusedWith.includes(warning.keyword));
    return { passing: named.filter((fixture) => !warns(fixture)), refused: named.filter(warns) };
  }
  return {
    passing: named.filter((fixture) => fixture.kind === 'valid'),
    refused: named.filter((fixture) => fixture.kind === 'invalid'),
  };
}
