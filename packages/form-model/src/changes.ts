// The form studio's change report: what an analyst's edit changes against the last committed
// version of a form, whether it needs a version bump, and whether drafts saved under the old version
// still load. Pure data: the studio words every change in Polish.
//
// The rule follows docs/adr/0005-form-versions.md and the engine's draft restoration
// (packages/form-engine/src/drafts/restoreDraft.ts): a draft of the SAME version is restored as it was
// (answers, step position and completed steps untouched, nothing re-checked), a draft of ANOTHER version
// is migrated (`survivingAnswers`, survivors.ts: answers whose field no longer exists, following its
// conditions on the data, are dropped; the wizard starts again from the first step and re-checks every
// kept answer). So a change needs a bump (the next minor version) when a draft restored as it was could
// hold an answer to a question that is gone or changed, miss a newly required answer, or point at steps
// that moved; and old drafts "still load" when that migration keeps every answer they can hold.
// docs/decisions.md ("Form studio") lists the rule change by change. Which answers the
// migration drops is not decided here: `answerFate` (survivors.ts) applies the migration's own rule to
// each field of the old version.
import { canonical, type JsonObject } from './json.ts';
import type { Condition, FieldModel, FieldOption, FormModel, FormUiInput } from './model.ts';
import { buildFormModel } from './model.ts';
import { ITEMS, parsePointer, toPointer } from './pointer.ts';
import { answerFate } from './survivors.ts';
import { orderNames } from './ui.ts';

/** Required whenever shown (`always`), only under some conditions (`conditional`), or not (`never`). */
export type RequirementLevel = 'always' | 'conditional' | 'never';

export interface Requirement {
  readonly level: RequirementLevel;
  /** The conditions that make it required (`requiredWhen`); empty unless `conditional`. */
  readonly when: readonly Condition[];
}

/** The JSON type of a field: the model's kind and the schema's `type` as written. */
export interface FieldType {
  readonly kind: FieldModel['kind'];
  readonly type: string | readonly string[] | undefined;
}

/** What the report says about a field, without its schema. */
export interface FieldSummary {
  /** Template pointer of its data (`/parcels/*\/number`). */
  readonly pointer: string;
  readonly label: string;
  readonly type: FieldType;
  readonly widget: string | undefined;
  readonly options: readonly FieldOption[] | undefined;
  readonly required: RequirementLevel;
}

/** One keyword of a field's schema that changed; `undefined` where it is absent. */
export interface RuleChange {
  readonly keyword: string;
  readonly before: unknown;
  readonly after: unknown;
  /**
   * The change cannot make an answer that was valid invalid: the keyword was removed, a lower bound went
   * down or an upper bound up, or it is an annotation (default, errorMessage, readOnly...).
   */
  readonly loosened: boolean;
  /**
   * Why the rule after the change cannot work (a field it names does not exist), from
   * `CompareOptions.inactiveRule`: such a rule refuses nothing the report can judge, so it is neither
   * "stricter" nor a reason for a new version; the schema check refuses it.
   */
  readonly inactive?: string;
}

export interface CompareOptions {
  /** Why a rule keyword (after the change) of a field cannot work, or undefined when it can. */
  readonly inactiveRule?: (field: FieldModel, keyword: string, value: unknown) => string | undefined;
}

interface BeforeAfter<T> {
  readonly before: T;
  readonly after: T;
}

interface FieldChangeBase {
  /** Template pointer of the field (after the change; before it for a removed field). */
  readonly pointer: string;
  /**
   * How an analyst knows the field: its label and those of the objects it is in ("Kontakt › Telefon"),
   * after the change (before it for a removed field). The report names fields by it.
   */
  readonly label: string;
  /** The id of the step that shows the field (after the change; before it for a removed field). */
  readonly step: string | undefined;
  /** Whether this change alone needs the next version (the rule is in the module comment). */
  readonly needsVersionBump: boolean;
}

