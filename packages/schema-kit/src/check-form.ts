// One online form: its schema bundles and compiles in strict mode, every rendered field has a title,
// objects reject unknown fields, the fixtures behave as declared, ui.json covers the schema, and the
// catalog's submission pointers name real fields (schemas/README.md "A form is done when…").
import path from 'node:path';
import type { FormEntry, FormUi } from '@portal/form-catalog';
import {
  bundleFormUi,
  isJsonObject,
  SchemaBundleError,
  DRAFT_07,
  type JsonObject,
} from '@portal/form-catalog/node';
import type { ContextualValidator, createAjv, FieldError } from '@portal/validation';
import {
  compareErrors,
  evaluateFixtureData,
  fixtureFiles,
  readFixture,
  type ExpectedError,
  type FixtureKind,
  type FixtureOutcome,
} from './fixtures.ts';
import { bundleForCheck, type FormBundle } from './form-check-memo.ts';
import { readJsonFile } from './json-files.ts';
import { fieldNameIssues } from './check-field-names.ts';
import { keywordFieldIssues } from './check-keyword-fields.ts';
import { linkIssues } from './check-links.ts';
import {
  fixtureValuesByPattern,
  hintExamplesByPattern,
  patternIssues,
  type HintExamples,
} from './check-patterns.ts';
import { sourceLocation } from './locations.ts';
import { metaSchemaIssues, strictModeIssue } from './schema-keywords.ts';
import type { MetaValidators } from './meta-validators.ts';
import { displayPath, type SchemaPaths } from './paths.ts';
import type { Problem } from './problems.ts';
import { escapeSegment } from '@portal/json-pointer';
import { effectiveSchema, fieldAtDataPath, isObjectSchema, objectFields, walkFields } from './schema-walk.ts';
import { checkUi, uiDataPointerIssues } from './check-ui.ts';
import { checkChoicesAndYesNo } from './check-choices.ts';
import { checkUnits } from './check-units.ts';

/** ui.json with the shared definitions' uiSchema, as the engine gets it (a broken defs/*.ui.json is reported by the defs check). */
function formUi(paths: SchemaPaths, entry: FormEntry, bundled: JsonObject): FormUi {
  try {
    return bundleFormUi(paths.schemasDir, entry, bundled);
  } catch {
    const own = readJsonFile(path.join(paths.formsDir, entry.folder, 'ui.json'));
    return (own.ok ? own.value : { steps: [], uiSchema: {} }) as FormUi;
  }
}

/** Fixtures a form needs: a ready form shows its main branches and key rules; a draft at least one of each. */
export const MIN_FIXTURES: Readonly<Record<'ready' | 'draft', Record<FixtureKind, number>>> = {
  ready: { valid: 2, invalid: 3 },
  draft: { valid: 1, invalid: 1 },
};

export interface FormCheckResult {
  readonly problems: Problem[];
  /** The bundled schema when it bundled, for the defs and docs checks. */
  readonly bundled: JsonObject | null;
  /** The form's fixtures that validated, for the rules check. */
  readonly fixtures: FixtureRecord[];
}

export interface FormCheckContext {
  readonly paths: SchemaPaths;
  readonly ajv: ReturnType<typeof createAjv>;
  readonly meta: MetaValidators;
}

// Compiling is most of a check's time; a process that checks again (tests, schemas:new) reuses the
// validator of an unchanged bundled schema. Validators hold no state besides `errors`.
const compiledValidators = new Map<string, ContextualValidator>();

/**
 * The check's instance compiles without source code (check.ts), the studio's keeps it for the preview's
 * module: a validator with source serves both, one without only an instance that wants none.
 */
function serves(validate: ContextualValidator, ajv: FormCheckContext['ajv']): boolean {
  return (validate as { source?: unknown }).source !== undefined || !ajv.opts.code.source;
}

