/**
 * Test support: one schema that uses every custom format and keyword plus the AJV features whose generated
 * code needs runtime helpers (maxLength -> ucs2length, enum of objects -> equal, $ref, if/then, errorMessage),
 * and payloads that break each rule. Shared by the createAjv and the standalone parity tests.
 */
import { formatNames } from '../formats/index.ts';

const MB = 1_048_576;

export const kitchenSinkSchema = {
  $id: 'https://portal.example/schemas/kitchen-sink.json',
  type: 'object',
  definitions: {
    address: {
      type: 'object',
      properties: {
        street: { type: 'string', trimmedMaxLength: true },
        zipCode: { type: 'string', format: 'zip-code' },
      },
      required: ['street'],
    },
  },
  properties: {
    identifiers: {
      type: 'object',
      properties: Object.fromEntries(formatNames.map((name) => [name, { type: 'string', format: name }])),
    },
    name: { type: 'string', maxLength: 40, trimmedMaxLength: 32 },
    accountDigits: { type: 'string', digitsOnly: { length: 11 } },
    amount: { type: ['string', 'number'], numericString: 'amount' },
    meterCount: { type: 'string', numericString: 'positiveInteger' },
    consumptionDate: {
      type: 'string',
      format: 'date',
      dateNotBeforeCurrentMonth: true,
      dateMaxYearsAhead: 5,
    },
    inventoryDate: { type: 'string', format: 'date', dateNotInFuture: true, dateMaxYearsBack: 2 },
    labResultDate: { type: 'string', format: 'date', dateMaxDaysBack: 30 },
    plant: {
      type: 'object',
      properties: {
        installedPower: { type: 'string' },
        loadChangeMin: { type: 'string' },
        loadChangeMax: { type: 'string' },
        connectionPower: { type: 'string' },
        connectionVoltage: { type: 'string' },
      },
      powerLimit: { powers: ['installedPower'], aboveKw: 50 },
      numberOrder: { lower: 'loadChangeMin', upper: 'loadChangeMax' },
      connectionAdvance: { powers: ['connectionPower'], voltageKvField: 'connectionVoltage' },
    },
    metering: { type: 'string' },
    works: { type: 'object', properties: { from: { type: 'string', format: 'date' } } },
    resealing: { type: 'array', items: { type: 'object', properties: { day: { type: 'string' } } } },
    object: { type: 'object' },
    legalTitle: { type: 'object' },
    period: {
      type: 'object',
      properties: { from: { type: 'string', format: 'date' }, to: { type: 'string', format: 'date' } },
      dateRange: { start: 'from', end: 'to', maxDays: 14 },
    },
    visits: {
      type: 'array',
      items: { type: 'object', properties: { day: { type: 'string' }, hours: { type: 'string' } } },
      preferredDates: { atLeastOne: true },
    },
    power: {
      type: 'object',
      properties: {
        phase: { enum: ['single_phase', 'three_phase'] },
        current: { type: ['string', 'number'] },
        target: { type: ['string', 'number'] },
      },
      phaseForPower: { power: 'target', phase: 'phase' },
      currentAndTargetPower: { current: 'current', target: 'target' },
    },
    connectionOne: { type: 'object' },
    connectionTwo: { type: 'object' },
    counters: {
      type: 'array',
      items: { type: 'object', properties: { power: { type: ['string', 'number'] } } },
      maxTotalPower: { power: 'power' },
    },
    split: {
      type: 'object',
      properties: { meters: { type: 'array' }, agreedProject: { type: 'boolean' } },
      splitMergeRequiresProject: { meters: 'meters', meterPower: 'power', project: 'agreedProject' },
    },
    pesel: { type: 'string', format: 'pesel' },
    passportNumber: { type: 'string' },
    email: { type: 'string', format: 'email-ascii' },
    password: { type: 'string', passwordStrength: true },
    passwordRepeat: { type: 'string' },
    files: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: { type: 'string' }, size: { type: 'integer' } },
        required: ['name', 'size'],
      },
      attachments: { minFiles: 1, allowDwg: true },
    },
    address: { $ref: '#/definitions/address' },
    applicantKind: { enum: ['person', 'company'] },
    nip: { type: 'string', format: 'nip' },
    settlement: { enum: [{ method: 'transfer' }, { method: 'cash' }] },
    workDate: { type: 'string', format: 'date' },
  },
  required: ['email', 'files', 'workDate'],
  connectionPowerRequired: { connections: ['connectionOne', 'connectionTwo'] },
  powerLimit: { powers: ['connectionOne/target', 'connectionTwo/target'], maxKw: 40 },
  meteringForConnection: { metering: 'metering', phases: ['power/phase'], powers: ['power/target'] },
  resealingAfterWorks: { visits: 'resealing', worksStart: 'works/from' },
  legalTitleAddressWarning: { address: 'legalTitle/address', objectAddress: ['object/location', 'address'] },
  peselUnlessDocument: { pesel: 'pesel', document: 'passportNumber' },
  passwordDiffersFromLogin: { password: 'password', login: 'email' },
  passwordConfirmation: { password: 'password', confirmation: 'passwordRepeat' },
  if: { properties: { applicantKind: { const: 'company' } }, required: ['applicantKind'] },
  then: { required: ['nip'] },
  errorMessage: { required: { workDate: 'Wybierz termin wykonywanych prac w sekcji wyżej' } },
} as const;

