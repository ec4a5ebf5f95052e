/**
 * What browser code needs next to a precompiled validator, without AJV's compiler (which uses
 * `new Function`, forbidden by the CSP, and weighs ~35 KB gzip): messages, "today" injection, the
 * attachment drop-zone evaluation and the identifier checks for widgets.
 */
export { formats, formatNames, type PortalFormatName } from './formats/index.ts';
export { keywordKind, type KeywordKind, type KeywordParams, type PortalKeywordName } from './rules/checks.ts';
export { isIntegerNumericKind } from './rules/numeric.ts';
export type { ConnectionAdvance } from './rules/connection-advance.ts';

export { isValidPesel, peselBirthDate } from './formats/pesel.ts';
export { isValidNip } from './formats/nip.ts';
export { isValidRegon } from './formats/regon.ts';
export { isValidLandRegisterNumber } from './formats/land-register-number.ts';
export { isValidBankAccount } from './formats/bank-account.ts';
export {
  isValidBusinessPartnerNumber,
  isValidConnectionConditionsNumber,
  isValidContractAccountNumber,
  isValidLocalNumber,
  isValidPpe,
  isValidRwo,
} from './formats/operator-identifiers.ts';
export {
  hasOnlyAsciiCharacters,
  isValidEmailAscii,
  isValidFax,
  isValidMobilePhone,
  isValidPhone,
  isValidZipCode,
} from './formats/contact.ts';
export { isValidPlotNumber, isValidZoneNumber } from './formats/parcel.ts';

export {
  evaluateAttachments,
  DEFAULT_EXTENSIONS,
  MAX_FILE_SIZE,
  MAX_TOTAL_SIZE,
  MIN_FILE_SIZE,
  type AttachmentDescriptor,
  type AttachmentEvaluation,
  type AttachmentFileStatus,
  type AttachmentListStatus,
  type AttachmentRulesInput,
} from './rules/attachments.ts';

export {
  validateWithContext,
  type ContextualValidator,
  type ValidationContext,
  type ValidationNote,
  type ValidationOutcome,
} from './validate-with-context.ts';
export { parseIsoDate, todayInWarsaw } from './civil-date.ts';
export { dateBoundsOf, dateExampleOf, type DateBounds, type DateLimitKeywords } from './rules/date-limits.ts';
export { isPolishPublicHoliday, isWorkingDay } from './public-holidays.ts';
export { HIDDEN_CHARACTERS, MAX_FILE_NAME_LENGTH, safeFileName } from './file-name.ts';
export {
  findUnsafeText,
  isSafeText,
  MULTI_LINE_TEXT_PATTERN,
  SINGLE_LINE_TEXT_PATTERN,
  UNSAFE_TEXT_MESSAGE,
} from './safe-text.ts';

export {
  createAjvLocalizer,
  errorFieldPath,
  errorMessage,
  localizeErrors,
  type FieldError,
  type LocalizeOptions,
} from './messages/localize.ts';
export type { Locale } from './messages/catalog.ts';
export {
  computedValuesOf,
  describeComputed,
  localizeWarnings,
  type ComputedValue,
} from './messages/notes.ts';
export { polishPluralForm } from './messages/polish-plural.ts';
export { ATTACHMENT_FILE_MESSAGES } from './messages/pl.ts';
export { newPasswordProblems, type PasswordProblem, type PasswordProblemReason } from './password-verdict.ts';
export { PASSWORD_MIN_LENGTH } from './rules/password.ts';
export { normalizeAnswers, type NormalizeAnswersOptions } from './normalize-answers.ts';
