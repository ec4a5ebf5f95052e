// Which of a model's fields the data shows: a branch applies when its condition holds on the data of its
// object. The `if` subschemas use the validation language's own keywords (powerLimit, aboveKw, …), so a
// validator judges them: the engine passes its precompiled one, the server and the tools an Ajv instance.
import type { Condition, FieldModel, ObjectShape } from './model.ts';
import { isJsonObject, type JsonObject } from './json.ts';

/** Whether `data` matches `schema` (an `if` subschema of the form's bundled schema). */
export type SchemaMatcher = (schema: JsonObject, data: unknown) => boolean;

export function conditionHolds(condition: Condition, value: unknown, matches: SchemaMatcher): boolean {
  if (condition.kind === 'dependency') return isJsonObject(value) && value[condition.property] !== undefined;
  // RJSF judges a missing object as {} (retrieveSchema's resolveCondition).
  return matches(condition.schema, value ?? {}) !== condition.negated;
}

export interface ActiveProperties {
  /** The properties the data shows, by name, in the order RJSF merges them (before ui:order). */
  readonly fields: Map<string, FieldModel>;
  /** Whether the shown object declares `properties` (its own or an applying branch's). */
  readonly declaresProperties: boolean;
}

/** The properties of an object shown for its data `value`; a base property wins over a branch's restatement. */
export function activeProperties(
  shape: ObjectShape,
  value: unknown,
  matches: SchemaMatcher,
): ActiveProperties {
  const fields = new Map<string, FieldModel>();
  let declaresProperties = shape.declaresProperties;
  const visit = (current: ObjectShape) => {
    for (const member of current.members) {
      if ('property' in member) {
        if (!fields.has(member.property.name)) fields.set(member.property.name, member.property);
      } else if (conditionHolds(member.branch.condition, value, matches)) {
        declaresProperties ||= member.branch.shape.declaresProperties;
        visit(member.branch.shape);
      }
    }
  };
  visit(shape);
  return { fields, declaresProperties };
}

/** A property of an object in any branch (base first, then the branches depth first), whatever the data. */
export function anyProperty(shape: ObjectShape, name: string): FieldModel | undefined {
  const own = shape.properties.find((field) => field.name === name);
  if (own) return own;
  for (const branch of shape.branches) {
    const found = anyProperty(branch.shape, name);
    if (found) return found;
  }
  return undefined;
}
