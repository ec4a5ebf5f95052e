// JSON request bodies: Fastify's own parser (prototype poisoning refused), after a depth check, so a
// deeply nested body is a 400 rather than a stack overflow further on (lib/json-depth.ts).
import fp from 'fastify-plugin';
import { HttpError, messages } from '../lib/http-error.ts';
import { isTooDeep, MAX_JSON_DEPTH } from '../lib/json-depth.ts';

export const tooDeepMessage = `Dane są zagnieżdżone zbyt głęboko (najwyżej ${MAX_JSON_DEPTH} poziomy).`;

export default fp(
  async (app) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (isTooDeep(body as string)) {
        return done(
          new HttpError(400, messages.badRequest, [
            { pointer: '', keyword: 'maxDepth', message: tooDeepMessage },
          ]),
          undefined,
        );
      }
      return parse(request, body as string, done);
    });
  },
  { name: 'json-body' },
);
