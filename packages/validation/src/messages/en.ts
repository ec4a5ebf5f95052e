/** English messages: the same keys as pl.ts, for logs, tools and an English UI. */
import type { MessageCatalog } from './catalog.ts';
import { formatEnglishNumber, formatMegabytes } from './format-values.ts';

function count(value: number, singular: string, plural: string): string {
  return `${value} ${value === 1 ? singular : plural}`;
}

const characters = (value: number): string => count(value, 'character', 'characters');

export const en: MessageCatalog = {
  standard: {
    required: 'This field is required',
    type: (type) =>
      type.includes('integer')
        ? 'The value must be a whole number'
        : type.includes('number')
          ? 'The value must be a number'
          : 'The value has the wrong type',
    enum: 'Choose one of the available values',
    enumOf: (values) => `Choose one of the available values: ${values}`,
    const: 'The value is not allowed',
    maxLength: (limit) => `The value cannot be longer than ${characters(limit)}`,
    minLength: (limit) => `The value cannot be shorter than ${characters(limit)}`,
    pattern: 'The value has the wrong format',
    unsafeText: 'The field contains forbidden control characters',
    minimum: (limit) => `The value cannot be less than ${formatEnglishNumber(limit)}`,
    maximum: (limit) => `The value cannot be greater than ${formatEnglishNumber(limit)}`,
    exclusiveMinimum: (limit) => `The value must be greater than ${formatEnglishNumber(limit)}`,
    exclusiveMaximum: (limit) => `The value must be less than ${formatEnglishNumber(limit)}`,
    multipleOf: (multipleOf) => `The value must be a multiple of ${formatEnglishNumber(multipleOf)}`,
    minItems: (limit) => `The list must have at least ${count(limit, 'item', 'items')}`,
    maxItems: (limit) => `The list can have at most ${count(limit, 'item', 'items')}`,
    uniqueItems: 'The list items must not repeat',
    additionalProperties: 'This field is not allowed',
    if: 'Correct the fields that depend on your choice',
    anyOf: 'The value matches none of the allowed variants',
    oneOf: 'The value must match exactly one of the allowed variants',
    not: 'The value is not allowed',
    unknownFormat: (format) => `The value does not match the format "${format}"`,
  },
  formats: {
    pesel: 'Invalid PESEL number',
    nip: 'Invalid NIP number',
    regon: 'Invalid REGON number',
    'land-register-number': 'Invalid land register number',
    'bank-account': 'Invalid bank account number',
    ppe: 'The PPE number must have 18 digits and start with 590',
    'local-number': 'The local number must have 10 digits and start with 300',
    'business-partner-number': 'The business partner number must have 10 digits',
    'contract-account-number': 'The contract account number must have 11 digits',
    'connection-conditions-number': 'Invalid connection conditions number (pattern: ND\\WK\\22505\\2023)',
    rwo: 'The RWO number must have 12 characters',
    'zip-code': 'Invalid postal code (pattern: 00-000)',
    phone: 'Invalid phone number (pattern: 0xx xxx-xx-xx or xxx-xxx-xxx)',
    'mobile-phone': 'Invalid mobile phone number (pattern: xxx-xxx-xxx)',
    fax: 'Invalid fax number (pattern: 0xx xxx-xx-xx)',
    'plot-number': 'The plot number must start with a digit and contain only digits and slashes',
    'zone-number': 'The zone number must start with a digit and contain only digits, dashes and spaces',
    'email-ascii': 'Invalid e-mail address',
    email: 'Invalid e-mail address',
    date: 'Invalid date',
    time: 'Invalid time',
    'date-time': 'Invalid date or time',
    uri: 'Invalid web address',
    url: 'Invalid web address',
  },
  emailAscii: {
    forbiddenCharacters: 'The e-mail address contains forbidden characters',
    tooLong: (limit) => `The e-mail address cannot be longer than ${characters(limit)}`,
  },
  identifierShape: {
    pesel: 'A PESEL number has 11 digits',
    nip: 'A NIP number has 10 digits',
    regon: 'A REGON number has 9 or 14 digits',
  },
  keywords: {
    trimmedMaxLength: ({ limit }) => `The value cannot be longer than ${characters(limit)}`,
    digitsOnly: (params) =>
      params.reason === 'length'
        ? `The value must have exactly ${characters(params.length)}`
        : 'Only digits are allowed',
    numericString: (params) => {
      switch (params.reason) {
        case 'notNumber':
          return 'The value must be a number';
        case 'notInteger':
          return 'Only digits are allowed';
        case 'tooManyDecimals':
          return `At most ${count(params.maxDecimals, 'decimal place', 'decimal places')} are allowed`;
        case 'tooSmall':
          return `The value cannot be less than ${formatEnglishNumber(params.min)}`;
        case 'tooLarge':
          return `The value must be less than ${formatEnglishNumber(params.exclusiveMax)}`;
      }
    },
    dateNotInFuture: () => 'The date cannot be in the future',
    dateNotBeforeCurrentMonth: () => 'The date cannot be earlier than the current month',
    dateMaxYearsAhead: ({ years }) => `The date cannot be more than ${count(years, 'year', 'years')} ahead`,
    dateMaxYearsBack: ({ years }) => `The date cannot be more than ${count(years, 'year', 'years')} old`,
    dateMaxDaysBack: ({ days, limit }) =>
      `The date cannot be more than ${count(days, 'day', 'days')} old (${limit} at the earliest)`,
    resealingAfterWorks: (params) =>
      params.reason === 'worksMissing'
        ? 'Choose the date of the works in the section above'
        : `The resealing visit cannot be earlier than the start of the works (${params.worksStart})`,
    dateRange: (params) => {
      switch (params.reason) {
        case 'startRequired':
          return 'Enter the start date';
        case 'endRequired':
          return 'Enter the end date';
        case 'startBeforeMin':
          return `The start date cannot be earlier than ${params.minDate}`;
        case 'endAfterMax':
          return `The end date cannot be later than ${params.maxDate}`;
        case 'endBeforeStart':
          return 'The end date cannot be earlier than the start date';
        case 'tooLong':
          return `The date range cannot be longer than ${count(params.maxDays, 'day', 'days')}`;
      }
    },
    preferredDates: (params) => {
      switch (params.reason) {
        case 'dayMissing':
          return 'Enter the day for the chosen hours';
        case 'hoursMissing':
          return 'Enter the hours for the chosen day';
        case 'beforeMin':
          return `The date cannot be earlier than ${params.minDate}`;
        case 'afterMax':
          return `The date cannot be later than ${params.maxDate}`;
        case 'weekend':
          return 'The date cannot fall on a Saturday or Sunday';
        case 'holiday':
          return 'The date cannot fall on a public holiday';
        case 'atLeastOne':
          return 'Enter at least one preferred date';
      }
    },
    phaseForPower: ({ maxKw }) =>
      `Above ${formatEnglishNumber(maxKw)} kW only a three-phase connection is available`,
    connectionPowerRequired: ({ connectionCount }) =>
      connectionCount === 2
        ? 'Enter the connection power for connection I or connection II (backup)'
        : 'Enter the connection power for at least one connection',
    currentAndTargetPower: ({ missing }) =>
      missing === 'target' ? 'Also enter the target power' : 'Also enter the current power',
    maxTotalPower: ({ maxKw }) =>
      `The total power of the meters cannot exceed ${formatEnglishNumber(maxKw)} kW`,
    splitMergeRequiresProject: ({ maxMeters, maxKw }) =>
      `Splitting or merging more than ${count(maxMeters, 'meter', 'meters')} or above ${formatEnglishNumber(maxKw)} kW ` +
      "requires an electrical project agreed with the operator's network-investment department",
    powerLimit: ({ limit, kw, fieldCount }) => {
      const subject = fieldCount > 1 ? 'The total power' : 'The power';
      return limit === 'max'
        ? `${subject} cannot exceed ${formatEnglishNumber(kw)} kW`
        : `${subject} must be greater than ${formatEnglishNumber(kw)} kW`;
    },
    numberOrder: ({ lowerValue, lowerTitle }) =>
      lowerTitle
        ? `The value cannot be less than in the field "${lowerTitle}" (${formatEnglishNumber(lowerValue)})`
        : `The value cannot be less than ${formatEnglishNumber(lowerValue)}`,
    meteringForConnection: ({ reason, maxKw }) =>
      reason === 'threePhase'
        ? 'A three-phase connection needs a three-phase measuring system'
        : `Above ${formatEnglishNumber(maxKw)} kW the measuring system must be three-phase`,
    peselUnlessDocument: () => 'Enter the PESEL number or the passport or permanent residence card number',
    passwordStrength: (params) => {
      switch (params.reason) {
        case 'tooShort':
          return `The password is too short: it needs at least ${characters(params.minLength)}`;
        case 'missingLowercase':
          return 'The password must contain a lowercase letter';
        case 'missingUppercase':
          return 'The password must contain an uppercase letter';
        case 'missingDigit':
          return 'The password must contain a digit';
        case 'common':
          return 'This password is too common and easy to guess. Choose another one.';
      }
    },
    passwordDiffersFromLogin: () => 'The password cannot be the same as the login',
    passwordConfirmation: () => 'The passwords do not match',
    attachments: (params) => {
      if (params.level === 'file') {
        switch (params.status) {
          case 'invalidFormat':
            return 'Invalid file format';
          case 'empty':
            return 'The file is empty';
          case 'tooBig':
            return 'The file is too big';
          case 'duplicate':
            return 'The file has already been uploaded';
        }
      }
      switch (params.status) {
        case 'none':
          return 'Upload at least one file';
        case 'filesTooBig':
          return `The total size of all files cannot exceed ${formatMegabytes(params.maxTotalSize, '.')}`;
        case 'notEnoughFiles':
          return 'Too few files have been uploaded';
        case 'hasTooSmallFile':
        case 'hasTooBigFile':
        case 'hasInvalidFormat':
        case 'fileAlreadyExists':
          return 'At least one of the uploaded files is invalid';
      }
    },
    legalTitleAddressWarning: ({ parts }) =>
      `The property address differs from the object's address in the application (${parts
        .map(
          (part) =>
            ({ city: 'city', zipCode: 'zip code', street: 'street', houseNumber: 'house number' })[part],
        )
        .join(', ')}). Check that the legal title covers the property the object is on.`,
    connectionAdvance: ({ amount, powerKw, ratePerKw, maxAmount, capped, dueDays }) => {
      const basis = capped
        ? `PLN ${formatEnglishNumber(ratePerKw)} per kW, at most PLN ${formatEnglishNumber(maxAmount)}`
        : `PLN ${formatEnglishNumber(ratePerKw)} × ${formatEnglishNumber(powerKw)} kW`;
      return `PLN ${formatEnglishNumber(amount)} (${basis}), payable within ${count(dueDays, 'day', 'days')} of filing`;
    },
  },
  computedLabels: { connectionAdvance: 'Advance on the connection fee' },
};
