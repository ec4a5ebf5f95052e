/** Every custom keyword, in one list for `ajv.addKeyword` or RJSF's `ajvOptionsOverrides.keywords`. */
import type { CodeKeywordDefinition } from 'ajv';
import { attachments } from './attachments.ts';
import {
  dateMaxDaysBack,
  dateMaxYearsAhead,
  dateMaxYearsBack,
  dateNotBeforeCurrentMonth,
  dateNotInFuture,
  dateRange,
  preferredDates,
  resealingAfterWorks,
} from './dates.ts';
import { peselUnlessDocument } from './identity.ts';
import { connectionAdvance, legalTitleAddressWarning } from './notes.ts';
import { numericString } from './numeric.ts';
import { passwordConfirmation, passwordDiffersFromLogin, passwordStrength } from './password.ts';
import {
  connectionPowerRequired,
  currentAndTargetPower,
  maxTotalPower,
  meteringForConnection,
  numberOrder,
  phaseForPower,
  powerLimit,
  splitMergeRequiresProject,
} from './power.ts';
import { digitsOnly, trimmedMaxLength } from './text.ts';

// Importing this module defines every keyword, so each one's named fields are known.
export { fieldsNamedByKeyword, type NamedField } from './define-keyword.ts';

export const keywords: CodeKeywordDefinition[] = [
  trimmedMaxLength,
  digitsOnly,
  numericString,
  dateNotInFuture,
  dateNotBeforeCurrentMonth,
  dateMaxYearsAhead,
  dateMaxYearsBack,
  dateMaxDaysBack,
  dateRange,
  preferredDates,
  resealingAfterWorks,
  phaseForPower,
  connectionPowerRequired,
  currentAndTargetPower,
  maxTotalPower,
  splitMergeRequiresProject,
  powerLimit,
  numberOrder,
  meteringForConnection,
  peselUnlessDocument,
  passwordStrength,
  passwordDiffersFromLogin,
  passwordConfirmation,
  attachments,
  legalTitleAddressWarning,
  connectionAdvance,
];
