import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Ajv from 'ajv';
import fc from 'fast-check';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAjv } from './create-ajv.ts';
import { localizeErrors } from './messages/localize.ts';
import { describeComputed, localizeWarnings } from './messages/notes.ts';
import { compileStandaloneModule, RUNTIME_MODULE, standaloneModuleCode } from './standalone.ts';
import {
  invalidKitchenSinkPayloads,
  KITCHEN_SINK_TODAY,
  kitchenSinkSchema,
  validKitchenSinkPayload,
} from './testing/kitchen-sink.ts';
import { validateWithContext, type ContextualValidator } from './validate-with-context.ts';

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
// Inside the package (and git-ignored) so that '@portal/validation/runtime' resolves as it will for the portal.
const workDir = join(packageDir, '.standalone-test', randomUUID());

const inProcess = createAjv().compile(kitchenSinkSchema);
const samples: readonly (readonly [string, unknown])[] = [
  ['the valid payload', validKitchenSinkPayload],
  ...Object.entries(invalidKitchenSinkPayloads),
];

/** Errors as plain JSON, the form in which they cross from a worker or a child process. */
function plain(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value ?? null));
}

function run(validate: ContextualValidator, data: unknown, today: string) {
  const outcome = validateWithContext(validate, data, { today });
  return plain({
    valid: outcome.valid,
    errors: outcome.errors,
    messages: localizeErrors(outcome.errors, 'pl', { data }),
    warnings: localizeWarnings(outcome.warnings),
    computed: describeComputed(outcome.computed),
  });
}

afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
  try {
    rmdirSync(dirname(workDir));
  } catch {
    // Another test run still uses it; the folder is git-ignored.
  }
});

describe('compileStandaloneModule', () => {
  let source = '';
  let standalone: ContextualValidator;

  beforeAll(async () => {
    mkdirSync(workDir, { recursive: true });
    source = compileStandaloneModule(kitchenSinkSchema);
    const modulePath = join(workDir, 'kitchen-sink.validator.mjs');
    writeFileSync(modulePath, source);
    const module = (await import(/* @vite-ignore */ pathToFileURL(modulePath).href)) as {
      validate: ContextualValidator;
    };
    standalone = module.validate;
  });

  it('imports nothing but the runtime and never requires or evaluates code', () => {
    expect(source.match(/^import .*$/gm)).toEqual([
      `import * as validationRuntime from "${RUNTIME_MODULE}";`,
    ]);
    expect(source).not.toMatch(/\brequire\s*\(/);
    expect(source).not.toMatch(/new\s+Function/);
    expect(source).not.toMatch(/\beval\s*\(/);
  });

  it('refers to every custom keyword and format through the runtime', () => {
    expect(source).toContain('validationRuntime.checks.attachments');
    expect(source).toContain('validationRuntime.checks.connectionAdvance');
    expect(source).toContain('validationRuntime.checks.legalTitleAddressWarning');
    expect(source).toContain('validationRuntime.formats.pesel');
    expect(source).toContain('validationRuntime.ucs2length');
    expect(source).toContain('validationRuntime.equal');
  });

  it('collects warnings and computed values in the precompiled validator too', () => {
    const outcome = run(standalone, validKitchenSinkPayload, KITCHEN_SINK_TODAY) as {
      valid: boolean;
      warnings: { pointer: string; keyword: string }[];
      computed: { pointer: string; text: string }[];
    };
    expect(outcome.valid).toBe(true);
    expect(outcome.warnings.map((warning) => `${warning.pointer} ${warning.keyword}`)).toEqual([
      '/legalTitle/address legalTitleAddressWarning',
    ]);
    expect(outcome.computed.map((value) => `${value.pointer} ${value.text}`)).toEqual([
      '/plant 60\u00a0000,00\u00a0zł (30,00\u00a0zł × 2000\u00a0kW), do wpłaty w ciągu 14 dni od złożenia wniosku',
    ]);
  });

  it.each(samples)('gives the same valid flag, errors and messages as createAjv for %s', (_name, data) => {
    expect(run(standalone, data, KITCHEN_SINK_TODAY)).toEqual(run(inProcess, data, KITCHEN_SINK_TODAY));
  });

  it('agrees with createAjv on random payloads and random days', () => {
    const fields = Object.keys(kitchenSinkSchema.properties);
    const today = fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2099-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...fields), fc.anything()), today, (fieldValues, day) => {
        const data = { ...validKitchenSinkPayload, ...fieldValues };
        expect(run(standalone, data, day)).toEqual(run(inProcess, data, day));
      }),
      { numRuns: 200 },
    );
  });

  it('runs bundled for the browser, with the messages, in a process where eval and new Function are disabled', async () => {
    // A stand-in for the wizard chunk: the generated validator plus the browser entry of this package.
    const entry = join(workDir, 'wizard.mjs');
    writeFileSync(
      entry,
      [
        "import { validate } from './kitchen-sink.validator.mjs';",
        "import { describeComputed, localizeErrors, localizeWarnings, validateWithContext } from '@portal/validation/browser';",
        'export function check(data, today) {',
        '  const { valid, errors, warnings, computed } = validateWithContext(validate, data, { today });',
        "  return { valid, errors, messages: localizeErrors(errors, 'pl', { data }), warnings: localizeWarnings(warnings), computed: describeComputed(computed) };",
        '}',
      ].join('\n'),
    );
    const outDir = join(workDir, 'dist');
    await build({
      configFile: false,
      logLevel: 'silent',
      root: workDir,
      build: {
        outDir,
        emptyOutDir: true,
        minify: false,
        target: 'es2022',
        lib: { entry, formats: ['es'], fileName: () => 'wizard.bundle.mjs' },
      },
    });
    // AJV's runtime helpers carry their CommonJS path as a string (`equal.code = 'require(...)'`); only that.
    // AJV's compiler would bring `new Function`: its absence proves the browser entry leaves it out.
    const bundle = readFileSync(join(outDir, 'wizard.bundle.mjs'), 'utf8').replace(/\.code = '[^']*';/g, '');
    expect(bundle).not.toMatch(/new\s+Function|\beval\s*\(|\brequire\s*\(/);

    writeFileSync(join(workDir, 'samples.json'), JSON.stringify(samples.map(([, data]) => data)));
    writeFileSync(
      join(workDir, 'runner.mjs'),
      [
        "import { readFileSync } from 'node:fs';",
        "import { check } from './dist/wizard.bundle.mjs';",
        'let codeGenerationBlocked = false;',
        "try { new Function('return 1'); } catch { codeGenerationBlocked = true; }",
        "const samples = JSON.parse(readFileSync(new URL('./samples.json', import.meta.url), 'utf8'));",
        `const results = samples.map((data) => check(data, '${KITCHEN_SINK_TODAY}'));`,
        'process.stdout.write(JSON.stringify({ codeGenerationBlocked, results }));',
      ].join('\n'),
    );
    const output = execFileSync(
      process.execPath,
      ['--disallow-code-generation-from-strings', join(workDir, 'runner.mjs')],
      { encoding: 'utf8' },
    );
    const { codeGenerationBlocked, results } = JSON.parse(output) as {
      codeGenerationBlocked: boolean;
      results: unknown[];
    };

    expect(codeGenerationBlocked).toBe(true);
    expect(results).toEqual(samples.map(([, data]) => run(inProcess, data, KITCHEN_SINK_TODAY)));
  }, 60_000);
});

