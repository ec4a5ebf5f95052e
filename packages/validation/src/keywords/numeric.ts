/** Numbers typed as text, applications-spec §5 "Numbers". */
import { NUMERIC_KINDS, type NumericKind } from '../rules/numeric.ts';
import { defineRuntimeKeyword } from './define-keyword.ts';

/** `"numericString": "amount" | "nonNegativeNumber" | "positiveInteger" | "nonNegativeInteger" | "largeNonNegativeInteger"`. */
export const numericString = defineRuntimeKeyword({
  keyword: 'numericString',
  type: ['string', 'number'],
  schemaType: 'string',
  metaSchema: { type: 'string', enum: Object.keys(NUMERIC_KINDS) },
  normalize: (value) => ({ kind: value as NumericKind }),
});
