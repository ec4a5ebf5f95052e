// Fastify compiles every route's request validators and response serializers when an app starts. The
// compilers here are shared by all the apps of a process, and what they compile is kept per schema object:
// an app built again from the same contract (the API's tests build about seventy in one worker, the
// replicas' tests several at once) starts without compiling anything again, about 0.35 s less an app.
// One app per process, as in production, compiles exactly what Fastify's own compilers would.
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';
import { escapeSegment } from '@portal/json-pointer';

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
type SerializerFactory = NonNullable<CompilersFactory['buildSerializer']>;
type Serializer = (data: unknown) => string;

// Fastify's own validator factory keeps one AJV per set of shared schemas and options, and AJV keeps
// each schema it compiled: one factory for the process shares both.
const buildAjvValidator = AjvCompiler();

type RouteValidator = ReturnType<ReturnType<typeof buildAjvValidator>>;

/** Where the first number that is not finite sits in `data`, as a JSON pointer; null if there is none. */
export function nonFiniteNumberPath(data: unknown): string | null {
  const stack: [unknown, string][] = [[data, '']];
  while (stack.length > 0) {
    const [value, pointer] = stack.pop()!;
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) return pointer;
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value))
        stack.push([child, `${pointer}/${escapeSegment(key)}`]);
    }
  }
  return null;
}

/**
 * AJV's type coercion (Fastify's coerceTypes, for query strings and bodies alike) turns "Infinity" or a
 * string of 400 digits into Infinity, which passes `type: 'integer'`, and AJV skips `maximum` for a number
 * that is not finite: a route then met Infinity where its schema promised at most 86 400 (a 500 found by
 * app.never-5xx.test.ts). No route takes such a number: after the schema, any one left is refused as the
 * schema's own type error would be.
 */
function refusingNonFiniteNumbers(validate: RouteValidator): RouteValidator {
  const checked = Object.assign((data: unknown) => {
    const result = validate(data);
    checked.errors = validate.errors ?? null;
    if (result !== true) return result;
    const instancePath = nonFiniteNumberPath(data);
    if (instancePath === null) return true;
    checked.errors = [
      {
        instancePath,
        schemaPath: '#',
        keyword: 'type',
        params: { type: 'number' },
        message: 'must be number',
      },
    ];
    return false;
  }, validate) as RouteValidator;
  return checked;
}

const buildValidator: typeof buildAjvValidator = (externalSchemas, options) => {
  const compile = buildAjvValidator(externalSchemas, options);
  return (route) => refusingNonFiniteNumbers(compile(route));
};

const buildEachSerializer = SerializerSelector();
const serializersBySchema = new WeakMap<object, Map<string, Serializer>>();

const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = buildEachSerializer(externalSchemas, options);
  const key = JSON.stringify({ externalSchemas, options });
  return (route) => {
    const { schema } = route;
    if (typeof schema !== 'object' || schema === null) return compile(route);
    let compiled = serializersBySchema.get(schema);
    if (!compiled) serializersBySchema.set(schema, (compiled = new Map()));
    let serialize = compiled.get(key);
    if (!serialize) compiled.set(key, (serialize = compile(route) as Serializer));
    return serialize;
  };
};

export const sharedSchemaCompilers: CompilersFactory = { buildValidator, buildSerializer };