// The key of a frozen bundle (the check's, bundleForCheck), which cannot change after it is made.
const frozenBundleKeys = new WeakMap<JsonObject, string>();

function bundleKey(bundled: JsonObject): string {
  if (!Object.isFrozen(bundled)) return JSON.stringify(bundled);
  let key = frozenBundleKeys.get(bundled);
  if (key === undefined) frozenBundleKeys.set(bundled, (key = JSON.stringify(bundled)));
  return key;
}

export function compileCached(ajv: FormCheckContext['ajv'], bundled: JsonObject): ContextualValidator {
  const key = bundleKey(bundled);
  let validate = compiledValidators.get(key);
  if (!validate || !serves(validate, ajv)) {
    validate = ajv.compile(bundled) as ContextualValidator;
    if (compiledValidators.size > 500) {
      compiledValidators.clear();
      // The instance keeps every schema it compiled too; a long process (schemas:watch, the studio)
      // would hold them all.
      ajv.removeSchema();
    }
    compiledValidators.set(key, validate);
  }
  return validate;
}

// A fixture's outcome depends only on the validator (one per bundled schema, compileCached), its data and
// its day: a check again after an edit that left the schema alone (a ui.json, another fixture, the catalog,
// a meta-schema) takes it from here instead of validating every fixture of the form again.
const fixtureOutcomes = new WeakMap<ContextualValidator, Map<string, FixtureOutcome>>();

function cachedFixtureOutcome(validate: ContextualValidator, data: unknown, today: string): FixtureOutcome {
  let outcomes = fixtureOutcomes.get(validate);
  if (!outcomes) fixtureOutcomes.set(validate, (outcomes = new Map()));
  const key = `${today}\0${JSON.stringify(data)}`;
  let outcome = outcomes.get(key);
  if (!outcome) {
    outcome = evaluateFixtureData(validate, data, today);
    outcomes.set(key, outcome);
  }
  return outcome;
}

