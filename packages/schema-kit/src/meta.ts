// The meta-schemas that are generated rather than written (schemas/meta): catalog.schema.json from the
// TypeBox `Catalog` of @portal/form-catalog (one source for the server's type and the editor's checks),
// and form.schema.json, draft-07 extended with the validation package's formats and keywords, so editors
// complete and check them. `pnpm schemas:docs` writes them; `pnpm schemas:check` fails when they are stale.
import path from 'node:path';
import { Catalog } from '@portal/form-catalog';
import { createAjv, formatNames, keywords } from '@portal/validation';
import type { SchemaPaths } from './paths.ts';

const DRAFT_07_ID = 'http://json-schema.org/draft-07/schema';

/** Hover texts for the keywords of docs/schema-language.md. */
const KEYWORD_DESCRIPTIONS: Readonly<Record<string, string>> = {
  trimmedMaxLength: 'Tekst po obcięciu spacji ma najwyżej N znaków; true = 32.',
  digitsOnly: 'Tylko cyfry; { "length": n } = dokładnie n cyfr.',
  numericString:
    'Liczba wpisana jako tekst (przecinek lub kropka): amount, nonNegativeNumber, positiveInteger, nonNegativeInteger, largeNonNegativeInteger.',
  dateNotInFuture: 'Data nie później niż dziś.',
  dateNotBeforeCurrentMonth: 'Data nie wcześniej niż w bieżącym miesiącu.',
  dateMaxYearsAhead: 'Najwyżej N lat naprzód (z dokładnością do miesiąca).',
  dateMaxYearsBack: 'Najwyżej N lat wstecz (z dokładnością do dnia).',
  dateMaxDaysBack: 'Najwyżej N dni wstecz (dziś to dzień 0).',
  resealingAfterWorks:
    'Na obiekcie: termin ponownego oplombowania nie przed początkiem prac; bez terminu prac komunikat z §5; { visits, worksStart, day? }.',
  dateRange: 'Na obiekcie z dwiema datami: { start, end, minDate?, maxDate?, maxDays? = 14, bothRequired? }.',
  preferredDates:
    'Na liście { day, hours }: dni robocze w zakresie, dzień i godziny razem; { atLeastOne: true } = co najmniej jeden.',
  phaseForPower: 'Na obiekcie: powyżej maxKw (7) tylko trójfazowe; { power, phase }.',
  connectionPowerRequired:
    'Na obiekcie: moc podana dla co najmniej jednego przyłącza; { connections: [...] }.',
  currentAndTargetPower: 'Na obiekcie: moc obecna i docelowa razem; { current, target }.',
  maxTotalPower: 'Na liście liczników: łączna moc najwyżej maxKw (40); { power }.',
  splitMergeRequiresProject:
    'Na obiekcie: więcej niż 4 liczniki lub ponad 40 kW wymaga projektu; { meters, project, power?, meterPower? }.',
  powerLimit:
    'Na obiekcie: suma podanych mocy najwyżej maxKw albo większa niż aboveKw; { powers: [...], maxKw?, aboveKw? }.',
  numberOrder: 'Na obiekcie: liczba upper nie mniejsza niż lower; { lower, upper }.',
  meteringForConnection:
    'Na obiekcie: jednofazowy układ pomiarowy tylko przy przyłączu jednofazowym do maxKw (7); { metering, phases?, powers?, maxKw?, singlePhase? }.',
  legalTitleAddressWarning:
    'OSTRZEŻENIE (nie błąd), na obiekcie: adres z tytułu prawnego różni się od adresu obiektu; { address, objectAddress: [...] }.',
  connectionAdvance:
    'WARTOŚĆ WYLICZANA (nie błąd), na obiekcie: zaliczka 30 zł/kW powyżej 1 kV, najwyżej 3 000 000 zł, 14 dni; { powers: [...], voltageKv | voltageKvField }.',
  peselUnlessDocument:
    'Na obiekcie: PESEL wymagany, chyba że podano numer paszportu lub karty pobytu; { pesel, document }.',
  passwordStrength: 'Hasło: co najmniej 10 znaków, mała i wielka litera, cyfra.',
  passwordDiffersFromLogin: 'Na obiekcie: hasło inne niż login; { password, login }.',
  passwordConfirmation: 'Na obiekcie: potwierdzenie równe hasłu; { password, confirmation }.',
  attachments:
    'Na liście plików { id, name, size, type }: formaty, rozmiary, duplikaty; { minFiles?, allowDwg?, extensions?, maxFileSize?, maxTotalSize? }.',
};

export function catalogMetaSchema(): Record<string, unknown> {
  return {
    $schema: `${DRAFT_07_ID}#`,
    $id: 'catalog.schema.json',
    title: 'schemas/catalog.json: kategorie, kafelki i rejestr formularzy',
    description:
      'WYGENEROWANY z packages/form-catalog/src/catalog.ts przez `pnpm schemas:docs`. Nie edytuj ręcznie.',
    ...structuredClone(Catalog as unknown as Record<string, unknown>),
  };
}

// Made from the code alone (draft-07 and the portal's keywords and formats): once per process, since
// making the AJV it reads costs ~0.1 s and every check compares the generated file with it.
let formMeta: Record<string, unknown> | undefined;

export function formMetaSchema(): Record<string, unknown> {
  formMeta ??= buildFormMetaSchema();
  return structuredClone(formMeta);
}

function buildFormMetaSchema(): Record<string, unknown> {
  const ajv = createAjv();
  const draft07 = ajv.getSchema(DRAFT_07_ID)?.schema;
  if (typeof draft07 !== 'object' || draft07 === null) throw new Error('AJV has no draft-07 meta-schema');
  const meta = structuredClone(draft07) as Record<string, unknown> & { properties: Record<string, unknown> };
  const allFormats = [...new Set([...Object.keys(ajv.formats), ...formatNames])].sort();
  const properties: Record<string, unknown> = {
    ...meta.properties,
    format: {
      type: 'string',
      enum: allFormats,
      description: 'Formaty ajv-formats i portalu (docs/schema-language.md).',
    },
    writeOnly: {
      type: 'boolean',
      default: false,
      description:
        'Sekret (hasło, kod, token): wysyłany z wnioskiem, nigdy nie zapisywany w szkicu przeglądarki.',
    },
    errorMessage: {
      type: ['string', 'object'],
      description:
        'ajv-errors: własny polski komunikat, np. { "const": "Zaznacz, aby złożyć to oświadczenie" }.',
    },
  };
  for (const keyword of keywords) {
    const name = String(keyword.keyword);
    properties[name] = { description: KEYWORD_DESCRIPTIONS[name] ?? name, ...(keyword.metaSchema as object) };
  }
  return {
    ...meta,
    $id: 'form.schema.json',
    title: 'Schemat formularza wniosku: JSON Schema draft-07 ze słownikiem walidacji portalu',
    description:
      'WYGENEROWANY przez `pnpm schemas:docs` z draft-07 i słów kluczowych @portal/validation. Nie edytuj ręcznie.',
    properties,
    // Unknown keywords fail `createAjv` (strict), so the editor flags them too.
    additionalProperties: false,
  };
}

export interface GeneratedFile {
  readonly file: string;
  readonly value: unknown;
}

export function generatedMetaSchemas(paths: SchemaPaths): GeneratedFile[] {
  return [
    { file: path.join(paths.metaDir, 'catalog.schema.json'), value: catalogMetaSchema() },
    { file: path.join(paths.metaDir, 'form.schema.json'), value: formMetaSchema() },
  ];
}
