/**
 * Keywords whose findings are not errors (rules/checks.ts `keywordKinds`): a warning shown to the user and a
 * value computed from the data. Both are collected in the validation context by validateWithContext.
 */
import { normalizeConnectionAdvance } from '../rules/connection-advance.ts';
import { toFieldRef } from '../rules/rule-check.ts';
import { defineRuntimeKeyword, fieldPathSchema } from './define-keyword.ts';

/**
 * `"legalTitleAddressWarning": { "address": "statements/legalTitle/property/address",
 * "objectAddress": ["object/location"] }` (applications-spec §5): on the object holding both, usually the root.
 */
export const legalTitleAddressWarning = defineRuntimeKeyword({
  keyword: 'legalTitleAddressWarning',
  type: 'object',
  schemaType: 'object',
  metaSchema: {
    type: 'object',
    properties: {
      address: fieldPathSchema,
      objectAddress: { type: 'array', items: fieldPathSchema, minItems: 1 },
    },
    required: ['address', 'objectAddress'],
    additionalProperties: false,
  },
  normalize: (value) => {
    const schema = value as { address: string; objectAddress: string[] };
    return { address: toFieldRef(schema.address), objectAddress: schema.objectAddress.map(toFieldRef) };
  },
});

const kwOrZloty = { type: 'number', exclusiveMinimum: 0 } as const;

/**
 * `"connectionAdvance": { "powers": ["connectionOne/target", "connectionTwo/target"], "voltageKv": 15 }` or
 * `{ "powers": ["generation/connectionPower"], "voltageKvField": "generation/connectionVoltage" }`
 * (applications-spec §9; rate 30 zł/kW, cap 3 000 000 zł and 14 days are defaults).
 */
export const connectionAdvance = defineRuntimeKeyword({
  keyword: 'connectionAdvance',
  type: 'object',
  schemaType: 'object',
  metaSchema: {
    type: 'object',
    properties: {
      powers: { type: 'array', items: fieldPathSchema, minItems: 1, uniqueItems: true },
      voltageKv: kwOrZloty,
      voltageKvField: fieldPathSchema,
      ratePerKw: kwOrZloty,
      maxAmount: kwOrZloty,
      dueDays: { type: 'integer', minimum: 1 },
    },
    required: ['powers'],
    oneOf: [{ required: ['voltageKv'] }, { required: ['voltageKvField'] }],
    additionalProperties: false,
  },
  normalize: normalizeConnectionAdvance,
});
