// Fastify compiles every route's request validators and response serializers when an app starts. The
// compilers here are shared by all the apps of a process, and what they compile is kept per schema object:
// an app built again from the same contract (the API's tests build about seventy in one worker, the
// replicas' tests several at once) starts without compiling anything again, about 0.35 s less an app.
// One app per process, as in production, compiles exactly what Fastify's own compilers would.
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
type SerializerFactory = NonNullable<CompilersFactory['buildSerializer']>;
type Serializer = (data: unknown) => string;

// Fastify's own validator factory keeps one AJV per set of shared schemas and options, and AJV keeps
// each schema it compiled: one factory for the process shares both.
const buildValidator = AjvCompiler();

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
