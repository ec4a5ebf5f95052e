// Answers a form can take from elsewhere, declared in the uiSchema, never by field name:
// - `ui:options.prefill: "email"`: the signed-in customer's account property (firstName, lastName, email,
//   phone) fills the field when a new application starts and the field is empty; the registration's
//   (form 100's) marked answers are what its approval stores on the account (accountProfileFrom);
// - `ui:options.copyFrom: "/contact/phone"`: the field, when it appears empty, takes the answer at that
//   pointer if it is a valid value for it (the SMS phone from the mobile number given on the same step).
// Every branch counts: a field in a branch is pre-filled too and only shown (and sent) when its branch holds.
import { isJsonObject } from './json.ts';
import type { FieldModel, FormModel, ObjectShape } from './model.ts';
import { ITEMS, parsePointer } from './pointer.ts';
import { uiOptionsOf } from './ui.ts';

/** The account properties a form may take. */
export const ACCOUNT_PROPERTIES = ['firstName', 'lastName', 'email', 'phone'] as const;
export type AccountProperty = (typeof ACCOUNT_PROPERTIES)[number];
export type AccountProfile = Readonly<Partial<Record<AccountProperty, string>>>;

export interface AccountPrefill {
  /** The field's pointer (no list items: a list's rows are the customer's own). */
  readonly pointer: string;
  readonly property: AccountProperty;
}

function isAccountProperty(value: unknown): value is AccountProperty {
  return typeof value === 'string' && (ACCOUNT_PROPERTIES as readonly string[]).includes(value);
}

// Branches share their shapes and fields (a model of the largest form reaches 53 shapes 249 times), so each
// object is read once: this runs in the wizard's first render.
function collect(
  shape: ObjectShape | undefined,
  into: Map<string, AccountProperty>,
  seen: Set<object>,
): void {
  if (!shape || seen.has(shape)) return;
  seen.add(shape);
  for (const { field } of shape.declarations) visit(field, into, seen);
  for (const field of shape.properties) visit(field, into, seen);
  for (const branch of shape.branches) collect(branch.shape, into, seen);
}

function visit(field: FieldModel, into: Map<string, AccountProperty>, seen: Set<object>): void {
  if (seen.has(field)) return;
  seen.add(field);
  const property = uiOptionsOf(field.ui).prefill;
  if (isAccountProperty(property) && !parsePointer(field.pointer).includes(ITEMS)) {
    into.set(field.pointer, property);
  }
  collect(field.shape, into, seen);
}

const prefillsOfModel = new WeakMap<FormModel, readonly AccountPrefill[]>();

/** Every field of a form that takes an account property, in pointer order. */
export function accountPrefills(model: FormModel): readonly AccountPrefill[] {
  let prefills = prefillsOfModel.get(model);
  if (prefills) return prefills;
  const found = new Map<string, AccountProperty>();
  collect(model.root, found, new Set());
  prefills = [...found.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([pointer, property]) => ({ pointer, property }));
  prefillsOfModel.set(model, prefills);
  return prefills;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function withValue(data: unknown, path: readonly string[], value: string): unknown {
  const [head, ...rest] = path as [string, ...string[]];
  const object = isJsonObject(data) ? data : {};
  if (rest.length === 0) return isEmpty(object[head]) ? { ...object, [head]: value } : object;
  const next = withValue(object[head], rest, value);
  return next === object[head] ? object : { ...object, [head]: next };
}

/** `data` with each empty prefilled field set from the account; what the customer gave stays. Never mutates. */
export function withAccountPrefill<T extends Record<string, unknown>>(
  data: T,
  prefills: readonly AccountPrefill[],
  account: AccountProfile | undefined,
): T {
  if (!account) return data;
  let result: unknown = data;
  for (const { pointer, property } of prefills) {
    const value = account[property];
    if (typeof value === 'string' && value.trim() !== '')
      result = withValue(result, parsePointer(pointer), value.trim());
  }
  return result as T;
}

/**
 * The reverse of withAccountPrefill: the account properties a form's answers give (form 100, the
 * registration, whose approval stores them on the new account). The first non-blank answer for each
 * property, in pointer order; a property no marked field answers is left out.
 */
export function accountProfileFrom(data: unknown, prefills: readonly AccountPrefill[]): AccountProfile {
  const profile: Partial<Record<AccountProperty, string>> = {};
  for (const { pointer, property } of prefills) {
    const value = answerAt(data, pointer);
    if (profile[property] === undefined && typeof value === 'string' && value.trim() !== '')
      profile[property] = value.trim();
  }
  return profile;
}

/** The answer at an absolute pointer, or undefined. */
export function answerAt(data: unknown, pointer: string): unknown {
  let node = data;
  for (const segment of parsePointer(pointer)) {
    if (!isJsonObject(node)) return undefined;
    node = node[segment];
  }
  return node;
}