/** `bundle`: the form's bundle when the caller has made it (check.ts keys its memo by it); else made here. */
export function checkForm(
  context: FormCheckContext,
  entry: FormEntry,
  catalogPointer: string,
  bundle: FormBundle = bundleForCheck(context.paths, entry),
): FormCheckResult {
  const { paths } = context;
  const formDir = path.join(paths.formsDir, entry.folder);
  const schemaFile = displayPath(paths, path.join(formDir, 'schema.json'));
  const problems: Problem[] = [];
  const atSchema = (pointer: string, message: string) =>
    problems.push({ file: schemaFile, pointer, message });

  const source = readJsonFile(path.join(formDir, 'schema.json'));
  if (!source.ok) {
    atSchema('', source.message);
    return { problems, bundled: null, fixtures: [] };
  }
  if (!isJsonObject(source.value) || source.value.$schema !== DRAFT_07) {
    atSchema('/$schema', `schemat musi mieć "$schema": "${DRAFT_07}"`);
  }

  if ('error' in bundle) {
    const { error } = bundle;
    if (error instanceof SyntaxError) {
      // A shared definition file that is not JSON: the defs check reports it with its line and column.
      atSchema(
        '',
        'nie da się złożyć schematu: plik definicji z $ref nie jest poprawnym JSON (błąd w schemas/defs)',
      );
      return { problems, bundled: null, fixtures: [] };
    }
    if (!(error instanceof SchemaBundleError)) throw error;
    problems.push({
      file: displayPath(paths, error.file),
      pointer: error.pointer,
      message: `odwołanie $ref: ${error.reason}`,
    });
    return { problems, bundled: null, fixtures: [] };
  }
  const { bundled } = bundle;

  let validate: ContextualValidator | null = null;
  const keywordIssues = metaSchemaIssues(bundled);
  for (const issue of keywordIssues)
    problems.push({ ...sourceLocation(paths, entry.folder, issue.pointer), message: issue.message });
  if (keywordIssues.length === 0) {
    try {
      validate = compileCached(context.ajv, bundled);
    } catch (error) {
      const issue = strictModeIssue((error as Error).message);
      problems.push({ ...sourceLocation(paths, entry.folder, issue.pointer), message: issue.message });
    }
  }

  problems.push(...checkStructure(paths, entry, bundled));
  problems.push(...checkFieldTitles(paths, entry, bundled));
  problems.push(...checkClosedObjects(paths, entry, bundled));
  const validData = fixtureFiles(formDir, 'valid').flatMap((file) => {
    const fixture = readFixture(file, 'valid');
    return 'message' in fixture ? [] : [fixture.data];
  });
  for (const issue of [...linkIssues(bundled), ...fieldNameIssues(bundled), ...keywordFieldIssues(bundled)])
    problems.push({ ...sourceLocation(paths, entry.folder, issue.pointer), message: issue.message });
  const fixtures: FixtureRecord[] = [];
  if (validate) problems.push(...checkFixtures(context, entry, validate, fixtures));

  let hints: HintExamples | undefined;
  const ui = readJsonFile(path.join(formDir, 'ui.json'));
  const uiFile = displayPath(paths, path.join(formDir, 'ui.json'));
  if (!ui.ok) problems.push({ file: uiFile, pointer: '', message: ui.message });
  else {
    if (isJsonObject(ui.value))
      for (const issue of linkIssues(ui.value)) problems.push({ file: uiFile, ...issue });
    const uiProblems = checkUi(context.meta, uiFile, ui.value, bundled);
    problems.push(...uiProblems);
    if (uiProblems.length === 0) {
      const effectiveUi = formUi(paths, entry, bundled);
      for (const issue of uiDataPointerIssues(effectiveUi.uiSchema, bundled)) {
        const [file = '', name = ''] = (issue.definition ?? '').replace(/^#\/definitions\//, '').split('.');
        problems.push(
          issue.definition === null
            ? { file: uiFile, pointer: issue.pointer, message: issue.message }
            : {
                file: displayPath(paths, path.join(paths.defsDir, `${file}.ui.json`)),
                pointer: `/definitions/${escapeSegment(name)}${issue.pointer}`,
                message: `formularz ${entry.id}: ${issue.message}`,
              },
        );
      }
      hints = hintExamplesByPattern(bundled, effectiveUi);
      problems.push(...checkChoicesAndYesNo(paths, entry, bundled, effectiveUi));
      problems.push(...checkUnits(paths, entry, bundled, effectiveUi));
    }
  }

  // Patterns after ui.json: the examples its help texts give count, and must pass (check-patterns.ts).
  const examples = fixtureValuesByPattern(bundled, validData);
  for (const [at, values] of hints?.byPattern ?? [])
    examples.set(at, [...(examples.get(at) ?? []), ...values]);
  for (const issue of [...patternIssues(bundled, examples), ...(hints?.issues ?? [])])
    problems.push({ ...sourceLocation(paths, entry.folder, issue.pointer), message: issue.message });

  problems.push(...checkSubmission(paths, entry, catalogPointer, bundled));
  problems.push(...checkTitle(paths, entry, catalogPointer, bundled));
  return { problems, bundled, fixtures };
}

/** applications-spec forms are sections of fields: the root is a closed object whose properties are objects. */
function checkStructure(paths: SchemaPaths, entry: FormEntry, bundled: JsonObject): Problem[] {
  const problems: Problem[] = [];
  const file = displayPath(paths, path.join(paths.formsDir, entry.folder, 'schema.json'));
  if (bundled.type !== 'object')
    problems.push({ file, pointer: '/type', message: 'formularz musi mieć "type": "object"' });
  if (typeof bundled.title !== 'string' || bundled.title.trim() === '') {
    problems.push({ file, pointer: '/title', message: 'formularz potrzebuje polskiego tytułu (title)' });
  }
  for (const field of objectFields(bundled, '', bundled)) {
    if (field.conditional) {
      problems.push({
        file,
        pointer: field.pointer,
        message: `sekcja "${field.name}" nie może być warunkowa: warunki umieść wewnątrz sekcji`,
      });
    }
    if (!isObjectSchema(field.schema)) {
      problems.push({
        file,
        pointer: field.pointer,
        message: `pole najwyższego poziomu "${field.name}" musi być sekcją (obiektem); umieść je w sekcji`,
      });
    }
  }
  return problems;
}

/** The wizard shows the catalog's title and the schema's in different places: one form, one title. */
function checkTitle(
  paths: SchemaPaths,
  entry: FormEntry,
  catalogPointer: string,
  bundled: JsonObject,
): Problem[] {
  if (typeof bundled.title !== 'string' || bundled.title === entry.title) return [];
  return [
    {
      file: displayPath(paths, paths.catalogFile),
      pointer: `${catalogPointer}/title`,
      message: `tytuł w katalogu („${entry.title}”) różni się od tytułu schematu („${bundled.title}”)`,
    },
  ];
}

/** A camelCase identifier used as a title ("firstName"), which a user should never see. */
const TECHNICAL_NAME = /^[a-z]+[A-Z][A-Za-z]*$/;

function checkFieldTitles(paths: SchemaPaths, entry: FormEntry, bundled: JsonObject): Problem[] {
  const problems: Problem[] = [];
  const at = (pointer: string, message: string) =>
    problems.push({ ...sourceLocation(paths, entry.folder, pointer), message });
  const checkOptions = (schema: JsonObject, pointer: string, label: string) => {
    if (!Array.isArray(schema.oneOf)) return;
    schema.oneOf.forEach((option, index) => {
      const resolved = effectiveSchema(option, bundled);
      if ('const' in resolved && (typeof resolved.title !== 'string' || resolved.title.trim() === '')) {
        at(
          `${pointer}/oneOf/${index}`,
          `opcja ${JSON.stringify(resolved.const)} pola "${label}" nie ma etykiety (title)`,
        );
      }
    });
  };
  walkFields(bundled, (field) => {
    const title = field.schema.title;
    if (typeof title !== 'string' || title.trim() === '') {
      at(field.pointer, `pole "${field.name}" (${field.dataPath}) nie ma tytułu (title)`);
    } else if (title === field.name || TECHNICAL_NAME.test(title)) {
      at(
        field.pointer,
        `tytuł pola "${field.name}" wygląda na nazwę techniczną ("${title}"); podaj polski tytuł`,
      );
    }
    checkOptions(field.schema, field.schemaPointer, field.name);
    const items = isJsonObject(field.schema.items) ? effectiveSchema(field.schema.items, bundled) : null;
    if (items) checkOptions(items, `${field.schemaPointer}/items`, field.name);
  });
  return problems;
}

/**
 * Every object rejects fields it does not declare. With conditional fields `additionalProperties: false`
 * cannot be used (it ignores then/else properties and would reject them), so such an object lists all its
 * fields in `propertyNames.enum` instead (schemas/README.md "Conditional fields").
 */
function checkClosedObjects(paths: SchemaPaths, entry: FormEntry, bundled: JsonObject): Problem[] {
  const problems: Problem[] = [];
  const visit = (node: unknown, pointer: string) => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, `${pointer}/${index}`));
      return;
    }
    if (!isJsonObject(node)) return;
    if (node.type === 'object' && isJsonObject(node.properties)) {
      const fields = objectFields(node, pointer, bundled);
      const names = fields.map((field) => field.name).sort();
      const location = sourceLocation(paths, entry.folder, pointer);
      if (fields.some((field) => field.conditional)) {
        const listed =
          isJsonObject(node.propertyNames) && Array.isArray(node.propertyNames.enum)
            ? [...node.propertyNames.enum].map(String).sort()
            : null;
        if (node.additionalProperties === false) {
          problems.push({
            ...location,
            message:
              'obiekt z polami warunkowymi nie może mieć "additionalProperties": false (odrzuciłby pola z then/else); użyj "propertyNames"',
          });
        } else if (!listed || listed.join() !== names.join()) {
          problems.push({
            ...location,
            message: `obiekt z polami warunkowymi musi mieć "propertyNames": { "enum": ${JSON.stringify(names)} }`,
          });
        }
      } else if (node.additionalProperties !== false) {
        problems.push({ ...location, message: 'obiekt musi mieć "additionalProperties": false' });
      }
    }
    for (const [key, value] of Object.entries(node)) {
      // Conditions and negations describe data, they are not rendered objects.
      if (
        key === 'if' ||
        key === 'not' ||
        key === 'enum' ||
        key === 'const' ||
        key === 'default' ||
        key === 'examples'
      )
        continue;
      visit(value, `${pointer}/${escapeSegment(key)}`);
    }
  };
  visit(bundled, '');
  return problems;
}

