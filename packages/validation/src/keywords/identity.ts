/** applications-spec §5 "Identifiers": PESEL required unless a passport / residence number is given. */
import { toFieldRef } from '../rules/rule-check.ts';
import { defineRuntimeKeyword, fieldPathSchema } from './define-keyword.ts';

/** `"peselUnlessDocument": { "pesel": "pesel", "document": "passportNumber" }`. */
export const peselUnlessDocument = defineRuntimeKeyword({
  keyword: 'peselUnlessDocument',
  type: 'object',
  schemaType: 'object',
  metaSchema: {
    type: 'object',
    properties: { pesel: fieldPathSchema, document: fieldPathSchema },
    required: ['pesel', 'document'],
    additionalProperties: false,
  },
  normalize: (value) => {
    const schema = value as { pesel: string; document: string };
    return { pesel: toFieldRef(schema.pesel), document: toFieldRef(schema.document) };
  },
});
