/** Every custom keyword, in one list for `ajv.addKeyword` or RJSF's `ajvOptionsOverrides.keywords`. */
import type { CodeKeywordDefinition } from 'ajv';
import { attachments } from './attachments.ts';
import {
  dateMaxYearsAhead,
  dateMaxYearsBack,
  dateNotBeforeCurrentMonth,
  dateNotInFuture,
  dateRange,
  preferredDates,
} from './dates.ts';
import { peselUnlessDocument } from './identity.ts';
import { numericString } from './numeric.ts';
import { passwordConfirmation, passwordDiffersFromLogin, passwordStrength } from './password.ts';
import {
  connectionPowerRequired,
  currentAndTargetPower,
  maxTotalPower,
  phaseForPower,
  splitMergeRequiresProject,
} from './power.ts';
import { digitsOnly, trimmedMaxLength } from './text.ts';

export const keywords: CodeKeywordDefinition[] = [
  trimmedMaxLength,
  digitsOnly,
  numericString,
  dateNotInFuture,
  dateNotBeforeCurrentMonth,
  dateMaxYearsAhead,
  dateMaxYearsBack,
  dateRange,
  preferredDates,
  phaseForPower,
  connectionPowerRequired,
  currentAndTargetPower,
  maxTotalPower,
  splitMergeRequiresProject,
  peselUnlessDocument,
  passwordStrength,
  passwordDiffersFromLogin,
  passwordConfirmation,
  attachments,
];
