/**
 * Turns a runtime check into an AJV keyword defined with `code` (not `validate`), because only generated code
 * survives AJV standalone compilation: the check is referenced as `validationRuntime.checks.<keyword>` and the
 * normalized options are inlined as a JSON literal. Each violation becomes an AJV error whose instancePath
 * points at the field to fix (applications-spec §5; quality-bar "Accessibility": errors shown beneath the field).
 */
import { _, Name, stringify } from 'ajv';
import type { AnySchemaObject, CodeKeywordDefinition, JSONType, KeywordCxt } from 'ajv';
import { checks, keywordKind, type KeywordOptions, type PortalKeywordName } from '../rules/checks.ts';
import type { FieldRef } from '../rules/rule-check.ts';

/** The namespace generated modules import the runtime under (see standalone.ts). */
export const RUNTIME_NAMESPACE = 'validationRuntime';

// AJV's own names inside generated validate functions (ajv/lib/compile/names.ts).
const VALIDATION_ERRORS = new Name('vErrors');
const ERROR_COUNT = new Name('errors');
const INSTANCE_PATH = new Name('instancePath');
const ROOT_DATA = new Name('rootData');

export interface RuntimeKeywordSpec<Keyword extends PortalKeywordName> {
  readonly keyword: Keyword;
  /** Data types the keyword applies to; other types skip it, as JSON Schema keywords do. */
  readonly type: JSONType | JSONType[];
  readonly schemaType: JSONType | JSONType[];
  /** Checked when a schema is compiled, so an analyst's typo fails the schema check, not a user. */
  readonly metaSchema: AnySchemaObject;
  /**
   * Fills in defaults; null means the keyword is switched off (e.g. `false`). `parentSchema` is the schema the
   * keyword sits on, for options read from it at compile time (e.g. a field's title for a message).
   */
  readonly normalize: (schemaValue: unknown, parentSchema: AnySchemaObject) => KeywordOptions[Keyword] | null;
  /** The check also gets the whole validated data (AJV's `rootData`), e.g. to sum every attachment list. */
  readonly readsRoot?: boolean;
  /**
   * Options naming a field of each item of the list another option names (`{ day: 'visits' }`: the day of
   * each visit), for the schema check that every named field exists.
   */
  readonly itemFieldsOf?: Readonly<Record<string, string>>;
}

/** A field a keyword's options name (the schema check refuses one the schema does not have). */
export interface NamedField {
  /** The option as written in the keyword's value, as a pointer ('/power', '/powers/1'); '' for a default. */
  readonly at: string;
  /** The option's name ('power', 'powers'). */
  readonly option: string;
  readonly segments: readonly string[];
  /**
   * Where the path starts: the object the keyword sits on, each item of the list it sits on (a keyword of
   * an array), or each item of the list another option names.
   */
  readonly from:
    | { readonly kind: 'object' }
    | { readonly kind: 'items' }
    | { readonly kind: 'itemsOf'; readonly option: string };
}

const isFieldRef = (value: unknown): value is FieldRef =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as FieldRef).segments) &&
  typeof (value as FieldRef).pointer === 'string';

const fieldNamers = new Map<string, (value: unknown, parentSchema: AnySchemaObject) => NamedField[]>();

/**
 * The fields a portal keyword's value names, defaults included, read from its normalized options: what the
 * runtime check will read. Undefined for a keyword that is not the portal's; [] for one switched off or
 * whose value the meta-schema refuses (reported there).
 */
export function fieldsNamedByKeyword(
  keyword: string,
  value: unknown,
  parentSchema: AnySchemaObject,
): NamedField[] | undefined {
  return fieldNamers.get(keyword)?.(value, parentSchema);
}

function namedFieldsOf<Keyword extends PortalKeywordName>(
  spec: RuntimeKeywordSpec<Keyword>,
  value: unknown,
  parentSchema: AnySchemaObject,
): NamedField[] {
  let options: unknown;
  try {
    options = spec.normalize(value, parentSchema);
  } catch {
    return [];
  }
  if (typeof options !== 'object' || options === null) return [];
  const written = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const onItems = ([] as string[]).concat(spec.type).includes('array');
  const fields: NamedField[] = [];
  for (const [option, normalized] of Object.entries(options)) {
    const within = spec.itemFieldsOf?.[option];
    const from: NamedField['from'] = within
      ? { kind: 'itemsOf', option: within }
      : onItems
        ? { kind: 'items' }
        : { kind: 'object' };
    const refs = Array.isArray(normalized) ? normalized : [normalized];
    refs.forEach((ref, index) => {
      if (!isFieldRef(ref)) return;
      const at =
        written[option] === undefined ? '' : Array.isArray(normalized) ? `/${option}/${index}` : `/${option}`;
      fields.push({ at, option, segments: ref.segments, from });
    });
  }
  return fields;
}

export function defineRuntimeKeyword<Keyword extends PortalKeywordName>(
  spec: RuntimeKeywordSpec<Keyword>,
): CodeKeywordDefinition {
  fieldNamers.set(spec.keyword, (value, parentSchema) => namedFieldsOf(spec, value, parentSchema));
  return {
    keyword: spec.keyword,
    type: spec.type,
    schemaType: spec.schemaType,
    metaSchema: spec.metaSchema,
    code(cxt: KeywordCxt) {
      const options = spec.normalize(cxt.schema, cxt.parentSchema);
      if (options === null) return;
      const kind = keywordKind(spec.keyword);
      if (kind === 'error') emitRuntimeCheck(cxt, spec.keyword, options, spec.readsRoot === true);
      else emitCollectedCheck(cxt, spec.keyword, options, kind === 'warning' ? 'warnings' : 'computed');
    },
  };
}

