/** Text keywords, applications-spec §5 "General text and contact". */
import { DEFAULT_TEXT_MAX_LENGTH } from '../rules/text.ts';
import { defineRuntimeKeyword } from './define-keyword.ts';

/** `"trimmedMaxLength": true` (32 characters) or `"trimmedMaxLength": 100`. */
export const trimmedMaxLength = defineRuntimeKeyword({
  keyword: 'trimmedMaxLength',
  type: 'string',
  schemaType: ['boolean', 'number'],
  metaSchema: { anyOf: [{ type: 'boolean' }, { type: 'integer', minimum: 1 }] },
  normalize: (value) => {
    if (value === false) return null;
    return { limit: typeof value === 'number' ? value : DEFAULT_TEXT_MAX_LENGTH };
  },
});

/** `"digitsOnly": true` or `"digitsOnly": { "length": 11 }`. */
export const digitsOnly = defineRuntimeKeyword({
  keyword: 'digitsOnly',
  type: 'string',
  schemaType: ['boolean', 'object'],
  metaSchema: {
    anyOf: [
      { type: 'boolean' },
      {
        type: 'object',
        properties: { length: { type: 'integer', minimum: 1 } },
        additionalProperties: false,
      },
    ],
  },
  normalize: (value) => {
    if (value === false) return null;
    const length =
      typeof value === 'object' && value !== null ? (value as { length?: number }).length : undefined;
    return { length: length ?? null };
  },
});
