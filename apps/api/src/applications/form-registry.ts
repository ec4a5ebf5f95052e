// The forms the server accepts: schemas/catalog.json and each form's bundled schema, validated with the
// validation package's AJV setup — the same keywords and messages as the browser's precompiled validators,
// so a payload the server refuses, the browser refuses too. Compiling every form takes seconds at start,
// so a form's precompiled validator (the browser's own module) is used when it was generated from exactly
// this schema and compiler (precompiled-validator.ts); any other form is compiled here, as before, and
// named in one warning so that a missing `pnpm schemas:build` does not go unnoticed.
import type { FormEntry } from '@portal/form-catalog';
import { bundleFormUi, readCatalog, readForm } from '@portal/form-catalog/node';
import { accountPrefills, buildFormModel, secretPointers, type AccountPrefill } from '@portal/form-model';
import { createAjv, type ContextualValidator } from '@portal/validation';
import { standaloneInputsHash } from '@portal/validation/node';
import {
  loadPrecompiledValidator,
  precompiledValidatorFile,
  type PrecompiledLookup,
} from './precompiled-validator.ts';

export interface RegisteredForm {
  entry: FormEntry;
  /** The bundled schema: normalizeAnswers reads it before `validate` judges. */
  schema: Record<string, unknown>;
  validate: ContextualValidator;
  /** The template pointers of its secret fields (`writeOnly`): never stored. Read when asked. */
  readonly secrets: readonly string[];
  /**
   * The fields its uiSchema marks with `ui:options.prefill`: what a registration's approval
   * copies onto the account, the same marking that tells the wizard what to fill. Read when asked.
   */
  readonly accountPrefills: readonly AccountPrefill[];
}

export interface FormRegistry {
  get(formId: number): RegisteredForm | undefined;
  all(): RegisteredForm[];
}

export interface FormRegistryOptions {
  /** `pnpm schemas:build`'s output (config.generatedFormsDir); it may be absent or out of date. */
  readonly precompiledDir: string;
  readonly log: { warn(details: Record<string, unknown>, message: string): void };
}

type Fallback = Exclude<PrecompiledLookup, { status: 'found' }>;

/**
 * The validators compiled here, by their inputs hash (the schema and the compiler): the same bundled
 * schema compiles to the same validator, so a second registry in the process (the tests build an app
 * per test, each on forms that have no precompiled module) takes it instead of compiling again.
 */
const compiledHere = new Map<string, ContextualValidator>();

function warnCompiled(
  log: FormRegistryOptions['log'],
  precompiledDir: string,
  total: number,
  fallbacks: ReadonlyMap<number, Fallback>,
): void {
  if (fallbacks.size === 0) return;
  const compiled: Partial<Record<Fallback['status'], number[]>> = {};
  const errors: Record<number, string> = {};
  for (const [formId, fallback] of [...fallbacks].sort(([a], [b]) => a - b)) {
    (compiled[fallback.status] ??= []).push(formId);
    if (fallback.status === 'unloadable') errors[formId] = fallback.error;
  }
  log.warn(
    { compiled, ...(Object.keys(errors).length > 0 ? { errors } : {}), precompiledDir },
    `${fallbacks.size} of ${total} forms compiled at start: their precompiled validators are missing, stale or unloadable (pnpm schemas:build)`,
  );
}

export async function loadFormRegistry(
  schemasDir: string,
  { precompiledDir, log }: FormRegistryOptions,
): Promise<FormRegistry> {
  // PDF notifications are filed outside the portal; draft forms are not offered until analysts finish them.
  const entries = readCatalog(schemasDir).forms.filter(
    (entry) => entry.mode === 'online' && entry.status !== 'draft',
  );
  let ajv: ReturnType<typeof createAjv> | undefined;
  const fallbacks = new Map<number, Fallback>();
  const registered = await Promise.all(
    entries.map(async (entry): Promise<RegisteredForm> => {
      const { schema, ui } = readForm(schemasDir, entry);
      let secrets: readonly string[] | undefined;
      let prefills: readonly AccountPrefill[] | undefined;
      const withSecrets = (validate: ContextualValidator): RegisteredForm => ({
        entry,
        schema,
        validate,
        get secrets() {
          return (secrets ??= secretPointers(buildFormModel(schema, { steps: [] })));
        },
        get accountPrefills() {
          const bundledUi = ui ? bundleFormUi(schemasDir, entry, schema) : { steps: [] };
          return (prefills ??= accountPrefills(buildFormModel(schema, bundledUi)));
        },
      });
      const file = precompiledValidatorFile(precompiledDir, entry.id);
      const inputsHash = standaloneInputsHash(schema);
      const lookup = await loadPrecompiledValidator(file, inputsHash);
      if (lookup.status === 'found') return withSecrets(lookup.validate);
      fallbacks.set(entry.id, lookup);
      let validate = compiledHere.get(inputsHash);
      if (!validate) {
        ajv ??= createAjv();
        validate = ajv.compile(schema);
        compiledHere.set(inputsHash, validate);
      }
      return withSecrets(validate);
    }),
  );
  warnCompiled(log, precompiledDir, entries.length, fallbacks);
  const forms = new Map(registered.map((form) => [form.entry.id, form]));
  return { get: (id) => forms.get(id), all: () => [...forms.values()] };
}