/** "Today" of every kitchen-sink validation: Monday 23 November 2026. */
export const KITCHEN_SINK_TODAY = '2026-11-23';

export const validKitchenSinkPayload = {
  identifiers: {
    pesel: '44051401359',
    nip: '521-301-72-28',
    regon: '610188201',
    'land-register-number': 'WA1M/00012345/1',
    'bank-account': '61 1090 1014 0000 0712 1981 2874',
    ppe: '590543000000000001',
    'local-number': '3001234567',
    'business-partner-number': '1000123456',
    'contract-account-number': '20001234567',
    'connection-conditions-number': 'ND\\WK\\22505\\2023',
    rwo: 'RWO123456789',
    'zip-code': '00-950',
    phone: '012 345-67-89',
    'mobile-phone': '601-234-567',
    fax: '012 345-67-89',
    'plot-number': '123/4',
    'zone-number': '14-02',
    'email-ascii': 'jan.kowalski@example.pl',
  },
  name: '  Jan Kowalski  ',
  accountDigits: '12345678901',
  amount: '1234,56',
  meterCount: '3',
  consumptionDate: '2027-03-01',
  inventoryDate: '2025-06-30',
  labResultDate: '2026-10-24',
  plant: {
    installedPower: '50,01',
    loadChangeMin: '10',
    loadChangeMax: '10',
    connectionPower: '2000',
    connectionVoltage: '15',
  },
  metering: 'threePhaseDirect',
  works: { from: '2026-11-25' },
  resealing: [{ day: '2026-11-25' }],
  object: { location: { city: 'Kraków', building: '5' } },
  legalTitle: { address: { city: 'Warszawa', houseNumber: '5' } },
  period: { from: '2026-11-24', to: '2026-12-07' },
  visits: [{ day: '2026-11-24', hours: '8-12' }],
  power: { phase: 'three_phase', current: '5', target: '12,5' },
  connectionOne: { target: '12,5' },
  counters: [{ power: 20 }, { power: '20' }],
  split: { meters: [{ power: 10 }, { power: 10 }] },
  pesel: '44051401359',
  email: 'jan.kowalski@example.pl',
  password: 'Żółćżółć12',
  passwordRepeat: 'Żółćżółć12',
  files: [
    { name: 'plan.dwg', size: 5 * MB },
    { name: 'mapa.pdf', size: 10 * MB },
  ],
  address: { street: 'Prosta 1', zipCode: '00-950' },
  applicantKind: 'company',
  nip: '7740001454',
  settlement: { method: 'transfer' },
  workDate: '2026-11-25',
} as const;

type Payload = Record<string, unknown>;

function withChanges(changes: Payload, removed: readonly string[] = []): Payload {
  const payload: Payload = { ...structuredClone(validKitchenSinkPayload), ...changes };
  for (const key of removed) delete payload[key];
  return payload;
}

