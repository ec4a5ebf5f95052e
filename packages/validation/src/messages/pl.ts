/** Polish messages: the product's language (applications-spec §1; texts of §5 verbatim where it gives them). */
import { UNSAFE_TEXT_MESSAGE } from '../safe-text.ts';
import { formatMoney } from '../format/money.ts';
import type { MessageCatalog } from './catalog.ts';
import { formatMegabytes, formatPolishDate, formatPolishNumber } from './format-values.ts';
import { CHARACTERS, DAYS, ITEMS, polishCount, YEARS, type PolishForms } from './polish-plural.ts';

const DECIMAL_PLACES: PolishForms = { one: 'miejsce', few: 'miejsca', many: 'miejsc' };
// Genitive after "więcej niż": więcej niż jednego licznika / czterech liczników / pięciu liczników.
const METERS_GENITIVE: PolishForms = { one: 'licznika', few: 'liczników', many: 'liczników' };
const INVALID_FILE_IN_LIST = 'Przynajmniej jeden z wgranych plików jest niepoprawny';
const NBSP = '\u00A0';

/**
 * What is wrong with one attached file, in one wording wherever a file is refused: the wizard's lists,
 * a letter's attachments, the upload endpoint ("Nieprawidłowy format pliku" in one place,
 * "nieprawidłowe rozszerzenie" in another).
 */
export const ATTACHMENT_FILE_MESSAGES = {
  invalidFormat: 'Nieprawidłowy format pliku',
  empty: 'Plik jest pusty',
  tooBig: 'Plik jest za duży',
  duplicate: 'Plik został już wgrany',
} as const;
const ADDRESS_PART_NAMES = {
  city: 'miejscowość',
  zipCode: 'kod pocztowy',
  street: 'ulica',
  houseNumber: 'numer domu',
} as const;

