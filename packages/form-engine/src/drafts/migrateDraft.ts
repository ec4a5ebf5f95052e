// A draft written for an older version of the form (catalog `version`) is migrated: the answers that
// survive on the current version are kept, by the rule the studio's change report predicts them with
// (`survivingAnswers` in packages/form-model). When nothing survives, the draft is discarded and the user
// is told so (applications issue "Drafts").
import { isJsonObject, survivingAnswers } from '@portal/form-model';
import type { SchemaUtilsType } from '@rjsf/utils';
import { matcherOf, schemaModelOf } from '../schema/formModel.ts';

/**
 * `data` without the answers the form `schemaUtils` renders has no field for (following its conditions on the
 * data). Which answers survive depends on the schema alone, so any model of the form serves.
 */
export function dropUnknownPaths(schemaUtils: SchemaUtilsType, data: unknown): unknown {
  return survivingAnswers(schemaModelOf(schemaUtils), data, matcherOf(schemaUtils)).answers;
}

export function isEmptyData(data: unknown): boolean {
  if (data === undefined || data === null || data === '') return true;
  if (Array.isArray(data)) return data.every(isEmptyData);
  if (isJsonObject(data)) return Object.values(data).every(isEmptyData);
  return false;
}
