// Which answers of a draft saved under one version of a form survive the move to another version
// (docs/adr/0005-form-versions.md). One rule, read by both sides: the wizard's draft migration applies it to
// the answers of a draft (`survivingAnswers`), and the studio's change report applies it to the fields of
// the old version (`answerFate`) to say which answers drafts can lose. An answer survives when the new
// version has a field at its pointer that the answers show (its conditions judged on them) and that is of
// the same kind (object, list or value); everything under a dropped answer goes with it.
import { activeProperties, type SchemaMatcher } from './active.ts';
import { canonical, isJsonObject } from './json.ts';
import type { Condition, FieldModel, FormModel, ObjectShape } from './model.ts';
import { templateOf, toPointer, type PathSegment } from './pointer.ts';

/**
 * Why an answer is dropped: its field is gone (`fieldRemoved`), its field holds another kind of answer
 * (`kindChanged`), or its field shows only under conditions that do not hold (`nowConditional`).
 */
export type DropReason = 'fieldRemoved' | 'kindChanged' | 'nowConditional';

export interface DroppedAnswer {
  /** Data pointer of the answer (`/parcels/0/number`). */
  readonly pointer: string;
  /** Its template pointer (`/parcels/*\/number`). */
  readonly template: string;
  readonly reason: DropReason;
}

export interface SurvivingAnswers {
  /** The answers that survive (undefined when the root itself does not fit the form). */
  readonly answers: unknown;
  /** The topmost answers dropped, in the order of the data. */
  readonly dropped: readonly DroppedAnswer[];
}

/** The schema's `type` says the value cannot be an object, a list or a plain value. */
function typeRefuses(field: FieldModel | undefined, value: unknown): boolean {
  const type = field?.schema.type;
  if (Array.isArray(value)) return type !== undefined && type !== 'array';
  if (isJsonObject(value)) return type !== undefined && type !== 'object';
  return type === 'object' || type === 'array';
}

function walk(
  field: FieldModel | undefined,
  shape: ObjectShape | undefined,
  value: unknown,
  path: PathSegment[],
  matches: SchemaMatcher,
  dropped: DroppedAnswer[],
): unknown {
  const pointer = toPointer(path);
  if (typeRefuses(field, value)) {
    dropped.push({ pointer, template: templateOf(pointer), reason: 'kindChanged' });
    return undefined;
  }
  if (Array.isArray(value)) {
    const item = field?.item;
    return item
      ? value.map((element, index) =>
          walk(item, item.shape, element, [...path, String(index)], matches, dropped),
        )
      : value;
  }
  if (!isJsonObject(value)) return value;
  const active = shape ? activeProperties(shape, value, matches).fields : new Map<string, FieldModel>();
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const childField = active.get(key);
    if (!childField) {
      const at = toPointer([...path, key]);
      const declared = shape?.declarations.some((declaration) => declaration.field.name === key);
      const reason = declared ? 'nowConditional' : 'fieldRemoved';
      dropped.push({ pointer: at, template: templateOf(at), reason });
      continue;
    }
    const kept = walk(childField, childField.shape, child, [...path, key], matches, dropped);
    if (kept !== undefined) result[key] = kept;
  }
  return result;
}

/**
 * The answers of a draft that survive on the form `model` (any version: the draft's answers are judged
 * on the new one alone, as drafts keep no schema), and the answers dropped with the reason. `matches`
 * judges the conditions, on the draft's own answers. Never mutates `answers`.
 */
export function survivingAnswers(
  model: FormModel,
  answers: unknown,
  matches: SchemaMatcher,
): SurvivingAnswers {
  const dropped: DroppedAnswer[] = [];
  const kept = walk(undefined, model.root, answers, [], matches, dropped);
  return { answers: kept, dropped };
}

/** What the rule does to the answers a draft of the old version holds for a field. */
export type AnswerFate =
  | { readonly kept: 'always'; readonly reason?: undefined }
  | { readonly kept: 'never'; readonly reason: 'fieldRemoved' | 'kindChanged' }
  | {
      /** Kept while the conditions the field gained hold on the answers. */
      readonly kept: 'when';
      readonly reason: 'nowConditional';
      readonly conditions: readonly Condition[];
    };

/**
 * `survivingAnswers` judged for every possible answer to the old version's field `before`: gone with its
 * field, dropped when the field now holds another kind of answer, or kept only when the conditions the
 * field gained hold (an answer the old version showed already met the conditions it had then).
 */
export function answerFate(before: FieldModel, after: FormModel): AnswerFate {
  const now = after.field(before.pointer);
  if (!now) return { kept: 'never', reason: 'fieldRemoved' };
  if (now.kind !== before.kind) return { kept: 'never', reason: 'kindChanged' };
  const had = new Set(before.shownWhen.map(canonical));
  const gained = now.shownWhen.filter((condition) => !had.has(canonical(condition)));
  return gained.length > 0
    ? { kept: 'when', reason: 'nowConditional', conditions: gained }
    : { kept: 'always' };
}