describe('standaloneModuleCode', () => {
  it('exports several validators by name from one module, sharing $ref-erenced definitions', async () => {
    const ajv = createAjv();
    ajv.addSchema({
      $id: 'https://portal.example/defs/person.json',
      type: 'object',
      properties: { pesel: { type: 'string', format: 'pesel' } },
    });
    ajv.addSchema({
      $id: 'https://portal.example/forms/1.json',
      $ref: 'https://portal.example/defs/person.json',
    });
    ajv.addSchema({
      $id: 'https://portal.example/forms/2.json',
      type: 'object',
      properties: { owner: { $ref: 'https://portal.example/defs/person.json' } },
    });
    const source = standaloneModuleCode(ajv, {
      form1: 'https://portal.example/forms/1.json',
      form2: 'https://portal.example/forms/2.json',
    });
    mkdirSync(workDir, { recursive: true });
    const modulePath = join(workDir, 'forms.validator.mjs');
    writeFileSync(modulePath, source);
    const module = (await import(/* @vite-ignore */ pathToFileURL(modulePath).href)) as Record<
      string,
      ContextualValidator
    >;
    expect(Object.keys(module).sort()).toEqual(['form1', 'form2']);
    expect(module.form1?.({ pesel: '44051401358' })).toBe(false);
    expect(module.form2?.({ owner: { pesel: '44051401359' } })).toBe(true);
  });

  it('refuses an AJV instance that was not made by createAjv', () => {
    const foreign = new Ajv({ code: { source: true } });
    expect(() => standaloneModuleCode(foreign, foreign.compile({ type: 'string' }))).toThrow(/createAjv/);
  });

  it('takes another runtime specifier, e.g. a bundler alias', () => {
    expect(
      compileStandaloneModule({ type: 'string', format: 'nip' }, { runtimeModule: '~validation-runtime' }),
    ).toMatch(/^import \* as validationRuntime from "~validation-runtime";/);
  });
});
