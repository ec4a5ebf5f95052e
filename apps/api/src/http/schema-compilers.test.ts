import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { nonFiniteNumberPath, sharedSchemaCompilers } from './schema-compilers.ts';

describe('nonFiniteNumberPath', () => {
  it('points at the first number that is not finite, anywhere in the data', () => {
    expect(nonFiniteNumberPath({ a: 1, b: [2, { 'c/d': Infinity }] })).toBe('/b/1/c~1d');
    expect(nonFiniteNumberPath(-Infinity)).toBe('');
    expect(nonFiniteNumberPath({ n: Number.NaN })).toBe('/n');
    expect(nonFiniteNumberPath({ a: 1, b: ['x', null, { c: 2.5 }] })).toBeNull();
  });
});

describe("the API's validators", () => {
  // As app.ts configures Fastify: its schemas coerce types.
  async function appWithLimit() {
    const app = Fastify({
      ajv: { customOptions: { allErrors: true, coerceTypes: 'array' } },
      schemaController: { compilersFactory: sharedSchemaCompilers },
    });
    const limit = { type: 'integer', minimum: 0, maximum: 86_400 };
    app.post(
      '/limit',
      {
        schema: {
          body: { type: 'object', properties: { seconds: limit }, required: ['seconds'] },
          querystring: { type: 'object', properties: { page: limit } },
        },
      },
      async (request) => ({ body: request.body, query: request.query }),
    );
    await app.ready();
    return app;
  }

  it('refuse a number coerced to Infinity, which AJV would let past the maximum', async () => {
    const app = await appWithLimit();
    for (const seconds of ['Infinity', '9'.repeat(400), '1e400']) {
      const answer = await app.inject({ method: 'POST', url: '/limit', payload: { seconds } });
      expect(answer.statusCode, seconds).toBe(400);
      expect(answer.json().message).toContain('body/seconds');
    }
    const query = await app.inject({ method: 'POST', url: '/limit?page=Infinity', payload: { seconds: 5 } });
    expect(query.statusCode).toBe(400);
    await app.close();
  });

  it('pass what the schema allows, coerced as before', async () => {
    const app = await appWithLimit();
    const answer = await app.inject({ method: 'POST', url: '/limit?page=2', payload: { seconds: '60' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ body: { seconds: 60 }, query: { page: 2 } });
    const tooMany = await app.inject({ method: 'POST', url: '/limit', payload: { seconds: 86_401 } });
    expect(tooMany.statusCode).toBe(400);
    await app.close();
  });
});