/** Declared against produced findings of one kind: what is missing, undeclared or worded differently. */
function comparisonProblems(
  file: string,
  noun: string,
  list: 'errors' | 'warnings' | 'computed',
  expected: readonly ExpectedError[],
  actual: readonly FieldError[],
): Problem[] {
  const problems: Problem[] = [];
  const { missing, unexpected, wrongMessage } = compareErrors(expected, actual);
  for (const error of missing) {
    problems.push({
      file,
      pointer: `/data${error.pointer}`,
      message: `oczekiwany ${noun} "${error.keyword}" nie wystąpił`,
    });
  }
  for (const error of unexpected) {
    problems.push({
      file,
      pointer: `/data${error.pointer}`,
      message: `niezadeklarowany ${noun}: ${error.message} (${error.keyword}); dopisz do "${list}" { "pointer": "${error.pointer}", "keyword": "${error.keyword}" } albo popraw dane`,
    });
  }
  for (const { expected: error, actual: messages } of wrongMessage) {
    problems.push({
      file,
      pointer: `/data${error.pointer}`,
      message: `${noun} "${error.keyword}" ma inny komunikat: „${messages.join('”, „')}” zamiast „${error.message ?? ''}”`,
    });
  }
  return problems;
}

/** A fixture as the rules check (check-rules.ts) needs it. */
export interface FixtureRecord {
  readonly formId: number;
  /** Repository-relative path. */
  readonly file: string;
  readonly kind: FixtureKind;
  readonly rules: readonly string[];
  readonly errors: readonly ExpectedError[];
  readonly warnings: readonly ExpectedError[];
  readonly computed: readonly ExpectedError[];
}

