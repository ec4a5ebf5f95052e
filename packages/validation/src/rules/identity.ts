/** applications-spec §5 "Identifiers": PESEL is required unless the passport / residence number is filled. */
import { isFilled, readField, type FieldRef, type RuleCheck } from './rule-check.ts';

export interface PeselUnlessDocumentOptions {
  readonly pesel: FieldRef;
  readonly document: FieldRef;
}

export type PeselUnlessDocumentParams = Record<string, never>;

export const checkPeselUnlessDocument: RuleCheck<PeselUnlessDocumentOptions, PeselUnlessDocumentParams> = (
  data,
  { pesel, document },
) => {
  if (isFilled(readField(data, pesel)) || isFilled(readField(data, document))) return null;
  return [{ pointer: pesel.pointer, params: {} }];
};
