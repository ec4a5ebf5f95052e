// A value or null, written as `type: [T, "null"]` rather than anyOf: the serializer
// (fast-json-stringify) handles a type list directly but tries anyOf branches one by one per value,
// which made long lists several times slower.
import { Type, type Static, type TSchema } from 'typebox';

/* @__NO_SIDE_EFFECTS__ */
export function Nullable<T extends TSchema & { type?: string }>(schema: T) {
  const { type, ...rest } = schema as unknown as { type: string } & Record<string, unknown>;
  return Type.Unsafe<Static<T> | null>({ ...rest, type: [type, 'null'] });
}

/** One of fixed strings, as a plain `enum` (see Nullable for why not anyOf of literals). */
/* @__NO_SIDE_EFFECTS__ */
export function StringEnum<const T extends readonly string[]>(values: T) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });
}