function checkFixtures(
  context: FormCheckContext,
  entry: FormEntry,
  validate: ContextualValidator,
  fixtures: FixtureRecord[],
): Problem[] {
  const { paths, meta } = context;
  const formDir = path.join(paths.formsDir, entry.folder);
  const problems: Problem[] = [];
  const minimum = MIN_FIXTURES[entry.status === 'draft' ? 'draft' : 'ready'];
  for (const kind of ['valid', 'invalid'] as const) {
    const files = fixtureFiles(formDir, kind);
    if (files.length < minimum[kind]) {
      problems.push({
        file: displayPath(paths, path.join(formDir, 'fixtures', kind)),
        pointer: '',
        message: `potrzeba co najmniej ${minimum[kind]} przykładów w fixtures/${kind} (jest ${files.length})`,
      });
    }
    for (const file of files) {
      const shown = displayPath(paths, file);
      const fixture = readFixture(file, kind);
      if ('message' in fixture) {
        problems.push({ file: shown, pointer: '', message: fixture.message });
        continue;
      }
      const metaIssues = meta.fixture(fixture.raw);
      if (metaIssues.length > 0) {
        for (const issue of metaIssues)
          problems.push({
            file: shown,
            pointer: issue.pointer,
            message: `niezgodne z meta/fixture.schema.json: ${issue.message}`,
          });
        continue;
      }
      if (kind === 'valid' && fixture.errors) {
        problems.push({
          file: shown,
          pointer: '/errors',
          message:
            'poprawny przykład nie deklaruje błędów: usuń "errors" albo przenieś plik do fixtures/invalid',
        });
      }
      if (kind === 'invalid' && !fixture.errors) {
        problems.push({
          file: shown,
          pointer: '',
          message: 'niepoprawny przykład musi wymienić oczekiwane błędy w "errors"',
        });
        continue;
      }
      const outcome = cachedFixtureOutcome(validate, fixture.data, fixture.today);
      fixtures.push({
        formId: entry.id,
        file: shown,
        kind,
        rules: fixture.rules ?? [],
        errors: fixture.errors ?? [],
        warnings: fixture.warnings ?? [],
        computed: fixture.computed ?? [],
      });
      if (kind === 'valid') {
        for (const error of outcome.errors) {
          problems.push({
            file: shown,
            pointer: `/data${error.pointer}`,
            message: `poprawny przykład nie przechodzi walidacji: ${error.message} (${error.keyword})`,
          });
        }
      } else {
        problems.push(...comparisonProblems(shown, 'błąd', 'errors', fixture.errors ?? [], outcome.errors));
      }
      problems.push(
        ...comparisonProblems(shown, 'ostrzeżenie', 'warnings', fixture.warnings ?? [], outcome.warnings),
        ...comparisonProblems(
          shown,
          'wartość wyliczana',
          'computed',
          fixture.computed ?? [],
          outcome.computed,
        ),
      );
    }
  }
  return problems;
}

