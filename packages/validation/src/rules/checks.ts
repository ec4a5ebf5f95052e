/**
 * Every keyword's runtime check, by keyword name. The generated validators call them as
 * `validationRuntime.checks.<keyword>`, so this object is the contract between build time and the browser.
 */
import { checkAttachments } from './attachments.ts';
import {
  checkDateMaxYearsAhead,
  checkDateMaxYearsBack,
  checkDateNotBeforeCurrentMonth,
  checkDateNotInFuture,
} from './date-limits.ts';
import { checkDateRange } from './date-range.ts';
import { checkPeselUnlessDocument } from './identity.ts';
import { checkNumericString } from './numeric.ts';
import {
  checkPasswordConfirmation,
  checkPasswordDiffersFromLogin,
  checkPasswordStrength,
} from './password.ts';
import {
  checkConnectionPowerRequired,
  checkCurrentAndTargetPower,
  checkMaxTotalPower,
  checkPhaseForPower,
  checkSplitMergeRequiresProject,
} from './power.ts';
import { checkPreferredDates } from './preferred-dates.ts';
import type { RuleCheck } from './rule-check.ts';
import { checkDigitsOnly, checkTrimmedMaxLength } from './text.ts';

export const checks = {
  trimmedMaxLength: checkTrimmedMaxLength,
  digitsOnly: checkDigitsOnly,
  numericString: checkNumericString,
  dateNotInFuture: checkDateNotInFuture,
  dateNotBeforeCurrentMonth: checkDateNotBeforeCurrentMonth,
  dateMaxYearsAhead: checkDateMaxYearsAhead,
  dateMaxYearsBack: checkDateMaxYearsBack,
  dateRange: checkDateRange,
  preferredDates: checkPreferredDates,
  phaseForPower: checkPhaseForPower,
  connectionPowerRequired: checkConnectionPowerRequired,
  currentAndTargetPower: checkCurrentAndTargetPower,
  maxTotalPower: checkMaxTotalPower,
  splitMergeRequiresProject: checkSplitMergeRequiresProject,
  peselUnlessDocument: checkPeselUnlessDocument,
  passwordStrength: checkPasswordStrength,
  passwordDiffersFromLogin: checkPasswordDiffersFromLogin,
  passwordConfirmation: checkPasswordConfirmation,
  attachments: checkAttachments,
} as const;

export type PortalKeywordName = keyof typeof checks;

type OptionsOf<Check> = Check extends RuleCheck<infer Options, object> ? Options : never;
type ParamsOf<Check> = Check extends RuleCheck<never, infer Params> ? Params : never;

/** The normalized options each keyword's check receives. */
export type KeywordOptions = { [Name in PortalKeywordName]: OptionsOf<(typeof checks)[Name]> };

/** The `params` of the AJV errors each keyword reports; the messages module reads them. */
export type KeywordParams = { [Name in PortalKeywordName]: ParamsOf<(typeof checks)[Name]> };
