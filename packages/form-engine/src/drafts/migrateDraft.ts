// A draft written for an older version of the form (catalog `version`) is migrated: answers whose field
// still exists in the schema are kept, unknown paths are dropped. When nothing survives, the draft is
// discarded and the user is told so (applications issue "Drafts").
import type { RJSFSchema, SchemaUtilsType } from '@rjsf/utils';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `data` without the paths the schema does not know (following its conditions on the data). */
export function dropUnknownPaths(schemaUtils: SchemaUtilsType, data: unknown, schema?: RJSFSchema): unknown {
  const resolved = schemaUtils.retrieveSchema(schema ?? schemaUtils.getRootSchema(), data);
  if (Array.isArray(data)) {
    const items = resolved.items;
    if (!isObject(items)) return resolved.type === 'array' || resolved.type === undefined ? data : undefined;
    return data.map((item) => dropUnknownPaths(schemaUtils, item, items as RJSFSchema));
  }
  if (!isObject(data)) {
    if (resolved.type === 'object' || resolved.type === 'array') return undefined;
    return data;
  }
  if (resolved.type !== undefined && resolved.type !== 'object') return undefined;
  const properties = isObject(resolved.properties) ? (resolved.properties as Record<string, RJSFSchema>) : {};
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const child = properties[key];
    if (!child) continue;
    const kept = dropUnknownPaths(schemaUtils, value, child);
    if (kept !== undefined) result[key] = kept;
  }
  return result;
}

export function isEmptyData(data: unknown): boolean {
  if (data === undefined || data === null || data === '') return true;
  if (Array.isArray(data)) return data.every(isEmptyData);
  if (isObject(data)) return Object.values(data).every(isEmptyData);
  return false;
}