/** What the server reads from the data (api submit-application): the pointers must name fields of the right kind. */
const SUBMISSION_FORMATS: Readonly<Record<string, { format?: string; keyword?: string }>> = {
  email: { format: 'email-ascii' },
  smsPhone: { format: 'mobile-phone' },
  connectionConditionsNumber: { format: 'connection-conditions-number' },
  password: { keyword: 'passwordStrength' },
  passwordConfirmation: {},
};

function checkSubmission(
  paths: SchemaPaths,
  entry: FormEntry,
  catalogPointer: string,
  bundled: JsonObject,
): Problem[] {
  const problems: Problem[] = [];
  const file = displayPath(paths, paths.catalogFile);
  const pointers: { name: string; pointer: string; at: string }[] = [];
  const submission = entry.submission;
  if (!submission) return problems;
  pointers.push({ name: 'email', pointer: submission.email, at: `${catalogPointer}/submission/email` });
  if (submission.smsPhone)
    pointers.push({
      name: 'smsPhone',
      pointer: submission.smsPhone,
      at: `${catalogPointer}/submission/smsPhone`,
    });
  const registration = submission.registration;
  if (registration) {
    const name = 'connectionConditionsNumber';
    pointers.push({
      name,
      pointer: registration[name],
      at: `${catalogPointer}/submission/registration/${name}`,
    });
  }
  for (const { name, pointer, at } of pointers) {
    const field = fieldAtDataPath(bundled, pointer);
    if (!field) {
      problems.push({
        file,
        pointer: at,
        message: `wskaźnik ${pointer} nie wskazuje pola schematu formularza ${entry.id}`,
      });
      continue;
    }
    const expected = SUBMISSION_FORMATS[name] ?? {};
    if (expected.format && field.schema.format !== expected.format) {
      problems.push({
        file,
        pointer: at,
        message: `pole ${pointer} musi mieć "format": "${expected.format}"`,
      });
    }
    if (expected.keyword && field.schema[expected.keyword] === undefined) {
      problems.push({
        file,
        pointer: at,
        message: `pole ${pointer} musi mieć słowo kluczowe "${expected.keyword}"`,
      });
    }
  }
  return problems;
}