export type FieldChange =
  | (FieldChangeBase & {
      readonly kind: 'fieldAdded';
      readonly field: FieldSummary;
      /** It, and every field inside it (a new section adds its fields too), depth first. */
      readonly pointers: readonly string[];
    })
  | (FieldChangeBase & {
      readonly kind: 'fieldRemoved';
      readonly field: FieldSummary;
      readonly pointers: readonly string[];
    })
  | (FieldChangeBase & {
      readonly kind: 'fieldRenamed';
      readonly before: FieldSummary;
      readonly after: FieldSummary;
      /** What the heuristic matched on (besides the step, type and widget): the label or the options. */
      readonly matchedBy: 'label' | 'options';
    })
  | (FieldChangeBase & {
      /** Required always now, or under a condition it was not required under before. */
      readonly kind: 'madeRequired';
      readonly before: Requirement;
      readonly after: Requirement;
    })
  | (FieldChangeBase & {
      /** No longer always required, or no longer under a condition it was required under. */
      readonly kind: 'madeOptional';
      readonly before: Requirement;
      readonly after: Requirement;
    })
  | (FieldChangeBase & { readonly kind: 'labelChanged'; readonly before: string; readonly after: string })
  | (FieldChangeBase &
      BeforeAfter<string | undefined> & {
        /** Its help text: the schema's description or ui:help (after `$ref`s and shared uiSchema). */
        readonly kind: 'helpChanged';
      })
  | (FieldChangeBase & {
      /** An object shows fields both versions have in another order (labels, in the new order). */
      readonly kind: 'fieldsReordered';
      readonly before: readonly string[];
      readonly after: readonly string[];
    })
  | (FieldChangeBase & {
      readonly kind: 'typeChanged';
      readonly before: FieldType;
      readonly after: FieldType;
      /** The kind is the same and every type accepted before still is (e.g. `null` added). */
      readonly widened: boolean;
    })
  | (FieldChangeBase & BeforeAfter<string | undefined> & { readonly kind: 'widgetChanged' })
  | (FieldChangeBase & {
      readonly kind: 'optionsChanged';
      readonly added: readonly FieldOption[];
      readonly removed: readonly FieldOption[];
      readonly retitled: readonly {
        readonly value: unknown;
        readonly before: string;
        readonly after: string;
      }[];
    })
  | (FieldChangeBase & { readonly kind: 'rulesChanged'; readonly rules: readonly RuleChange[] })
  | (FieldChangeBase & {
      /** The conditions under which the field shows (`shownWhen`) changed. */
      readonly kind: 'shownWhenChanged';
      readonly before: readonly Condition[];
      readonly after: readonly Condition[];
    })
  | (FieldChangeBase & {
      /** A section (top-level field) is shown on another step. `step` is the new one. */
      readonly kind: 'fieldMoved';
      readonly stepBefore: string | undefined;
    });

export interface StepSummary {
  readonly id: string;
  readonly title: string;
}

export type StepChange =
  | {
      readonly kind: 'stepAdded';
      readonly step: string;
      readonly title: string;
      readonly needsVersionBump: boolean;
    }
  | {
      readonly kind: 'stepRemoved';
      readonly step: string;
      readonly title: string;
      readonly needsVersionBump: boolean;
    }
  | {
      /** The step's id changed (matched by the same sections or the same title). `step` is the new id. */
      readonly kind: 'stepRenamed';
      readonly step: string;
      readonly before: StepSummary;
      readonly after: StepSummary;
      readonly needsVersionBump: boolean;
    }
  | {
      /** Same id, another title. */
      readonly kind: 'stepRetitled';
      readonly step: string;
      readonly before: string;
      readonly after: string;
      readonly needsVersionBump: boolean;
    }
  | {
      /** The steps both versions have, in another order (ids after the change). */
      readonly kind: 'stepsReordered';
      readonly before: readonly string[];
      readonly after: readonly string[];
      readonly needsVersionBump: boolean;
    };

export type FormChange = FieldChange | StepChange;
export type FormChangeKind = FormChange['kind'];

/**
 * What an old draft's answer meets after the migration to the new version. `answerDropped`: the
 * migration can drop it (always, for a removed or renamed field or one now of another kind; while its new
 * condition does not hold, for `nowConditional`). `answerRechecked`: it is kept (or missing) and the
 * wizard's re-check may refuse it, so the user is asked to answer again.
 */
export type DraftProblem =
  | {
      readonly kind: 'answerDropped';
      readonly pointer: string;
      /** The field's label path, as in FieldChangeBase. */
      readonly label: string;
      readonly step: string | undefined;
      readonly reason: 'fieldRemoved' | 'fieldRenamed' | 'kindChanged' | 'nowConditional';
    }
  | {
      readonly kind: 'answerRechecked';
      readonly pointer: string;
      readonly label: string;
      readonly step: string | undefined;
      readonly reason:
        'typeChanged' | 'optionsRemoved' | 'rulesTightened' | 'madeRequired' | 'requiredFieldAdded';
    };

