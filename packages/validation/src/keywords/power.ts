/**
 * Power keywords, applications-spec §5 "Power". They sit on the object that holds the fields and take the
 * field names (or paths such as "connectionOne/target") as parameters, so analysts reuse them on any form.
 */
import {
  COUNTERS_MAX_TOTAL_KW,
  SINGLE_PHASE_MAX_KW,
  SPLIT_MERGE_MAX_KW,
  SPLIT_MERGE_MAX_METERS,
} from '../rules/power.ts';
import { toFieldRef } from '../rules/rule-check.ts';
import { defineRuntimeKeyword, fieldPathSchema } from './define-keyword.ts';

const kwSchema = { type: 'number', exclusiveMinimum: 0 } as const;

/** `"phaseForPower": { "power": "power", "phase": "phase", "maxKw"?: 7 }`. */
export const phaseForPower = defineRuntimeKeyword({
  keyword: 'phaseForPower',
  type: 'object',
  schemaType: 'object',
  metaSchema: {
    type: 'object',
    properties: { power: fieldPathSchema, phase: fieldPathSchema, maxKw: kwSchema },
    required: ['power', 'phase'],
    additionalProperties: false,
  },
  normalize: (value) => {
    const schema = value as { power: string; phase: string; maxKw?: number };
    return {
      power: toFieldRef(schema.power),
      phase: toFieldRef(schema.phase),
      maxKw: schema.maxKw ?? SINGLE_PHASE_MAX_KW,
    };
  },
});

/** `"connectionPowerRequired": { "connections": ["connectionOne", "connectionTwo"] }`. */
export const connectionPowerRequired = defineRuntimeKeyword({
  keyword: 'connectionPowerRequired',
  type: 'object',
  schemaType: 'object',
  metaSchema: {
    type: 'object',
    properties: { connections: { type: 'array', items: fieldPathSchema, minItems: 1 } },
    required: ['connections'],
    additionalProperties: false,
  },
  normalize: (value) => ({ connections: (value as { connections: string[] }).connections.map(toFieldRef) }),
});

/** `"currentAndTargetPower": { "current": "current", "target": "target" }`. */
export const currentAndTargetPower = defineRuntimeKeyword({
  keyword: 'currentAndTargetPower',
  type: 'object',
  schemaType: 'object',
  metaSchema: {
    type: 'object',
    properties: { current: fieldPathSchema, target: fieldPathSchema },
    required: ['current', 'target'],
    additionalProperties: false,
  },
  normalize: (value) => {
    const schema = value as { current: string; target: string };
    return { current: toFieldRef(schema.current), target: toFieldRef(schema.target) };
  },
});

/** On the counters array: `"maxTotalPower": { "power": "power", "maxKw"?: 40 }`. */
export const maxTotalPower = defineRuntimeKeyword({
  keyword: 'maxTotalPower',
  type: 'array',
  schemaType: 'object',
  metaSchema: {
    type: 'object',
    properties: { power: fieldPathSchema, maxKw: kwSchema },
    required: ['power'],
    additionalProperties: false,
  },
  normalize: (value) => {
    const schema = value as { power: string; maxKw?: number };
    return { power: toFieldRef(schema.power), maxKw: schema.maxKw ?? COUNTERS_MAX_TOTAL_KW };
  },
});

interface SplitMergeSchema {
  meters: string;
  project: string;
  power?: string;
  meterPower?: string;
  maxMeters?: number;
  maxKw?: number;
}

/**
 * `"splitMergeRequiresProject": { "meters": "meters", "project": "agreedProject", "power"?: "totalPower",
 * "meterPower"?: "power", "maxMeters"?: 4, "maxKw"?: 40 }`.
 */
export const splitMergeRequiresProject = defineRuntimeKeyword({
  keyword: 'splitMergeRequiresProject',
  type: 'object',
  schemaType: 'object',
  metaSchema: {
    type: 'object',
    properties: {
      meters: fieldPathSchema,
      project: fieldPathSchema,
      power: fieldPathSchema,
      meterPower: fieldPathSchema,
      maxMeters: { type: 'integer', minimum: 1 },
      maxKw: kwSchema,
    },
    required: ['meters', 'project'],
    additionalProperties: false,
  },
  normalize: (value) => {
    const schema = value as SplitMergeSchema;
    return {
      meters: toFieldRef(schema.meters),
      project: toFieldRef(schema.project),
      power: schema.power === undefined ? null : toFieldRef(schema.power),
      meterPower: schema.meterPower === undefined ? null : toFieldRef(schema.meterPower),
      maxMeters: schema.maxMeters ?? SPLIT_MERGE_MAX_METERS,
      maxKw: schema.maxKw ?? SPLIT_MERGE_MAX_KW,
    };
  },
});