function emitRuntimeCheck(
  cxt: KeywordCxt,
  keyword: PortalKeywordName,
  options: unknown,
  readsRoot: boolean,
): void {
  const { gen, it, data } = cxt;
  const check = gen.scopeValue('func', {
    ref: checks[keyword],
    code: _`${new Name(RUNTIME_NAMESPACE)}.checks.${new Name(keyword)}`,
  });
  const optionsRef = gen.scopeValue('obj', { ref: options, code: stringify(options) });
  // `this` is the validation context (AJV passContext): it carries the injected "today".
  const call = readsRoot
    ? _`${check}(${data}, ${optionsRef}, this, ${ROOT_DATA})`
    : _`${check}(${data}, ${optionsRef}, this)`;
  const issues = gen.const('issues', call);
  gen.if(_`${issues} !== null`, () => {
    gen.forOf('issue', issues, (issue) => {
      const error = gen.const('err', errorObject(cxt, keyword, issue));
      gen.if(
        _`${VALIDATION_ERRORS} === null`,
        () => gen.assign(VALIDATION_ERRORS, _`[${error}]`),
        () => gen.code(_`${VALIDATION_ERRORS}.push(${error})`),
      );
      gen.code(_`${ERROR_COUNT}++`);
      // Without allErrors (and outside anyOf/oneOf/not/if) AJV stops at the first error, as its own keywords do.
      if (!(it.compositeRule || it.allErrors)) returnErrors(cxt);
    });
  });
}

/**
 * A warning or a computed value: collected into `this.warnings` / `this.computed` of the validation context
 * when the caller passes such a list (validateWithContext does), never into the errors, so it can neither
 * refuse data on the server nor block a step in the browser. Inside anyOf/oneOf/not/if a subschema may be
 * tried and discarded, which would collect findings of a branch that does not apply: refused at compile time.
 */
function emitCollectedCheck(
  cxt: KeywordCxt,
  keyword: PortalKeywordName,
  options: unknown,
  list: 'warnings' | 'computed',
): void {
  const { gen, it, data } = cxt;
  if (it.compositeRule) {
    throw new Error(
      `keyword "${keyword}" must not be used inside anyOf, oneOf, not or if (at ${it.errSchemaPath}): put it on the object itself or in a then/else branch`,
    );
  }
  const check = gen.scopeValue('func', {
    ref: checks[keyword],
    code: _`${new Name(RUNTIME_NAMESPACE)}.checks.${new Name(keyword)}`,
  });
  const optionsRef = gen.scopeValue('obj', { ref: options, code: stringify(options) });
  const target = _`this.${new Name(list)}`;
  const schemaPath = `${it.errSchemaPath}/${keyword}`;
  gen.if(_`this && typeof this === "object" && Array.isArray(${target})`, () => {
    const notes = gen.const('notes', _`${check}(${data}, ${optionsRef}, this)`);
    gen.if(_`${notes} !== null`, () => {
      gen.forOf('note', notes, (note) => {
        gen.code(
          _`${target}.push({instancePath: ${INSTANCE_PATH} + ${it.errorPath} + ${note}.pointer, schemaPath: ${schemaPath}, keyword: ${keyword}, params: ${note}.params})`,
        );
      });
    });
  });
}

function returnErrors({ gen, it }: KeywordCxt): void {
  if (it.schemaEnv.$async) {
    gen.throw(_`new ${it.ValidationError ?? new Name('Error')}(${VALIDATION_ERRORS})`);
  } else {
    gen.assign(_`${it.validateName}.errors`, VALIDATION_ERRORS);
    gen.return(false);
  }
}

function errorObject(cxt: KeywordCxt, keyword: PortalKeywordName, issue: Name) {
  const { it, data } = cxt;
  if (it.createErrors === false) return _`{}`;
  const schemaPath = `${it.errSchemaPath}/${keyword}`;
  let error = _`instancePath: ${INSTANCE_PATH} + ${it.errorPath} + ${issue}.pointer, schemaPath: ${schemaPath}, keyword: ${keyword}, params: ${issue}.params`;
  if (it.opts.messages) error = _`${error}, message: ${`must pass "${keyword}" keyword validation`}`;
  if (it.opts.verbose) {
    error = _`${error}, schema: ${cxt.schemaValue}, parentSchema: ${it.topSchemaRef}${it.schemaPath}, data: ${data}`;
  }
  return _`{${error}}`;
}

/** The metaSchema of a relative field path option such as "phase" or "power/target". */
export const fieldPathSchema = { type: 'string', minLength: 1, pattern: '^[^/]+(/[^/]+)*$' } as const;

/**
 * A keyword written as `true` or as an object of the given options (`false` turns it off): its schema types
 * and metaSchema, to spread into the keyword's spec.
 */
export function trueOrOptions(properties: Record<string, AnySchemaObject>) {
  return {
    schemaType: ['boolean', 'object'] as JSONType[],
    metaSchema: {
      anyOf: [{ type: 'boolean' }, { type: 'object', properties, additionalProperties: false }],
    },
  };
}

/** `true` or `{ "<option>": <whole number from 1> }`. */
export function trueOrIntegerOption(option: string) {
  return trueOrOptions({ [option]: { type: 'integer', minimum: 1 } });
}

/** The option of a keyword written as `trueOrIntegerOption` describes; undefined for `true`. */
export function integerOptionOf(value: unknown, option: string): number | undefined {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, number | undefined>)[option]
    : undefined;
}