export interface FormChangeReport {
  /**
   * Steps first (removed, renamed, retitled, added, reordered), then fields: removed and renamed ones, added
   * ones, then the changes to fields both versions have, in the old version's order.
   */
  readonly changes: readonly FormChange[];
  /** Whether any change needs the next (minor) version in the catalog. */
  readonly needsVersionBump: boolean;
  /**
   * Whether a draft saved under the old version keeps all its answers: restored as it was when no bump is
   * needed, else migrated without dropping any answer (no `answerDropped` problem).
   */
  readonly oldDraftsLoad: boolean;
  readonly draftProblems: readonly DraftProblem[];
}

/** A form as the package's other entry points take it: bundled schema and ui.json. */
export interface FormSource {
  readonly schema: JsonObject;
  readonly ui?: FormUiInput;
}

const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

// Keywords the report compares elsewhere (or that carry no rule): titles and texts, the type, the
// options, and the structure whose fields the model compares one by one.
const NOT_RULES = new Set([
  '$ref',
  '$id',
  '$schema',
  '$comment',
  'title',
  'description',
  'examples',
  'definitions',
  'type',
  'enum',
  'enumNames',
  'properties',
  'required',
  'if',
  'then',
  'else',
  'dependencies',
  'allOf',
]);
// Keywords that never refuse an answer.
const ANNOTATIONS = new Set(['default', 'errorMessage', 'readOnly', 'writeOnly', 'deprecated']);
const LOWER_BOUNDS = new Set(['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties']);
const UPPER_BOUNDS = new Set([
  'maximum',
  'exclusiveMaximum',
  'maxLength',
  'maxItems',
  'maxProperties',
  'trimmedMaxLength',
]);

function loosened(keyword: string, before: unknown, after: unknown): boolean {
  if (ANNOTATIONS.has(keyword) || after === undefined) return true;
  if (typeof before !== 'number' || typeof after !== 'number') return false;
  if (LOWER_BOUNDS.has(keyword)) return after <= before;
  if (UPPER_BOUNDS.has(keyword)) return after >= before;
  return false;
}

function ruleKeywords(field: FieldModel): Set<string> {
  const keywords = new Set(Object.keys(field.schema).filter((keyword) => !NOT_RULES.has(keyword)));
  // Choices are compared as options; a list's items as the `*` field.
  if (field.options && !(field.kind === 'array')) {
    keywords.delete('oneOf');
    keywords.delete('anyOf');
  }
  if (field.item) keywords.delete('items');
  return keywords;
}

function requirementOf(field: FieldModel): Requirement {
  if (field.required) return { level: 'always', when: [] };
  if (field.requiredWhen.length > 0) return { level: 'conditional', when: field.requiredWhen };
  return { level: 'never', when: [] };
}

function typeOf(field: FieldModel): FieldType {
  const type = field.schema.type;
  return {
    kind: field.kind,
    type: typeof type === 'string' ? type : Array.isArray(type) ? type.map(String) : undefined,
  };
}

function typeList(type: FieldType): readonly string[] | undefined {
  return type.type === undefined ? undefined : typeof type.type === 'string' ? [type.type] : type.type;
}

function summaryOf(field: FieldModel): FieldSummary {
  return {
    pointer: field.pointer,
    label: field.label,
    type: typeOf(field),
    widget: field.widget,
    options: field.options,
    required: requirementOf(field).level,
  };
}

const parentOf = (pointer: string) => pointer.slice(0, pointer.lastIndexOf('/'));

function sectionOf(pointer: string): string | undefined {
  return parsePointer(pointer)[0];
}

function stepsBySection(model: FormModel): Map<string, string> {
  const steps = new Map<string, string>();
  for (const step of model.steps)
    for (const name of step.fields) if (!steps.has(name)) steps.set(name, step.id);
  return steps;
}

