/** Text keywords, applications-spec §5 "General text and contact". */
import { DEFAULT_TEXT_MAX_LENGTH } from '../rules/text.ts';
import { defineRuntimeKeyword, integerOptionOf, trueOrIntegerOption } from './define-keyword.ts';

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
  ...trueOrIntegerOption('length'),
  normalize: (value) => {
    if (value === false) return null;
    return { length: integerOptionOf(value, 'length') ?? null };
  },
});
