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
import { SINGLE_PHASE_METERING } from '../rules/power-limits.ts';
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
  itemFieldsOf: { meterPower: 'meters' },
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

const powerListSchema = { type: 'array', items: fieldPathSchema, minItems: 1, uniqueItems: true } as const;

interface PowerLimitSchema {
  powers: string[];
  maxKw?: number;
  aboveKw?: number;
}

/**
 * `"powerLimit": { "powers": ["connectionOne/target", "connectionTwo/target"], "maxKw"?: 40, "aboveKw"?: 40 }`:
 * the sum of the filled powers at most maxKw / greater than aboveKw (at least one of them).
 */
export const powerLimit = defineRuntimeKeyword({
  keyword: 'powerLimit',
  type: 'object',
  schemaType: 'object',
  metaSchema: {
    type: 'object',
    properties: { powers: powerListSchema, maxKw: kwSchema, aboveKw: { type: 'number', minimum: 0 } },
    required: ['powers'],
    anyOf: [{ required: ['maxKw'] }, { required: ['aboveKw'] }],
    additionalProperties: false,
  },
  normalize: (value) => {
    const schema = value as PowerLimitSchema;
    return {
      powers: schema.powers.map(toFieldRef),
      maxKw: schema.maxKw ?? null,
      aboveKw: schema.aboveKw ?? null,
    };
  },
});

/** `"numberOrder": { "lower": "loadChangeMin", "upper": "loadChangeMax" }`: upper not below lower. */
export const numberOrder = defineRuntimeKeyword({
  keyword: 'numberOrder',
  type: 'object',
  schemaType: 'object',
  metaSchema: {
    type: 'object',
    properties: { lower: fieldPathSchema, upper: fieldPathSchema },
    required: ['lower', 'upper'],
    additionalProperties: false,
  },
  normalize: (value, parentSchema) => {
    const schema = value as { lower: string; upper: string };
    return {
      lower: toFieldRef(schema.lower),
      upper: toFieldRef(schema.upper),
      lowerTitle: fieldTitle(parentSchema, schema.lower),
    };
  },
});

/**
 * The title of a sibling field (a plain name) as the message names it: from the object's own properties or
 * those of its then/else/allOf branches, without a trailing unit ("Moc w stanie awaryjnym [kW]" -> "Moc w stanie
 * awaryjnym"). Read when the schema is compiled, so browser and server print the same words.
 */
function fieldTitle(schema: unknown, name: string): string | null {
  if (typeof schema !== 'object' || schema === null || name.includes('/')) return null;
  const node = schema as Record<string, unknown>;
  const properties = node.properties as Record<string, { title?: unknown }> | undefined;
  const own = properties?.[name]?.title;
  if (typeof own === 'string') return own.replace(/\s*\[[^\]]*\]$/, '');
  const branches = [node.then, node.else, ...(Array.isArray(node.allOf) ? node.allOf : [])];
  for (const branch of branches) {
    const found = fieldTitle(branch, name);
    if (found) return found;
  }
  return null;
}

interface MeteringForConnectionSchema {
  metering: string;
  phases?: string[];
  powers?: string[];
  maxKw?: number;
  singlePhase?: string[];
}

/**
 * `"meteringForConnection": { "metering": "measuringSystem", "phases"?: [...], "powers"?: [...], "maxKw"?: 7,
 * "singlePhase"?: ["singlePhase"] }`: a single-phase measuring system only with single-phase connections of
 * at most maxKw.
 */
export const meteringForConnection = defineRuntimeKeyword({
  keyword: 'meteringForConnection',
  type: 'object',
  schemaType: 'object',
  metaSchema: {
    type: 'object',
    properties: {
      metering: fieldPathSchema,
      phases: powerListSchema,
      powers: powerListSchema,
      maxKw: kwSchema,
      singlePhase: { type: 'array', items: { type: 'string', minLength: 1 }, minItems: 1 },
    },
    required: ['metering'],
    anyOf: [{ required: ['phases'] }, { required: ['powers'] }],
    additionalProperties: false,
  },
  normalize: (value) => {
    const schema = value as MeteringForConnectionSchema;
    return {
      metering: toFieldRef(schema.metering),
      phases: (schema.phases ?? []).map(toFieldRef),
      powers: (schema.powers ?? []).map(toFieldRef),
      maxKw: schema.maxKw ?? SINGLE_PHASE_MAX_KW,
      singlePhase: schema.singlePhase ?? [SINGLE_PHASE_METERING],
    };
  },
});