/** Matches the steps of both versions: by id, else a removed and an added step with the same sections or title. */
function matchSteps(before: FormModel, after: FormModel) {
  const afterIds = new Set(after.steps.map((step) => step.id));
  const beforeIds = new Set(before.steps.map((step) => step.id));
  const removed = before.steps.filter((step) => !afterIds.has(step.id));
  const added = after.steps.filter((step) => !beforeIds.has(step.id));
  /** Old step id -> new step id. */
  const mapping = new Map<string, string>(
    before.steps.filter((step) => afterIds.has(step.id)).map((step) => [step.id, step.id]),
  );
  const renamed: { before: StepSummary; after: StepSummary }[] = [];
  const used = new Set<string>();
  for (const old of removed) {
    const match =
      added.find((step) => !used.has(step.id) && step.fields.length > 0 && same(step.fields, old.fields)) ??
      added.find((step) => !used.has(step.id) && step.title === old.title);
    if (!match) continue;
    used.add(match.id);
    mapping.set(old.id, match.id);
    renamed.push({ before: { id: old.id, title: old.title }, after: { id: match.id, title: match.title } });
  }
  return {
    mapping,
    renamed,
    removed: removed.filter((step) => !mapping.has(step.id)),
    added: added.filter((step) => !used.has(step.id)),
  };
}

/** Fields (by pointer) of `fields` whose parent is not among them: the roots of added/removed subtrees. */
function topmost(pointers: readonly string[]): string[] {
  const set = new Set(pointers);
  return pointers.filter((pointer) => !set.has(parentOf(pointer)));
}

function descendants(pointer: string, pointers: readonly string[]): string[] {
  return pointers.filter((candidate) => candidate === pointer || candidate.startsWith(`${pointer}/`));
}

function optionValues(field: FieldModel): string | undefined {
  return field.options && field.options.length > 0
    ? canonical(field.options.map((option) => option.value))
    : undefined;
}

const conditionKeys = (conditions: readonly Condition[]) => new Set(conditions.map(canonical));
const difference = (a: Set<string>, b: Set<string>) => [...a].filter((key) => !b.has(key));

/** "Kontakt › Telefon": the labels of a field and the objects it is in (list items add none). */
function labelPath(fields: ReadonlyMap<string, FieldModel>, pointer: string): string {
  const segments = parsePointer(pointer);
  const labels: string[] = [];
  segments.forEach((segment, index) => {
    if (segment === ITEMS) return;
    const field = fields.get(toPointer(segments.slice(0, index + 1)));
    labels.push(field?.label ?? String(segment));
  });
  return labels.join(' › ');
}

/** The help a field shows: its schema description, or ui:help where the uiSchema gives one. */
function helpOf(field: FieldModel): string | undefined {
  const help = field.ui['ui:help'];
  return typeof help === 'string' ? help : field.description;
}

/** The names of an object's fields in the order the wizard shows them (ui:order over the schema's). */
function shownOrder(field: FieldModel): string[] {
  const names = (field.shape?.declarations ?? []).map((declaration) => declaration.field.name);
  return orderNames(names, field.ui['ui:order']);
}

/**
 * Compares two versions of a form, field by field (by template pointer) and step by step (by id).
 *
 * Added and removed subtrees are reported at their root (a new section is one `fieldAdded` listing its
 * fields). A removed and an added field are reported as one `fieldRenamed` (a heuristic: nothing in the
 * files says a field was renamed) when both roots are shown on the same step (after matching renamed
 * steps), have the same kind, schema type and widget, and the same label or the same option values; the
 * first such added field in document order is taken, one with the same parent object first.
 */
