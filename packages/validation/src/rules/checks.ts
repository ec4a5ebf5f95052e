/**
 * Every keyword's runtime check, by keyword name. The generated validators call them as
 * `validationRuntime.checks.<keyword>`, so this object is the contract between build time and the browser.
 */
import { checkAttachments } from './attachments.ts';
import { checkConnectionAdvance } from './connection-advance.ts';
import {
  checkDateMaxDaysBack,
  checkDateMaxYearsAhead,
  checkDateMaxYearsBack,
  checkDateNotBeforeCurrentMonth,
  checkDateNotInFuture,
} from './date-limits.ts';
import { checkDateRange } from './date-range.ts';
import { checkPeselUnlessDocument } from './identity.ts';
import { checkLegalTitleAddress } from './legal-title-address.ts';
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
import { checkMeteringForConnection, checkNumberOrder, checkPowerLimit } from './power-limits.ts';
import { checkPreferredDates } from './preferred-dates.ts';
import { checkResealingAfterWorks } from './resealing.ts';
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
  dateMaxDaysBack: checkDateMaxDaysBack,
  dateRange: checkDateRange,
  preferredDates: checkPreferredDates,
  phaseForPower: checkPhaseForPower,
  connectionPowerRequired: checkConnectionPowerRequired,
  currentAndTargetPower: checkCurrentAndTargetPower,
  maxTotalPower: checkMaxTotalPower,
  splitMergeRequiresProject: checkSplitMergeRequiresProject,
  powerLimit: checkPowerLimit,
  numberOrder: checkNumberOrder,
  meteringForConnection: checkMeteringForConnection,
  resealingAfterWorks: checkResealingAfterWorks,
  peselUnlessDocument: checkPeselUnlessDocument,
  passwordStrength: checkPasswordStrength,
  passwordDiffersFromLogin: checkPasswordDiffersFromLogin,
  passwordConfirmation: checkPasswordConfirmation,
  attachments: checkAttachments,
  legalTitleAddressWarning: checkLegalTitleAddress,
  connectionAdvance: checkConnectionAdvance,
} as const;

export type PortalKeywordName = keyof typeof checks;

/**
 * What a keyword's findings are: `error` refuses the data (browser and server); `warning` is shown to the
 * user but never refuses anything (applications-spec §5: the legal-title address warning); `computed` is a
 * value derived from the data (§9: the advance), shown in the form, the summary and the confirmation e-mail.
 * Warnings and computed values are collected in the validation context, never in `errors`.
 */
export type KeywordKind = 'error' | 'warning' | 'computed';

export const keywordKinds: Readonly<Partial<Record<PortalKeywordName, Exclude<KeywordKind, 'error'>>>> = {
  legalTitleAddressWarning: 'warning',
  connectionAdvance: 'computed',
};

export function keywordKind(keyword: string): KeywordKind {
  return Object.hasOwn(keywordKinds, keyword)
    ? (keywordKinds[keyword as PortalKeywordName] ?? 'error')
    : 'error';
}

type OptionsOf<Check> = Check extends RuleCheck<infer Options, object> ? Options : never;
type ParamsOf<Check> = Check extends RuleCheck<never, infer Params> ? Params : never;

/** The normalized options each keyword's check receives. */
export type KeywordOptions = { [Name in PortalKeywordName]: OptionsOf<(typeof checks)[Name]> };

/** The `params` of the AJV errors each keyword reports; the messages module reads them. */
export type KeywordParams = { [Name in PortalKeywordName]: ParamsOf<(typeof checks)[Name]> };