export const pl: MessageCatalog = {
  standard: {
    required: 'Pole obowiązkowe',
    type: (type) =>
      type.includes('integer')
        ? 'Wartość musi być liczbą całkowitą'
        : type.includes('number')
          ? 'Wartość musi być liczbą'
          : 'Niepoprawny typ wartości',
    enum: 'Wybierz jedną z dostępnych wartości',
    enumOf: (values) => `Wybierz jedną z dostępnych wartości: ${values}`,
    const: 'Niepoprawna wartość',
    maxLength: (limit) => `Wartość nie może być dłuższa niż ${polishCount(limit, CHARACTERS)}`,
    minLength: (limit) => `Wartość nie może być krótsza niż ${polishCount(limit, CHARACTERS)}`,
    pattern: 'Niepoprawny format wartości',
    unsafeText: UNSAFE_TEXT_MESSAGE,
    minimum: (limit) => `Wartość nie może być mniejsza niż ${formatPolishNumber(limit)}`,
    maximum: (limit) => `Wartość nie może być większa niż ${formatPolishNumber(limit)}`,
    exclusiveMinimum: (limit) => `Wartość musi być większa niż ${formatPolishNumber(limit)}`,
    exclusiveMaximum: (limit) => `Wartość musi być mniejsza niż ${formatPolishNumber(limit)}`,
    multipleOf: (multipleOf) => `Wartość musi być wielokrotnością liczby ${formatPolishNumber(multipleOf)}`,
    minItems: (limit) => `Lista musi zawierać co najmniej ${polishCount(limit, ITEMS)}`,
    maxItems: (limit) => `Lista może zawierać najwyżej ${polishCount(limit, ITEMS)}`,
    uniqueItems: 'Elementy listy nie mogą się powtarzać',
    additionalProperties: 'Niedozwolone pole',
    if: 'Popraw pola zależne od dokonanego wyboru',
    anyOf: 'Sprawdź wybraną opcję i uzupełnij pola, które od niej zależą',
    oneOf: 'Sprawdź wybraną opcję i uzupełnij pola, które od niej zależą',
    not: 'Niedozwolona wartość',
    unknownFormat: (format) => `Wartość nie jest zgodna z formatem „${format}”`,
  },
  formats: {
    pesel: 'Niepoprawny numer PESEL',
    nip: 'Niepoprawny numer NIP',
    regon: 'Niepoprawny numer REGON',
    'land-register-number': 'Niepoprawny numer księgi wieczystej',
    'bank-account': 'Niepoprawny numer rachunku bankowego',
    ppe: 'Numer PPE musi mieć 18 cyfr i zaczynać się od 590',
    'local-number': 'Numer lokalu musi mieć 10 cyfr i zaczynać się od 300',
    'business-partner-number': 'Numer partnera biznesowego musi mieć 10 cyfr',
    'contract-account-number': 'Numer konta umowy musi mieć 11 cyfr',
    'connection-conditions-number': 'Niepoprawny numer warunków przyłączenia (wzór: ND\\WK\\22505\\2023)',
    rwo: 'Numer RWO musi mieć 12 znaków',
    'zip-code': 'Niepoprawny kod pocztowy (wzór: 00-000)',
    phone: 'Niepoprawny numer telefonu (wzór: 0xx xxx-xx-xx lub xxx-xxx-xxx)',
    'mobile-phone': 'Niepoprawny numer telefonu komórkowego (wzór: xxx-xxx-xxx)',
    fax: 'Niepoprawny numer faksu (wzór: 0xx xxx-xx-xx)',
    'plot-number': 'Numer działki musi zaczynać się od cyfry i może zawierać tylko cyfry i ukośniki',
    'zone-number': 'Numer obrębu musi zaczynać się od cyfry i może zawierać tylko cyfry, myślniki i spacje',
    'email-ascii': 'Niepoprawny adres e-mail',
    email: 'Niepoprawny adres e-mail',
    date: 'Niepoprawna data',
    time: 'Niepoprawna godzina',
    'date-time': 'Niepoprawna data lub godzina',
    uri: 'Niepoprawny adres internetowy',
    url: 'Niepoprawny adres internetowy',
  },
  emailAscii: {
    forbiddenCharacters: 'Adres e-mail zawiera niedozwolone znaki',
    tooLong: (limit) => `Adres e-mail nie może być dłuższy niż ${polishCount(limit, CHARACTERS)}`,
  },
  identifierShape: {
    pesel: 'Numer PESEL musi mieć 11 cyfr',
    nip: 'Numer NIP musi mieć 10 cyfr',
    regon: 'Numer REGON musi mieć 9 albo 14 cyfr',
  },
  keywords: {
    trimmedMaxLength: ({ limit }) => `Wartość nie może być dłuższa niż ${polishCount(limit, CHARACTERS)}`,
    digitsOnly: (params) =>
      params.reason === 'length'
        ? `Wartość musi mieć dokładnie ${polishCount(params.length, CHARACTERS)}`
        : 'Dozwolone są tylko cyfry',
    numericString: (params) => {
      switch (params.reason) {
        case 'notNumber':
          return 'Wartość musi być liczbą';
        case 'notInteger':
          return 'Dozwolone są tylko cyfry';
        case 'tooManyDecimals':
          return `Dozwolone są najwyżej ${polishCount(params.maxDecimals, DECIMAL_PLACES)} po przecinku`;
        case 'tooSmall':
          return `Wartość nie może być mniejsza niż ${formatPolishNumber(params.min)}`;
        case 'tooLarge':
          return `Wartość musi być mniejsza niż ${formatPolishNumber(params.exclusiveMax)}`;
      }
    },
    dateNotInFuture: () => 'Data nie może być z przyszłości',
    dateNotBeforeCurrentMonth: () => 'Data nie może być wcześniejsza niż bieżący miesiąc',
    dateMaxYearsAhead: ({ years }) =>
      `Data nie może wybiegać w przyszłość o więcej niż ${polishCount(years, YEARS)}`,
    dateMaxYearsBack: ({ years }) => `Data nie może być starsza niż ${polishCount(years, YEARS)}`,
    dateMaxDaysBack: ({ days, limit }) =>
      `Data nie może być starsza niż ${polishCount(days, DAYS)} (najwcześniej ${formatPolishDate(limit)})`,
    dateRange: (params) => {
      switch (params.reason) {
        case 'startRequired':
          return 'Podaj datę początkową';
        case 'endRequired':
          return 'Podaj datę końcową';
        case 'startBeforeMin':
          return `Data początkowa nie może być wcześniejsza niż ${formatPolishDate(params.minDate)}`;
        case 'endAfterMax':
          return `Data końcowa nie może być późniejsza niż ${formatPolishDate(params.maxDate)}`;
        case 'endBeforeStart':
          return 'Data końcowa nie może być wcześniejsza niż data początkowa';
        case 'tooLong':
          return `Zakres dat nie może być dłuższy niż ${polishCount(params.maxDays, DAYS)}`;
      }
    },
    preferredDates: (params) => {
      switch (params.reason) {
        case 'dayMissing':
          return 'Podaj dzień dla wybranych godzin';
        case 'hoursMissing':
          return 'Podaj godziny dla wybranego dnia';
        case 'beforeMin':
          return `Termin nie może być wcześniejszy niż ${formatPolishDate(params.minDate)}`;
        case 'afterMax':
          return `Termin nie może być późniejszy niż ${formatPolishDate(params.maxDate)}`;
        case 'weekend':
          return 'Termin nie może przypadać w sobotę ani w niedzielę';
        case 'holiday':
          return 'Termin nie może przypadać w dzień ustawowo wolny od pracy';
        case 'atLeastOne':
          return 'Podaj przynajmniej jeden preferowany termin';
      }
    },
    resealingAfterWorks: (params) =>
      params.reason === 'worksMissing'
        ? // applications-spec §5 "Resealing visit", verbatim.
          'Wybierz termin wykonywanych prac w sekcji wyżej'
        : `Termin ponownego oplombowania nie może być wcześniejszy niż początek prac (${formatPolishDate(params.worksStart)})`,
    phaseForPower: ({ maxKw }) =>
      `Powyżej ${formatPolishNumber(maxKw)} kW dostępne jest tylko przyłącze trójfazowe`,
    connectionPowerRequired: ({ connectionCount }) =>
      connectionCount === 2
        ? 'Podaj moc przyłączeniową dla przyłącza I lub przyłącza II (rezerwowego)'
        : 'Podaj moc przyłączeniową dla przynajmniej jednego przyłącza',
    currentAndTargetPower: ({ missing }) =>
      missing === 'target' ? 'Podaj także moc docelową' : 'Podaj także moc obecną',
    maxTotalPower: ({ maxKw }) => `Łączna moc liczników nie może przekraczać ${formatPolishNumber(maxKw)} kW`,
    splitMergeRequiresProject: ({ maxMeters, maxKw }) =>
      `Podział lub połączenie więcej niż ${polishCount(maxMeters, METERS_GENITIVE)} albo mocy powyżej ` +
      `${formatPolishNumber(maxKw)} kW wymaga projektu instalacji elektrycznej uzgodnionego z działem ` +
      'inwestycji sieciowych',
    powerLimit: ({ limit, kw, fieldCount }) => {
      const subject = fieldCount > 1 ? 'Łączna moc' : 'Moc';
      return limit === 'max'
        ? `${subject} nie może przekraczać ${formatPolishNumber(kw)} kW`
        : `${subject} musi być większa niż ${formatPolishNumber(kw)} kW`;
    },
    numberOrder: ({ lowerValue, lowerTitle }) =>
      lowerTitle
        ? `Wartość nie może być mniejsza niż w polu „${lowerTitle}” (${formatPolishNumber(lowerValue)})`
        : `Wartość nie może być mniejsza niż ${formatPolishNumber(lowerValue)}`,
    meteringForConnection: ({ reason, maxKw }) =>
      reason === 'threePhase'
        ? 'Przy przyłączu trójfazowym układ pomiarowy musi być trójfazowy'
        : `Powyżej ${formatPolishNumber(maxKw)} kW układ pomiarowy musi być trójfazowy`,
    peselUnlessDocument: () => 'Podaj numer PESEL lub numer paszportu albo karty stałego pobytu',
    passwordStrength: (params) => {
      switch (params.reason) {
        case 'tooShort':
          return `Hasło jest za krótkie – musi mieć co najmniej ${polishCount(params.minLength, CHARACTERS)}`;
        case 'missingLowercase':
          return 'Hasło musi zawierać małą literę';
        case 'missingUppercase':
          return 'Hasło musi zawierać wielką literę';
        case 'missingDigit':
          return 'Hasło musi zawierać cyfrę';
        case 'common':
          return 'To hasło jest zbyt popularne i łatwe do odgadnięcia. Wybierz inne.';
      }
    },
    passwordDiffersFromLogin: () => 'Hasło nie może być takie samo jak login',
    passwordConfirmation: () => 'Hasła nie są zgodne',
    attachments: (params) => {
      if (params.level === 'file') {
        return ATTACHMENT_FILE_MESSAGES[params.status];
      }
      switch (params.status) {
        case 'none':
          return 'Wgraj przynajmniej jeden plik';
        case 'filesTooBig':
          return `Maksymalny rozmiar wszystkich plików nie może przekraczać ${formatMegabytes(params.maxTotalSize, ',')}`;
        case 'notEnoughFiles':
          return 'Wgrano za mało plików';
        case 'hasTooSmallFile':
        case 'hasTooBigFile':
        case 'hasInvalidFormat':
        case 'fileAlreadyExists':
          return INVALID_FILE_IN_LIST;
      }
    },
    legalTitleAddressWarning: ({ parts }) =>
      `Adres nieruchomości różni się od adresu obiektu podanego we wniosku (${parts
        .map((part) => ADDRESS_PART_NAMES[part])
        .join(', ')}). Sprawdź, czy tytuł prawny dotyczy nieruchomości, na której jest obiekt.`,
    connectionAdvance: ({ amount, powerKw, ratePerKw, maxAmount, capped, dueDays }) => {
      const basis = capped
        ? `${formatMoney(ratePerKw)} za każdy kW, najwyżej ${formatMoney(maxAmount)}`
        : `${formatMoney(ratePerKw)} × ${formatPolishNumber(powerKw)}${NBSP}kW`;
      // Customer journeys: amounts as the portal writes them everywhere ('3 600,00 zł', not '3600 zł').
      return `${formatMoney(amount)} (${basis}), do wpłaty w ciągu ${polishCount(dueDays, DAYS)} od złożenia wniosku`;
    },
  },
  computedLabels: { connectionAdvance: 'Zaliczka na poczet opłaty za przyłączenie' },
};