export function compareForms(
  before: FormModel,
  after: FormModel,
  options: CompareOptions = {},
): FormChangeReport {
  const steps = matchSteps(before, after);
  const stepBefore = stepsBySection(before);
  const stepAfter = stepsBySection(after);
  const stepOfBefore = (pointer: string) => {
    const section = sectionOf(pointer);
    return section === undefined ? undefined : stepBefore.get(section);
  };
  const stepOfAfter = (pointer: string) => {
    const section = sectionOf(pointer);
    return section === undefined ? undefined : stepAfter.get(section);
  };
  const mappedStepOfBefore = (pointer: string) => {
    const step = stepOfBefore(pointer);
    return step === undefined ? undefined : (steps.mapping.get(step) ?? `removed:${step}`);
  };

  const changes: FormChange[] = [];
  const problems: DraftProblem[] = [];

  // Steps.
  for (const step of steps.removed)
    changes.push({ kind: 'stepRemoved', step: step.id, title: step.title, needsVersionBump: true });
  for (const { before: old, after: now } of steps.renamed)
    changes.push({ kind: 'stepRenamed', step: now.id, before: old, after: now, needsVersionBump: true });
  for (const step of after.steps) {
    const old = before.steps.find((candidate) => candidate.id === step.id);
    if (old && old.title !== step.title)
      changes.push({
        kind: 'stepRetitled',
        step: step.id,
        before: old.title,
        after: step.title,
        needsVersionBump: false,
      });
  }
  for (const step of steps.added)
    changes.push({ kind: 'stepAdded', step: step.id, title: step.title, needsVersionBump: true });
  const kept = new Set(steps.mapping.values());
  const orderBefore = before.steps.flatMap((step) => {
    const id = steps.mapping.get(step.id);
    return id === undefined ? [] : [id];
  });
  const orderAfter = after.steps.map((step) => step.id).filter((id) => kept.has(id));
  if (!same(orderBefore, orderAfter))
    changes.push({ kind: 'stepsReordered', before: orderBefore, after: orderAfter, needsVersionBump: true });

  // Fields.
  const beforeFields = new Map(before.fields.map((field) => [field.pointer, field]));
  const afterFields = new Map(after.fields.map((field) => [field.pointer, field]));
  const labelBefore = (pointer: string) => labelPath(beforeFields, pointer);
  const labelAfter = (pointer: string) => labelPath(afterFields, pointer);
  const removedPointers = before.fields
    .filter((field) => answerFate(field, after).reason === 'fieldRemoved')
    .map((field) => field.pointer);
  const addedPointers = after.fields.map((field) => field.pointer).filter((p) => !beforeFields.has(p));
  const removedRoots = topmost(removedPointers);
  const addedRoots = topmost(addedPointers);

  const renamedTo = new Map<string, { to: string; matchedBy: 'label' | 'options' }>();
  const renamedTargets = new Set<string>();
  for (const pointer of removedRoots) {
    const old = beforeFields.get(pointer)!;
    const candidates = addedRoots.flatMap((candidate) => {
      if (renamedTargets.has(candidate)) return [];
      const now = afterFields.get(candidate)!;
      if (mappedStepOfBefore(pointer) !== stepOfAfter(candidate)) return [];
      if (old.kind !== now.kind || !same(old.schema.type, now.schema.type) || old.widget !== now.widget)
        return [];
      const values = optionValues(old);
      const matchedBy: 'label' | 'options' | undefined =
        old.label === now.label
          ? 'label'
          : values !== undefined && values === optionValues(now)
            ? 'options'
            : undefined;
      return matchedBy ? [{ to: candidate, matchedBy }] : [];
    });
    const match =
      candidates.find((candidate) => parentOf(candidate.to) === parentOf(pointer)) ?? candidates[0];
    if (!match) continue;
    renamedTo.set(pointer, match);
    renamedTargets.add(match.to);
  }

  for (const pointer of removedRoots) {
    const old = beforeFields.get(pointer)!;
    const rename = renamedTo.get(pointer);
    if (rename) {
      const now = afterFields.get(rename.to)!;
      const step = stepOfAfter(rename.to);
      changes.push({
        kind: 'fieldRenamed',
        pointer: rename.to,
        label: labelAfter(rename.to),
        step,
        before: summaryOf(old),
        after: summaryOf(now),
        matchedBy: rename.matchedBy,
        needsVersionBump: true,
      });
      problems.push({
        kind: 'answerDropped',
        pointer,
        label: labelBefore(pointer),
        step: stepOfBefore(pointer),
        reason: 'fieldRenamed',
      });
    } else {
      const step = stepOfBefore(pointer);
      changes.push({
        kind: 'fieldRemoved',
        pointer,
        label: labelBefore(pointer),
        step,
        field: summaryOf(old),
        pointers: descendants(pointer, removedPointers),
        needsVersionBump: true,
      });
      problems.push({
        kind: 'answerDropped',
        pointer,
        label: labelBefore(pointer),
        step,
        reason: 'fieldRemoved',
      });
    }
  }
  for (const pointer of addedRoots) {
    if (renamedTargets.has(pointer)) continue;
    const field = afterFields.get(pointer)!;
    const pointers = descendants(pointer, addedPointers);
    const required = pointers.filter((p) => requirementOf(afterFields.get(p)!).level !== 'never');
    const step = stepOfAfter(pointer);
    changes.push({
      kind: 'fieldAdded',
      pointer,
      label: labelAfter(pointer),
      step,
      field: summaryOf(field),
      pointers,
      needsVersionBump: required.length > 0,
    });
    for (const p of required)
      problems.push({
        kind: 'answerRechecked',
        pointer: p,
        label: labelAfter(p),
        step,
        reason: 'requiredFieldAdded',
      });
  }

  for (const old of before.fields) {
    const now = afterFields.get(old.pointer);
    if (!now) continue;
    const pointer = now.pointer;
    const step = stepOfAfter(pointer);
    const fate = answerFate(old, after);
    const base = { pointer, step, label: labelAfter(pointer) };

    if (parsePointer(pointer).length === 1 && mappedStepOfBefore(pointer) !== step)
      changes.push({
        ...base,
        kind: 'fieldMoved',
        stepBefore: stepOfBefore(pointer),
        needsVersionBump: true,
      });

    if (old.label !== now.label)
      changes.push({
        ...base,
        kind: 'labelChanged',
        before: old.label,
        after: now.label,
        needsVersionBump: false,
      });

    if (helpOf(old) !== helpOf(now))
      changes.push({
        ...base,
        kind: 'helpChanged',
        before: helpOf(old),
        after: helpOf(now),
        needsVersionBump: false,
      });

    // Only the fields both versions have, shown under the same kind of declaration: an added or removed
    // one, or one moved into or out of a condition (RJSF shows those last), is reported as such.
    const conditional = (field: FieldModel, name: string) =>
      field.shape?.declarations.find((declaration) => declaration.field.name === name)?.conditional;
    const orderBefore = shownOrder(old).filter((name) => {
      const after = conditional(now, name);
      return after !== undefined && after === conditional(old, name);
    });
    const orderAfter = shownOrder(now).filter((name) => orderBefore.includes(name));
    if (!same(orderBefore, orderAfter)) {
      const labelOf = (name: string) => afterFields.get(`${pointer}${toPointer([name])}`)?.label ?? name;
      changes.push({
        ...base,
        kind: 'fieldsReordered',
        before: orderBefore.map(labelOf),
        after: orderAfter.map(labelOf),
        needsVersionBump: false,
      });
    }

    const typeBefore = typeOf(old);
    const typeAfter = typeOf(now);
    if (!same(typeBefore, typeAfter)) {
      const listBefore = typeList(typeBefore);
      const listAfter = typeList(typeAfter);
      const widened =
        typeBefore.kind === typeAfter.kind &&
        (listAfter === undefined ||
          (listBefore !== undefined && listBefore.every((t) => listAfter.includes(t))));
      changes.push({
        ...base,
        kind: 'typeChanged',
        before: typeBefore,
        after: typeAfter,
        widened,
        needsVersionBump: !widened,
      });
      if (fate.kept === 'never')
        problems.push({ kind: 'answerDropped', pointer, label: base.label, step, reason: fate.reason });
      else if (!widened)
        problems.push({ kind: 'answerRechecked', pointer, label: base.label, step, reason: 'typeChanged' });
    }

    if (old.widget !== now.widget)
      changes.push({
        ...base,
        kind: 'widgetChanged',
        before: old.widget,
        after: now.widget,
        needsVersionBump: false,
      });

    const requirementBefore = requirementOf(old);
    const requirementAfter = requirementOf(now);
    const whenBefore = conditionKeys(requirementBefore.when);
    const whenAfter = conditionKeys(requirementAfter.when);
    const requirement = { before: requirementBefore, after: requirementAfter };
    // More required: now always (and not before), or required under a condition it was not before.
    const moreRequired =
      requirementBefore.level !== 'always' &&
      (requirementAfter.level === 'always' || difference(whenAfter, whenBefore).length > 0);
    const lessRequired =
      requirementAfter.level !== 'always' &&
      (requirementBefore.level === 'always' || difference(whenBefore, whenAfter).length > 0);
    if (moreRequired) {
      changes.push({ ...base, ...requirement, kind: 'madeRequired', needsVersionBump: true });
      problems.push({ kind: 'answerRechecked', pointer, label: base.label, step, reason: 'madeRequired' });
    }
    if (lessRequired)
      changes.push({ ...base, ...requirement, kind: 'madeOptional', needsVersionBump: false });

    // A list of choices keeps its options on the list; its items would repeat them.
    const listed =
      old.name === ITEMS &&
      (beforeFields.get(parentOf(pointer))?.options !== undefined ||
        afterFields.get(parentOf(pointer))?.options !== undefined);
    if (!listed && (old.options || now.options) && !same(old.options, now.options)) {
      const valuesAfter = new Map((now.options ?? []).map((option) => [canonical(option.value), option]));
      const valuesBefore = new Map((old.options ?? []).map((option) => [canonical(option.value), option]));
      const added = (now.options ?? []).filter((option) => !valuesBefore.has(canonical(option.value)));
      const removed = (old.options ?? []).filter((option) => !valuesAfter.has(canonical(option.value)));
      const retitled = (old.options ?? []).flatMap((option) => {
        const match = valuesAfter.get(canonical(option.value));
        return match && match.title !== option.title
          ? [{ value: option.value, before: option.title, after: match.title }]
          : [];
      });
      if (added.length + removed.length + retitled.length > 0) {
        changes.push({
          ...base,
          kind: 'optionsChanged',
          added,
          removed,
          retitled,
          needsVersionBump: removed.length > 0,
        });
        if (removed.length > 0)
          problems.push({
            kind: 'answerRechecked',
            pointer,
            label: base.label,
            step,
            reason: 'optionsRemoved',
          });
      }
    }

    const keywords = [...new Set([...ruleKeywords(old), ...ruleKeywords(now)])];
    const rules = keywords.flatMap((keyword): RuleChange[] => {
      const ruleBefore = old.schema[keyword];
      const ruleAfter = now.schema[keyword];
      if (same(ruleBefore, ruleAfter)) return [];
      const inactive = ruleAfter === undefined ? undefined : options.inactiveRule?.(now, keyword, ruleAfter);
      const rule = { keyword, before: ruleBefore, after: ruleAfter };
      return [
        inactive === undefined
          ? { ...rule, loosened: loosened(keyword, ruleBefore, ruleAfter) }
          : { ...rule, loosened: false, inactive },
      ];
    });
    if (rules.length > 0) {
      const tightened = rules.some((rule) => !rule.loosened && rule.inactive === undefined);
      changes.push({ ...base, kind: 'rulesChanged', rules, needsVersionBump: tightened });
      if (tightened)
        problems.push({
          kind: 'answerRechecked',
          pointer,
          label: base.label,
          step,
          reason: 'rulesTightened',
        });
    }

    // Conditions are inherited: report a field only for the conditions its parent did not gain or lose.
    const shownBefore = conditionKeys(old.shownWhen);
    const shownAfter = conditionKeys(now.shownWhen);
    const parentBefore = beforeFields.get(parentOf(pointer));
    const parentAfter = afterFields.get(parentOf(pointer));
    const parentGained = new Set(
      parentBefore && parentAfter
        ? difference(conditionKeys(parentAfter.shownWhen), conditionKeys(parentBefore.shownWhen))
        : [],
    );
    const parentLost = new Set(
      parentBefore && parentAfter
        ? difference(conditionKeys(parentBefore.shownWhen), conditionKeys(parentAfter.shownWhen))
        : [],
    );
    const gained = difference(shownAfter, shownBefore).filter((key) => !parentGained.has(key));
    const lost = difference(shownBefore, shownAfter).filter((key) => !parentLost.has(key));
    if (gained.length + lost.length > 0) {
      changes.push({
        ...base,
        kind: 'shownWhenChanged',
        before: old.shownWhen,
        after: now.shownWhen,
        needsVersionBump: true,
      });
      // Reported once, at the topmost field that gained the condition: its answers go with it.
      if (gained.length > 0 && fate.kept === 'when')
        problems.push({ kind: 'answerDropped', pointer, label: base.label, step, reason: fate.reason });
    }
  }

  const needsVersionBump = changes.some((change) => change.needsVersionBump);
  return {
    changes,
    needsVersionBump,
    oldDraftsLoad: !needsVersionBump || !problems.some((problem) => problem.kind === 'answerDropped'),
    draftProblems: problems,
  };
}

/** `compareForms` on two forms as bundled schema and ui.json (each resolved with `buildFormModel`). */
export function compareFormSources(
  before: FormSource,
  after: FormSource,
  options: CompareOptions = {},
): FormChangeReport {
  return compareForms(
    buildFormModel(before.schema, before.ui),
    buildFormModel(after.schema, after.ui),
    options,
  );
}

/**
 * The version a form goes to when its report `needsVersionBump` (docs/adr/0005-form-versions.md: the next
 * minor version): `1.1.0` -> `1.2.0`. Undefined for a version that is not `major.minor.patch`.
 */
export function nextMinorVersion(version: string): string | undefined {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version.trim());
  return match ? `${match[1]}.${Number(match[2]) + 1}.0` : undefined;
}