/** One payload per broken rule, named after it; each must be rejected. */
export const invalidKitchenSinkPayloads: Readonly<Record<string, unknown>> = {
  'every identifier wrong': withChanges({
    identifiers: Object.fromEntries(formatNames.map((name) => [name, 'x'])),
  }),
  'non-ASCII e-mail': withChanges({ email: 'żółw@example.pl' }),
  'e-mail over 64 characters': withChanges({ email: `${'a'.repeat(60)}@example.pl` }),
  'name over 32 after trimming and over maxLength 40': withChanges({ name: 'a'.repeat(41) }),
  'digits with a letter': withChanges({ accountDigits: '1234567890a' }),
  'amount with three decimals and over the limit': withChanges({ amount: '1000000,001' }),
  'meter count with a comma': withChanges({ meterCount: '1,5' }),
  'consumption date last month': withChanges({ consumptionDate: '2026-10-31' }),
  'consumption date beyond 5 years': withChanges({ consumptionDate: '2031-12-01' }),
  'inventory date in the future': withChanges({ inventoryDate: '2026-11-24' }),
  'inventory date over 2 years old': withChanges({ inventoryDate: '2024-11-22' }),
  'lab result 31 days old': withChanges({ labResultDate: '2026-10-23' }),
  'plant of 50 kW, load-change maximum below minimum, at 0,4 kV': withChanges({
    plant: { installedPower: '50', loadChangeMin: '10', loadChangeMax: '9,99', connectionVoltage: '0.4' },
  }),
  'connections of 30 + 10,01 kW with single-phase metering': withChanges({
    connectionOne: { target: '30' },
    connectionTwo: { target: '10,01' },
    metering: 'singlePhase',
  }),
  'resealing before the works, and without works': withChanges({ resealing: [{ day: '2026-11-24' }] }),
  'no works chosen (and the same address on both sides: no warning)': withChanges(
    { legalTitle: { address: { city: 'kraków', houseNumber: '5' } } },
    ['works'],
  ),
  'period of 15 days starting yesterday': withChanges({ period: { from: '2026-11-22', to: '2026-12-06' } }),
  'period without an end': withChanges({ period: { from: '2026-11-24' } }),
  'visit on a Saturday without hours': withChanges({ visits: [{ day: '2026-11-28' }] }),
  'no visits': withChanges({ visits: [] }),
  'single phase above 7 kW and no current power': withChanges({
    power: { phase: 'single_phase', target: 7.01 },
  }),
  'no connection power': withChanges({}, ['connectionOne']),
  'counters above 40 kW': withChanges({ counters: [{ power: 20 }, { power: '20,01' }] }),
  'five meters without a project': withChanges({
    split: { meters: [1, 2, 3, 4, 5].map(() => ({ power: 1 })), agreedProject: false },
  }),
  'neither PESEL nor passport': withChanges({}, ['pesel']),
  'weak password equal to the login, not confirmed': withChanges({
    password: 'jan.kowalski@example.pl',
    passwordRepeat: 'x',
  }),
  'no files': withChanges({ files: [] }),
  'bad files': withChanges({
    files: [
      { name: 'a.pdf', size: 0 },
      { name: 'b.pdf', size: 10 * MB + 1 },
      { name: 'c.exe', size: 10 },
      { name: 'd.pdf', size: 10 },
      { name: 'd.pdf', size: 10 },
    ],
  }),
  'files over 50 MB': withChanges({
    files: Array.from({ length: 6 }, (_, index) => ({ name: `${index}.pdf`, size: 10 * MB })),
  }),
  'address without a street and a bad zip code': withChanges({ address: { zipCode: '00950' } }),
  'company without a NIP': withChanges({}, ['nip']),
  'unknown settlement': withChanges({ settlement: { method: 'barter' } }),
  'no work date': withChanges({}, ['workDate']),
  'not an object': ['a', 1],
  null: null,
  'wrong types everywhere': withChanges({
    identifiers: 1,
    name: 2,
    amount: {},
    period: 'x',
    visits: {},
    power: [],
    counters: 'x',
    split: null,
    files: { name: 'a.pdf' },
    address: 'x',
  }),
};
