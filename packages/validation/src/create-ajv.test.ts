import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createAjv } from './create-ajv.ts';
import { keywords } from './keywords/index.ts';
import { localizeErrors } from './messages/localize.ts';
import { checks } from './rules/checks.ts';
import * as runtime from './runtime.ts';
import {
  invalidKitchenSinkPayloads,
  KITCHEN_SINK_TODAY,
  kitchenSinkSchema,
  validKitchenSinkPayload,
} from './testing/kitchen-sink.ts';
import { validateWithContext } from './validate-with-context.ts';

describe('createAjv', () => {
  const validate = createAjv().compile(kitchenSinkSchema);

  it("judges a portal keyword's value by its meta-schema in every instance, not only the first", () => {
    const wrongLimit = { type: 'string', trimmedMaxLength: 0 };
    for (const ajv of [createAjv(), createAjv(), createAjv({ allErrors: false })]) {
      expect(() => ajv.compile(wrongLimit)).toThrow(/keyword "trimmedMaxLength" value is invalid/);
    }
  });

  it("generates the same code in the module's first instance as in one made after others", async () => {
    const code = (ajv: ReturnType<typeof createAjv>) => ajv.compile(kitchenSinkSchema).toString();
    createAjv({ strict: false }).compile({ type: 'string' });
    const later = code(createAjv());
    vi.resetModules();
    const fresh: { createAjv: typeof createAjv } = await import('./create-ajv.ts');
    expect(code(fresh.createAjv())).toBe(later);
  });

  it('accepts the valid kitchen-sink payload', () => {
    const outcome = validateWithContext(validate, validKitchenSinkPayload, { today: KITCHEN_SINK_TODAY });
    expect(localizeErrors(outcome.errors)).toEqual([]);
    expect(outcome.valid).toBe(true);
  });

  it.each(Object.entries(invalidKitchenSinkPayloads))('rejects the payload with %s', (_name, payload) => {
    const outcome = validateWithContext(validate, payload, { today: KITCHEN_SINK_TODAY });
    expect(outcome.valid).toBe(false);
    expect(outcome.errors.length).toBeGreaterThan(0);
  });

  it('reports every error of a payload, not only the first (allErrors)', () => {
    const outcome = validateWithContext(validate, invalidKitchenSinkPayloads['bad files'], {
      today: KITCHEN_SINK_TODAY,
    });
    expect(localizeErrors(outcome.errors).map((error) => error.pointer)).toEqual([
      '/files/0',
      '/files/1',
      '/files/2',
      '/files/4',
      // The list does not repeat its files' errors.
    ]);
  });

  it('registers exactly one keyword definition per runtime check', () => {
    expect(keywords.map((definition) => definition.keyword).sort()).toEqual(Object.keys(checks).sort());
  });

  it('uses the very format objects the runtime exports, so standalone code behaves the same', () => {
    const ajv = createAjv();
    for (const [name, format] of Object.entries(ajv.formats)) {
      if (format instanceof RegExp) continue;
      expect(runtime.formats[name as keyof typeof runtime.formats], name).toBe(format);
    }
  });

  it('is strict: an unknown keyword fails when the schema is compiled', () => {
    expect(() => createAjv().compile({ type: 'string', peselFormat: true })).toThrow(/unknown keyword/);
  });

  it('is strict: an unknown format fails when the schema is compiled', () => {
    expect(() => createAjv().compile({ type: 'string', format: 'pesel-number' })).toThrow(/unknown format/);
  });

  it.each([
    ['a missing parameter', { type: 'object', phaseForPower: { power: 'power' } }],
    ['an unknown parameter', { type: 'object', dateRange: { start: 'a', end: 'b', length: 14 } }],
    ['a wrong parameter type', { type: 'array', attachments: { minFiles: '1' } }],
    ['an unknown numeric kind', { type: 'string', numericString: 'money' }],
    [
      'an absolute field path',
      { type: 'object', peselUnlessDocument: { pesel: '/pesel', document: 'passport' } },
    ],
  ])('checks keyword parameters when the schema is compiled: %s', (_case, schema) => {
    expect(() => createAjv().compile(schema)).toThrow(/keyword value is invalid|must/);
  });

  it('stops at the first error when allErrors is switched off', () => {
    const firstOnly = createAjv({ allErrors: false }).compile({
      type: 'object',
      properties: { password: { type: 'string', passwordStrength: true } },
    });
    expect(firstOnly({ password: 'abc' })).toBe(false);
    expect(firstOnly.errors).toHaveLength(1);
  });

  it("builds keyword errors in AJV's verbose and message-less modes too", () => {
    const payload = invalidKitchenSinkPayloads['bad files'];
    const verbose = createAjv({ verbose: true }).compile(kitchenSinkSchema);
    verbose.call({ today: KITCHEN_SINK_TODAY }, payload);
    const fileError = verbose.errors?.find(
      (error) => error.keyword === 'attachments' && error.instancePath === '/files/0',
    );
    expect(fileError?.data).toEqual((payload as { files: unknown[] }).files);
    expect(fileError?.schema).toEqual({ minFiles: 1, allowDwg: true });

    const silent = createAjv({ messages: false }).compile(kitchenSinkSchema);
    silent.call({ today: KITCHEN_SINK_TODAY }, payload);
    expect(silent.errors?.every((error) => error.message === undefined)).toBe(true);
    expect(localizeErrors(silent.errors).find((error) => error.pointer === '/files/0')?.message).toBe(
      'Plik jest pusty',
    );
  });

  it('reads "today" from the validation context', () => {
    const dateOnly = createAjv().compile({ type: 'string', dateNotInFuture: true });
    expect(validateWithContext(dateOnly, '2030-01-01', { today: '2030-01-01' }).valid).toBe(true);
    expect(validateWithContext(dateOnly, '2030-01-02', { today: '2030-01-01' }).valid).toBe(false);
  });

  it('passes the context on into $ref-erenced schemas', () => {
    const ajv = createAjv();
    ajv.addSchema({ $id: 'https://portal.example/defs/dates.json', type: 'string', dateNotInFuture: true });
    const withRef = ajv.compile({
      type: 'object',
      properties: { date: { $ref: 'https://portal.example/defs/dates.json' } },
    });
    expect(validateWithContext(withRef, { date: '2030-01-01' }, { today: '2030-01-01' }).valid).toBe(true);
  });

  it('rejects an injected today that is not an ISO date', () => {
    const dateOnly = createAjv().compile({ type: 'string', dateNotInFuture: true });
    expect(() => validateWithContext(dateOnly, '2030-01-01', { today: '01.01.2030' })).toThrow(TypeError);
  });

  // Through validateWithContext, as the browser and the server validate: the compiled validator alone can
  // throw on a key that shadows an object's member ({"toString": {}} under an enum of objects), which
  // validateWithContext refuses as unsafe text without running the schema (safe-text.ts).
  it('never throws for any payload, at the root or in any field', () => {
    const fields = Object.keys(kitchenSinkSchema.properties);
    const context = { today: KITCHEN_SINK_TODAY };
    fc.assert(
      fc.property(
        fc.anything(),
        fc.dictionary(fc.constantFrom(...fields), fc.anything()),
        (root, fieldValues) => {
          expect(typeof validateWithContext(validate, root, context).valid).toBe('boolean');
          const mixed = { ...validKitchenSinkPayload, ...fieldValues };
          const outcome = validateWithContext(validate, mixed, context);
          expect(typeof outcome.valid).toBe('boolean');
          expect(() => localizeErrors(outcome.errors, 'pl', { data: mixed })).not.toThrow();
        },
      ),
      { numRuns: 300 },
    );
  });

  it("refuses a payload whose key shadows an object's member instead of throwing", () => {
    const shadowing = { ...validKitchenSinkPayload, settlement: { toString: {} } };
    const outcome = validateWithContext(validate, shadowing, { today: KITCHEN_SINK_TODAY });
    expect(outcome.valid).toBe(false);
    expect(outcome.errors.map((error) => error.instancePath)).toContain('/settlement/toString');
  });
});
