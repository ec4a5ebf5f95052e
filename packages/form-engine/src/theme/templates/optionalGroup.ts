// Which fields are required *now* ("Rachunek do zwrotu nadpłaty — Nieobowiązkowe" showed
// "Numer rachunku bankowego*"): a field the schema requires inside an optional group is required only once
// the group holds an answer. An optional group left empty is dropped before validation
// (schema/normalizeData.ts), so the step never refuses its fields empty and they show no asterisk and no
// aria-required until something in the group is filled in.
import { createContext, useContext } from 'react';

/** True below an optional group (not required by its parent, not a list item) that holds no answer. */
export const EmptyOptionalGroupContext = createContext(false);

/** Whether a value counts as not given, as normalizeFormData prunes it (blank text, groups of such). */
export function isUnanswered(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'object' && !Array.isArray(value)) return Object.values(value).every(isUnanswered);
  return false;
}

/** `required` as the step enforces it where this field is rendered. */
export function useRequiredNow(required: boolean | undefined): boolean {
  const insideEmptyOptional = useContext(EmptyOptionalGroupContext);
  return Boolean(required) && !insideEmptyOptional;
}
