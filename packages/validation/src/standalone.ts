/**
 * Precompiled validators for the browser: the Content-Security-Policy forbids unsafe-eval (quality-bar
 * "Headers" and "Validators"), so the browser never runs AJV's compiler. The build
 * step turns a schema into the source of an ES module with AJV standalone; the module imports only
 * '@portal/validation/runtime' (keyword checks, formats, two AJV helpers) and has no `require` or eval.
 */
import type { AnySchema, AnySchemaObject, Options } from 'ajv';
import type { AnyValidateFunction } from 'ajv/dist/types';
import type Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import { createAjv } from './create-ajv.ts';
import { RUNTIME_NAMESPACE } from './keywords/define-keyword.ts';

export const RUNTIME_MODULE = '@portal/validation/runtime';

export interface StandaloneModuleOptions {
  /** Where the generated module imports the runtime from; a bundler alias or path also works. */
  readonly runtimeModule?: string;
  /** Extra AJV options on top of createAjv's (e.g. `{ code: { lines: true } }` for readable output). */
  readonly ajvOptions?: Options;
  /** Shared schemas the compiled schema refers to with $ref (each needs an $id). */
  readonly referencedSchemas?: readonly AnySchemaObject[];
}

// Helpers AJV's generated code requires by CommonJS path; the runtime re-exports each under this name.
const AJV_RUNTIME_HELPERS: Readonly<Record<string, string>> = { equal: 'equal', ucs2length: 'ucs2length' };
const AJV_RUNTIME_REQUIRE = /require\("ajv\/dist\/runtime\/(\w+)"\)\.default/g;

/**
 * The ES module source of a validator for one schema: `export const validate` and a default export.
 * Call it as `validate.call({ today: '2026-11-23' }, data)` or through validateWithContext.
 */
export function compileStandaloneModule(schema: AnySchema, options: StandaloneModuleOptions = {}): string {
  const ajv = createAjv(options.ajvOptions);
  for (const referenced of options.referencedSchemas ?? []) ajv.addSchema(referenced);
  return standaloneModuleCode(ajv, ajv.compile(schema), options.runtimeModule);
}

/**
 * The ES module source for validators already compiled (or added) on an instance made by createAjv: pass one
 * validate function, or `{ exportName: schemaId }` for several named exports (as RJSF's precompiled
 * validator expects), or nothing to export every added schema.
 */
export function standaloneModuleCode(
  ajv: Ajv,
  refsOrFunc?: Readonly<Record<string, string>> | AnyValidateFunction,
  runtimeModule: string = RUNTIME_MODULE,
): string {
  if (!ajv.opts.code.source || !ajv.opts.code.esm) {
    throw new Error(
      'standaloneModuleCode: the AJV instance must come from createAjv (code.source and code.esm)',
    );
  }
  const generated = standaloneCode(ajv, refsOrFunc as { [exportName: string]: string } | AnyValidateFunction);
  // AJV writes its helpers as CommonJS requires even in ESM output; point them at the runtime instead.
  const source = generated.replace(AJV_RUNTIME_REQUIRE, (match, helper: string) => {
    const runtimeName = AJV_RUNTIME_HELPERS[helper];
    return runtimeName === undefined ? match : `${RUNTIME_NAMESPACE}.${runtimeName}`;
  });
  const leftover = /require\s*\(\s*["'][^"']*["']\s*\)/.exec(source);
  if (leftover) {
    throw new Error(
      `standaloneModuleCode: generated code still requires ${leftover[0]}; add it to the runtime`,
    );
  }
  return `import * as ${RUNTIME_NAMESPACE} from ${JSON.stringify(runtimeModule)};\n${source}\n`;
}
