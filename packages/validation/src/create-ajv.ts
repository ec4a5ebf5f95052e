/**
 * The one AJV setup shared by the browser build step, the server and the tools (architecture: "one AJV setup
 * for browser and server"). JSON Schema draft-07, because it is the draft @rjsf/validator-ajv8 v6 supports
 * best by default (`ajv` default class); strict mode, all errors, and generated code that can be emitted as a
 * standalone module whose only import is '@portal/validation/runtime'.
 */
import Ajv, { _, Name, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import ajvErrors from 'ajv-errors';
import { formats } from './formats/index.ts';
import { keywords } from './keywords/index.ts';
import { RUNTIME_NAMESPACE } from './keywords/define-keyword.ts';

/**
 * The options every instance starts from. Also meant for RJSF's `ajvOptionsOverrides`, together with
 * `keywords` and `formats`, when a form engine builds its own AJV.
 */
export const baseAjvOptions = {
  allErrors: true,
  strict: true,
  // Analysts write `required` inside if/then branches whose properties live in the parent schema.
  strictRequired: false,
  // Nullable fields are written as "type": ["string", "null"].
  allowUnionTypes: true,
  // Lets validators read `this.today`; AJV then calls referenced schemas with the same `this`.
  passContext: true,
  code: {
    source: true,
    esm: true,
    // Standalone code reads every non-RegExp format as validationRuntime.formats[name].
    formats: _`${new Name(RUNTIME_NAMESPACE)}.formats`,
  },
} as const satisfies Options;

/** An instance with the portal's options and formats, before its keywords. */
function ajvWithFormats(options: Options): Ajv {
  const ajv = new Ajv({
    ...baseAjvOptions,
    ...options,
    code: { ...baseAjvOptions.code, ...options.code },
  });
  // ajv-formats keeps our code.formats because it is already set.
  addFormats(ajv);
  for (const [name, validate] of Object.entries(formats)) ajv.addFormat(name, validate);
  return ajv;
}

/**
 * Each portal keyword's meta-schema, compiled once per process and set of options, in an instance of its
 * own. AJV compiles a keyword's `metaSchema` in every instance it is added to: about 0.3 s of each
 * createAjv, which the server, the schema build and the tools call once per form or per app (28 of the
 * API tests' 240 CPU-s). Never in the instance handed out: its generated code must not depend on what
 * the process compiled before (the functions' names count every schema an instance compiled).
 */
const keywordSchemaValidators = new Map<string, ReadonlyMap<string, ValidateFunction>>();

function compiledKeywordSchemas(options: Options): ReadonlyMap<string, ValidateFunction> {
  const key = JSON.stringify({ ...options, code: undefined });
  let validators = keywordSchemaValidators.get(key);
  if (!validators) {
    const metaAjv = ajvWithFormats(options);
    validators = new Map(
      keywords.flatMap((keyword) =>
        keyword.metaSchema ? [[String(keyword.keyword), metaAjv.compile(keyword.metaSchema, true)]] : [],
      ),
    );
    keywordSchemaValidators.set(key, validators);
  }
  return validators;
}

export function createAjv(options: Options = {}): Ajv {
  const ajv = ajvWithFormats(options);
  const validators = compiledKeywordSchemas(options);
  for (const keyword of keywords) {
    const validateSchema = validators.get(String(keyword.keyword));
    if (validateSchema) {
      const { metaSchema: _compiledAbove, ...definition } = keyword;
      ajv.addKeyword({ ...definition, validateSchema });
    } else {
      ajv.addKeyword(keyword);
    }
  }
  // ajv-errors ("errorMessage" in schemas) needs allErrors; it is the analysts' escape hatch for a
  // form-specific text such as 'Wybierz termin wykonywanych prac w sekcji wyżej' (applications-spec §5).
  if (ajv.opts.allErrors) ajvErrors(ajv);
  return ajv;
}
