import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkSchemas } from './check.ts';
import { schemaPaths } from './paths.ts';
import { formatProblem, type Problem } from './problems.ts';
import { repoRoot } from './testing/repo-root.ts';
import { copySchemas, treeDigest, type SchemasCopy } from './testing/schemas-copy.ts';

const FORM_1 = 'schemas/forms/1-przylaczenie-do-40-kw';
/** A PDF form whose schema.json describes the paper form (the API generates the PDF from it). */
const FORM_8 = 'schemas/forms/8-zgloszenie-mikroinstalacji';
const FORM_27 = 'schemas/forms/27-ekspertyza-ukladu-pomiarowego';
const FORM_29 = 'schemas/forms/29-zgloszenie-licznika';

describe('pnpm schemas:check on the repository', () => {
  it('finds no problem in schemas/, the generated meta-schemas and docs/forms.md', async () => {
    const problems = await checkSchemas(schemaPaths(repoRoot));
    // Listing them makes the failure readable: the same lines `pnpm schemas:check` prints.
    expect(problems.map(formatProblem)).toEqual([]);
  });
});

interface BreakCase {
  readonly name: string;
  readonly breakIt: (copy: SchemasCopy) => void;
  readonly expected: {
    file: string;
    pointer?: string;
    message: string;
    /** The problem's line and column are where this text first occurs in the broken file. */
    at?: string;
    line?: number;
    column?: number;
  };
}

/** 1-based line and column of the first occurrence of `text`. */
function positionOf(content: string, text: string): { line: number; column: number } {
  const offset = content.indexOf(text);
  if (offset < 0) throw new Error(`"${text}" is not in the file`);
  const before = content.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1) ?? '').length + 1 };
}

const cases: BreakCase[] = [
  {
    name: 'a field without a title',
    breakIt: (copy) =>
      copy.editJson(`${FORM_1}/schema.json`, (schema) => {
        delete schema.properties.extraInfo.properties.comment.title;
      }),
    expected: {
      file: `${FORM_1}/schema.json`,
      pointer: '/properties/extraInfo/properties/comment',
      message: 'nie ma tytułu',
    },
  },
  {
    name: 'an object that accepts unknown fields',
    breakIt: (copy) =>
      copy.editJson(`${FORM_1}/schema.json`, (schema) => {
        delete schema.properties.object.additionalProperties;
      }),
    expected: {
      file: `${FORM_1}/schema.json`,
      pointer: '/properties/object',
      message: '"additionalProperties": false',
    },
  },
  {
    name: 'an object with conditional fields that does not list them in propertyNames',
    breakIt: (copy) =>
      copy.editJson(`${FORM_1}/schema.json`, (schema) => {
        schema.properties.connection.propertyNames.enum.pop();
      }),
    expected: { file: `${FORM_1}/schema.json`, pointer: '/properties/connection', message: 'propertyNames' },
  },
  {
    name: 'a misspelt keyword, at its line and column, with the right one suggested',
    breakIt: (copy) =>
      copy.editJson(`${FORM_1}/schema.json`, (schema) => {
        schema.properties.extraInfo.properties.comment.maxLenght = 10;
      }),
    expected: {
      file: `${FORM_1}/schema.json`,
      pointer: '/properties/extraInfo/properties/comment/maxLenght',
      message: 'nieznane słowo kluczowe "maxLenght"; czy chodziło o "maxLength"?',
      at: '"maxLenght"',
    },
  },
  {
    name: 'a pattern no value can match, at its line, naming the field',
    breakIt: (copy) =>
      copy.editJson(`${FORM_1}/schema.json`, (schema) => {
        schema.properties.extraInfo.properties.comment.pattern = '^[0-9]{8}$[0-9]';
      }),
    expected: {
      file: `${FORM_1}/schema.json`,
      pointer: '/properties/extraInfo/properties/comment/pattern',
      message: '(comment) nie przyjmie żadnej wartości: "$" (koniec tekstu) stoi w środku wzorca',
      at: '"pattern"',
    },
  },
  {
    name: 'a misspelt required entry, at its place, with the nearest field',
    breakIt: (copy) =>
      copy.editJson(`${FORM_1}/schema.json`, (schema) => {
        schema.properties.connection.required = ['concern', 'connectionKind', 'power', 'measuringSytem'];
      }),
    expected: {
      file: `${FORM_1}/schema.json`,
      pointer: '/properties/connection/required/3',
      message:
        '"required" wymienia pole "measuringSytem", którego ten obiekt nie ma; czy chodziło o "measuringSystem"?',
    },
  },
  {
    name: 'an if naming a field that does not exist, with the nearest field',
    breakIt: (copy) =>
      copy.editJson(`${FORM_1}/schema.json`, (schema) => {
        schema.properties.connection.if = {
          properties: { concren: { enum: ['powerChange'] } },
          required: ['concren'],
        };
      }),
    expected: {
      file: `${FORM_1}/schema.json`,
      pointer: '/properties/connection/if/properties/concren',
      message: 'czy chodziło o "concern"?',
    },
  },
  {
    name: "a help text's example the field's pattern refuses, naming the field",
    breakIt: (copy) => {
      copy.editJson(`${FORM_1}/schema.json`, (schema) => {
        schema.properties.extraInfo.properties.comment.pattern = '^[0-9]{2}-[0-9]{3}$';
      });
      copy.editJson(`${FORM_1}/ui.json`, (ui) => {
        ui.uiSchema.extraInfo.comment['ui:help'] = 'Kod pocztowy, np. 12345.';
      });
    },
    expected: {
      file: `${FORM_1}/schema.json`,
      pointer: '/properties/extraInfo/properties/comment/pattern',
      message: '(comment) nie przyjmuje przykładu „12345” z podpowiedzi pola (ui:help)',
      at: '"pattern"',
    },
  },
  {
    name: "a rule naming a field that does not exist, at the rule's option, with the nearest field",
    breakIt: (copy) =>
      copy.editJson('schemas/forms/22-remont-instalacji-w-budynku-wielolokalowym/schema.json', (schema) => {
        schema.resealingAfterWorks.visits = 'resealing/preferedDates';
      }),
    expected: {
      file: 'schemas/forms/22-remont-instalacji-w-budynku-wielolokalowym/schema.json',
      pointer: '/resealingAfterWorks/visits',
      message:
        'reguła "resealingAfterWorks" wymienia pole "resealing/preferedDates", a obiekt "resealing" nie ma pola "preferedDates"; czy chodziło o "preferredDates"?',
      at: '"visits"',
    },
  },
  {
    name: 'a copyFrom of a shared uiSchema naming a field the form does not have',
    breakIt: (copy) =>
      copy.editJson('schemas/defs/contact.ui.json', (ui) => {
        ui.definitions.notifications.smsPhone['ui:options'].copyFrom = '/contact/phnoe';
      }),
    expected: {
      file: 'schemas/defs/contact.ui.json',
      pointer: '/definitions/notifications/smsPhone/ui:options/copyFrom',
      message:
        'formularz 1: "copyFrom": w formularzu nie ma pola /contact/phnoe; czy chodziło o /contact/phone?',
      at: '"copyFrom"',
    },
  },
  {
    name: 'an invalid regex, said in Polish',
    breakIt: (copy) =>
      copy.editJson(`${FORM_1}/schema.json`, (schema) => {
        schema.properties.extraInfo.properties.comment.pattern = '^(abc$';
      }),
    expected: {
      file: `${FORM_1}/schema.json`,
      pointer: '/properties/extraInfo/properties/comment/pattern',
      message: 'wzorzec "^(abc$" nie jest poprawnym wyrażeniem regularnym: nawias "(" nie jest zamknięty',
      at: '"pattern"',
    },
  },
  {
    name: "a misspelt custom keyword of the portal's language suggests it",
    breakIt: (copy) =>
      copy.editJson(`${FORM_27}/schema.json`, (schema) => {
        const field = schema.properties.expertise.properties.labResultReceivedDate;
        field.dateMaxDayBack = field.dateMaxDaysBack;
        delete field.dateMaxDaysBack;
      }),
    expected: {
      file: `${FORM_27}/schema.json`,
      pointer: '/properties/expertise/properties/labResultReceivedDate/dateMaxDayBack',
      message: 'czy chodziło o "dateMaxDaysBack"?',
      at: '"dateMaxDayBack"',
    },
  },
  {
    name: 'a format without a type, located at the format',
    breakIt: (copy) =>
      copy.editJson(`${FORM_27}/schema.json`, (schema) => {
        schema.properties.expertise.properties.labResultReceivedDate = { title: 'Data', format: 'date' };
      }),
    expected: {
      file: `${FORM_27}/schema.json`,
      pointer: '/properties/expertise/properties/labResultReceivedDate/format',
      message: 'słowo kluczowe "format" działa tylko z "type": "string"',
      at: '"format": "date"',
    },
  },
  {
    name: 'a misspelt format suggests the right one',
    breakIt: (copy) =>
      copy.editJson(`${FORM_27}/schema.json`, (schema) => {
        schema.properties.expertise.properties.labResultReceivedDate.format = 'dat';
      }),
    expected: {
      file: `${FORM_27}/schema.json`,
      pointer: '/properties/expertise/properties/labResultReceivedDate/format',
      message: 'nieznany format "dat"; czy chodziło o "date"?',
      at: '"format": "dat"',
    },
  },
  {
    name: 'a keyword value of the wrong type',
    breakIt: (copy) =>
      copy.editJson(`${FORM_27}/schema.json`, (schema) => {
        schema.properties.expertise.properties.objections.minLength = '10';
      }),
    expected: {
      file: `${FORM_27}/schema.json`,
      pointer: '/properties/expertise/properties/objections/minLength',
      message: 'wartość słowa kluczowego "minLength" musi być typu: liczba całkowita (jest "10")',
      at: '"minLength"',
    },
  },
  {
    name: 'a meta-schema error in a shared definition, reported in the defs file',
    breakIt: (copy) =>
      copy.editJson('schemas/defs/contact.json', (defs) => {
        defs.definitions.fax.tilte = 'Faks';
      }),
    expected: {
      file: 'schemas/defs/contact.json',
      pointer: '/definitions/fax/tilte',
      message: 'czy chodziło o "title"?',
      at: '"tilte"',
    },
  },
  {
    name: 'a JSON syntax error in schema.json, with line, column and a Polish explanation',
    breakIt: (copy) =>
      copy.writeText(
        `${FORM_27}/schema.json`,
        copy
          .readText(`${FORM_27}/schema.json`)
          .replace('"trimmedMaxLength": 2000\n', '"trimmedMaxLength": 2000,\n'),
      ),
    expected: {
      file: `${FORM_27}/schema.json`,
      message: 'niepoprawny JSON w wierszu 55, kolumnie 35: zbędny przecinek przed "}"',
      line: 55,
      column: 35,
    },
  },
  {
    name: 'a JSON syntax error in ui.json (a missing comma)',
    breakIt: (copy) =>
      copy.writeText(
        `${FORM_27}/ui.json`,
        copy.readText(`${FORM_27}/ui.json`).replace('"expertUnit",', '"expertUnit"'),
      ),
    expected: {
      file: `${FORM_27}/ui.json`,
      message: 'brak przecinka "," między elementami',
      at: '"presenceRequested"\n',
    },
  },
  {
    name: 'a JSON syntax error in a fixture (a comment)',
    breakIt: (copy) =>
      copy.writeText(
        `${FORM_1}/fixtures/invalid/bad-pesel.json`,
        `// PESEL z błędną cyfrą kontrolną\n${copy.readText(`${FORM_1}/fixtures/invalid/bad-pesel.json`)}`,
      ),
    expected: {
      file: `${FORM_1}/fixtures/invalid/bad-pesel.json`,
      message: 'komentarze są niedozwolone w JSON',
      line: 1,
      column: 1,
    },
  },
  {
    name: 'a misspelt ui.json key, at its line and column, with the right one suggested',
    breakIt: (copy) =>
      copy.editJson(`${FORM_27}/ui.json`, (ui) => {
        ui.uiSchema.expertise.presenceRequested = { 'ui:widgte': 'yesNo' };
      }),
    expected: {
      file: `${FORM_27}/ui.json`,
      pointer: '/uiSchema/expertise/presenceRequested/ui:widgte',
      message: 'nieznane pole "ui:widgte"; czy chodziło o "ui:widget"?',
      at: '"ui:widgte"',
    },
  },
  {
    name: 'a JSON syntax error in a shared definition file, instead of a crash',
    breakIt: (copy) =>
      copy.writeText(
        'schemas/defs/contact.json',
        copy.readText('schemas/defs/contact.json').replace('"title": "Faks",', '"title": "Faks"'),
      ),
    expected: {
      file: 'schemas/defs/contact.json',
      message: 'brak przecinka "," między elementami',
      at: '"format": "fax"',
    },
  },
  {
    name: 'a required yes/no field without the yesNo widget',
    breakIt: (copy) =>
      copy.editJson(`${FORM_27}/ui.json`, (ui) => {
        delete ui.uiSchema.expertise.presenceRequested;
      }),
    expected: {
      file: `${FORM_27}/schema.json`,
      pointer: '/properties/expertise/properties/presenceRequested',
      message:
        'wymagane pole tak/nie "presenceRequested" (/expertise/presenceRequested) wyświetli się jako pole wyboru (checkbox)',
      at: '"presenceRequested": {',
    },
  },
  {
    name: 'a ref to a definition that does not exist',
    breakIt: (copy) =>
      copy.editJson(`${FORM_1}/schema.json`, (schema) => {
        schema.properties.contact.$ref = '../../defs/contact.json#/definitions/contactData';
      }),
    expected: {
      file: `${FORM_1}/schema.json`,
      pointer: '/properties/contact/$ref',
      message: 'nie ma definicji "contactData"',
    },
  },
  {
    name: 'an invalid fixture whose declared error does not happen',
    breakIt: (copy) =>
      copy.editJson(`${FORM_1}/fixtures/invalid/bad-pesel.json`, (fixture) => {
        fixture.data.applicant.person.pesel = '44051401359';
      }),
    expected: {
      file: `${FORM_1}/fixtures/invalid/bad-pesel.json`,
      pointer: '/data/applicant/person/pesel',
      message: 'nie wystąpił',
    },
  },
  {
    name: 'an invalid fixture with an undeclared extra error',
    breakIt: (copy) =>
      copy.editJson(`${FORM_1}/fixtures/invalid/bad-pesel.json`, (fixture) => {
        fixture.data.contact.phone = '12345';
      }),
    expected: {
      file: `${FORM_1}/fixtures/invalid/bad-pesel.json`,
      pointer: '/data/contact/phone',
      message: 'niezadeklarowany błąd',
    },
  },
  {
    name: 'an invalid fixture refused with another message than the one it declares',
    breakIt: (copy) =>
      copy.editJson(`${FORM_1}/fixtures/invalid/bad-pesel.json`, (fixture) => {
        fixture.errors[0].message = 'Niepoprawny numer NIP';
      }),
    expected: {
      file: `${FORM_1}/fixtures/invalid/bad-pesel.json`,
      message: 'ma inny komunikat: „Niepoprawny numer PESEL” zamiast „Niepoprawny numer NIP”',
    },
  },
  {
    name: 'a catalog title that differs from the schema title (form 10)',
    breakIt: (copy) =>
      copy.editJson('schemas/catalog.json', (catalog) => {
        catalog.forms[0].title = 'Inny tytuł';
      }),
    expected: {
      file: 'schemas/catalog.json',
      pointer: '/forms/0/title',
      message: 'różni się od tytułu schematu',
    },
  },
  {
    name: 'a valid fixture that fails',
    breakIt: (copy) =>
      copy.editJson(`${FORM_1}/fixtures/valid/private-person-new-house.json`, (fixture) => {
        fixture.data.connection.power.connectionOne.phase = 'single_phase';
      }),
    expected: {
      file: `${FORM_1}/fixtures/valid/private-person-new-house.json`,
      pointer: '/data/connection/power/connectionOne/phase',
      message: 'Powyżej 7 kW',
    },
  },
  {
    name: 'too few fixtures for a ready form',
    breakIt: (copy) => {
      for (const name of copy.list(`${FORM_1}/fixtures/valid`))
        if (name !== 'private-person-new-house.json') copy.remove(`${FORM_1}/fixtures/valid/${name}`);
    },
    expected: { file: `${FORM_1}/fixtures/valid`, message: 'co najmniej 2' },
  },
  {
    name: 'a section that is in no step',
    breakIt: (copy) =>
      copy.editJson(`${FORM_1}/ui.json`, (ui) => {
        ui.steps[5].fields = ['statements'];
      }),
    expected: {
      file: `${FORM_1}/ui.json`,
      pointer: '/steps',
      message: 'sekcji "extraInfo" nie ma w żadnym kroku',
    },
  },
  {
    name: 'a section in two steps',
    breakIt: (copy) =>
      copy.editJson(`${FORM_1}/ui.json`, (ui) => {
        ui.steps[0].fields.push('object');
      }),
    expected: { file: `${FORM_1}/ui.json`, message: 'sekcja "object" jest już w kroku' },
  },
  {
    name: 'a uiSchema entry for a field that does not exist',
    breakIt: (copy) =>
      copy.editJson(`${FORM_1}/ui.json`, (ui) => {
        ui.uiSchema.connection.conection = { 'ui:widget': 'radio' };
      }),
    expected: {
      file: `${FORM_1}/ui.json`,
      pointer: '/uiSchema/connection/conection',
      message: 'nie ma pola "conection"',
    },
  },
  {
    name: 'a conditional field in ui:order (RJSF would throw when it is hidden)',
    breakIt: (copy) =>
      copy.editJson(`${FORM_1}/ui.json`, (ui) => {
        ui.uiSchema.connection['ui:order'] = ui.uiSchema.connection['ui:order'].map((name: string) =>
          name === '*' ? 'ppe' : name,
        );
      }),
    expected: {
      file: `${FORM_1}/ui.json`,
      pointer: '/uiSchema/connection/ui:order/1',
      message: 'pole warunkowe "ppe"',
    },
  },
  {
    name: 'an addressSameAs source that is not a field of the form',
    breakIt: (copy) =>
      copy.editJson(`${FORM_1}/ui.json`, (ui) => {
        ui.uiSchema.documentReceipt.correspondenceAddress.sameAs['ui:options'].sources.object = [
          '/object/address',
        ];
      }),
    expected: {
      file: `${FORM_1}/ui.json`,
      pointer: '/uiSchema/documentReceipt/correspondenceAddress/sameAs/ui:options/sources/object/0',
      message: 'nie ma pola /object/address',
    },
  },
  {
    name: 'a uiSchema entry in a shared definition for a field it does not have',
    breakIt: (copy) =>
      copy.editJson('schemas/defs/address.ui.json', (ui) => {
        ui.definitions.address.zip = { 'ui:widget': 'zipCode' };
      }),
    expected: {
      file: 'schemas/defs/address.ui.json',
      pointer: '/definitions/address/zip',
      message: 'nie ma pola "zip"',
    },
  },
  {
    name: 'a widget the engine does not have',
    breakIt: (copy) =>
      copy.editJson(`${FORM_1}/ui.json`, (ui) => {
        ui.uiSchema.connection.concern = { 'ui:widget': 'slider' };
      }),
    expected: {
      file: `${FORM_1}/ui.json`,
      pointer: '/uiSchema/connection/concern/ui:widget',
      message: 'ui.schema.json',
    },
  },
  {
    name: 'a widget missing from the meta-schema that the widget registry has',
    breakIt: (copy) =>
      copy.editJson('schemas/meta/ui.schema.json', (meta) => {
        meta.definitions.widget.enum = meta.definitions.widget.enum.filter(
          (name: string) => name !== 'yesNo',
        );
      }),
    expected: {
      file: 'schemas/meta/ui.schema.json',
      pointer: '/definitions/widget/enum',
      message: 'lista widżetów różni się od rejestru widżetów',
    },
  },
  {
    name: 'a widget missing from the README table that the widget registry has',
    breakIt: (copy) =>
      copy.writeText(
        'schemas/README.md',
        copy.readText('schemas/README.md').replace(/^\| `yesNo` .*\n/m, ''),
      ),
    expected: {
      file: 'schemas/README.md',
      message: 'plik jest nieaktualny: uruchom `pnpm schemas:docs`',
    },
  },
  {
    name: 'a shared definition no form uses',
    breakIt: (copy) =>
      copy.editJson('schemas/defs/dates.json', (defs) => {
        defs.definitions.unusedDate = { type: 'string', title: 'Data', format: 'date' };
      }),
    expected: {
      file: 'schemas/defs/dates.json',
      pointer: '/definitions/unusedDate',
      message: 'nie jest używana',
    },
  },
  {
    name: 'a tile opening a form that is not in the catalog',
    breakIt: (copy) =>
      copy.editJson('schemas/catalog.json', (catalog) => {
        catalog.categories[0].tiles[2].formId = 99;
      }),
    expected: {
      file: 'schemas/catalog.json',
      pointer: '/categories/0/tiles/2/formId',
      message: 'formularza 99 nie ma',
    },
  },
  {
    name: 'a tile with both a form and options',
    breakIt: (copy) =>
      copy.editJson('schemas/catalog.json', (catalog) => {
        catalog.categories[0].tiles[0].formId = 1;
      }),
    expected: {
      file: 'schemas/catalog.json',
      pointer: '/categories/0/tiles/0',
      message: 'albo formId, albo options',
    },
  },
  {
    name: 'a form folder missing from the catalog',
    breakIt: (copy) =>
      copy.editJson('schemas/catalog.json', (catalog) => {
        catalog.forms = catalog.forms.filter((entry: { id: number }) => entry.id !== 37);
      }),
    expected: {
      file: 'schemas/forms/37-inwentaryzacja-inna-sprawa',
      message: 'nie ma w schemas/catalog.json',
    },
  },
  {
    name: 'a submission pointer that names no field',
    breakIt: (copy) =>
      copy.editJson('schemas/catalog.json', (catalog) => {
        catalog.forms[0].submission.smsPhone = '/notifications/phone';
      }),
    expected: {
      file: 'schemas/catalog.json',
      pointer: '/forms/0/submission/smsPhone',
      message: 'nie wskazuje pola',
    },
  },
  {
    name: 'a catalog entry that breaks its meta-schema',
    breakIt: (copy) =>
      copy.editJson('schemas/catalog.json', (catalog) => {
        catalog.forms[0].version = '1.0';
      }),
    expected: { file: 'schemas/catalog.json', pointer: '/forms/0/version', message: 'catalog.schema.json' },
  },
  {
    name: 'a PDF form with schema.json but without ui.json',
    breakIt: (copy) => copy.remove(`${FORM_8}/ui.json`),
    expected: {
      file: 'schemas/catalog.json',
      message: 'formularz PDF z schema.json potrzebuje też ui.json',
    },
  },
  {
    name: 'a PDF form with ui.json but without schema.json',
    breakIt: (copy) => copy.remove(`${FORM_8}/schema.json`),
    expected: { file: 'schemas/catalog.json', message: 'potrzebuje też schema.json' },
  },
  {
    name: 'a section without a title in a PDF form (checked like an online form)',
    breakIt: (copy) =>
      copy.editJson(`${FORM_8}/schema.json`, (schema) => {
        delete schema.properties.statements.title;
      }),
    expected: { file: `${FORM_8}/schema.json`, pointer: '/properties/statements', message: 'nie ma tytułu' },
  },
  {
    name: 'an invalid fixture of a PDF form whose declared error does not happen',
    breakIt: (copy) =>
      copy.editJson(`${FORM_8}/fixtures/invalid/above-50-kw.json`, (fixture) => {
        fixture.data.installation.installedPower = '50';
      }),
    expected: {
      file: `${FORM_8}/fixtures/invalid/above-50-kw.json`,
      pointer: '/data/installation/installedPower',
      message: 'nie wystąpił',
    },
  },
  {
    name: 'too few fixtures for a ready PDF form with a schema',
    breakIt: (copy) => {
      for (const name of copy.list(`${FORM_8}/fixtures/valid`))
        if (name !== 'private-person-solar.json') copy.remove(`${FORM_8}/fixtures/valid/${name}`);
    },
    expected: { file: `${FORM_8}/fixtures/valid`, message: 'co najmniej 2' },
  },
  {
    name: 'a step of a PDF form naming a section the schema does not have',
    breakIt: (copy) =>
      copy.editJson(`${FORM_8}/ui.json`, (ui) => {
        ui.steps[0].fields.push('attachments');
      }),
    expected: { file: `${FORM_8}/ui.json`, message: 'nie ma sekcji "attachments"' },
  },
  {
    name: 'a pdf.json that breaks its meta-schema',
    breakIt: (copy) =>
      copy.editJson(`${FORM_8}/pdf.json`, (pdf) => {
        pdf.instructions = [];
      }),
    expected: { file: `${FORM_8}/pdf.json`, pointer: '/instructions', message: 'pdf-form.schema.json' },
  },
  {
    name: "schemas/README.md whose forms' status disagrees with the catalog",
    breakIt: (copy) =>
      copy.editJson('schemas/catalog.json', (catalog) => {
        catalog.forms.find((entry: { id: number }) => entry.id === 37).status = 'draft';
      }),
    expected: { file: 'schemas/README.md', message: 'pnpm schemas:docs' },
  },
  {
    name: "schemas/README.md without its generated forms' status block",
    breakIt: (copy) =>
      copy.writeText(
        'schemas/README.md',
        copy.readText('schemas/README.md').replace(/<!-- forms-status[\s\S]*<!-- \/forms-status -->/, ''),
      ),
    expected: { file: 'schemas/README.md', message: 'brak bloku stanu formularzy' },
  },
  {
    name: 'stale docs/forms.md',
    breakIt: (copy) =>
      copy.editJson('schemas/catalog.json', (catalog) => {
        catalog.forms[0].title = 'Wniosek o przyłączenie do 40 kW';
      }),
    expected: { file: 'docs/forms.md', message: 'pnpm schemas:docs' },
  },
  {
    name: 'a rule without a refused example at its boundary',
    breakIt: (copy) =>
      copy.editJson(`${FORM_29}/fixtures/invalid/total-power-above-40-kw.json`, (fixture) => {
        delete fixture.rules;
      }),
    expected: {
      file: 'schemas/rules.json',
      message: 'reguła "power.counters-max-40-kw" nie ma niepoprawnego przykładu',
    },
  },
  {
    name: 'a rule without a passing example at its boundary',
    breakIt: (copy) =>
      copy.editJson(`${FORM_29}/fixtures/valid/business-on-behalf-additional-meter-40-kw.json`, (fixture) => {
        delete fixture.rules;
      }),
    expected: {
      file: 'schemas/rules.json',
      message: 'reguła "power.counters-max-40-kw" nie ma poprawnego przykładu',
    },
  },
  {
    name: "a rule's example refused for another reason",
    breakIt: (copy) =>
      copy.editJson(`${FORM_29}/fixtures/invalid/no-meters.json`, (fixture) => {
        fixture.rules = ['power.counters-max-40-kw'];
      }),
    expected: {
      file: `${FORM_29}/fixtures/invalid/no-meters.json`,
      message: 'przykład reguły "power.counters-max-40-kw" nie jest odrzucany z jej powodu',
    },
  },
  {
    name: "a rule's refused example that does not state the user's message",
    breakIt: (copy) =>
      copy.editJson(`${FORM_29}/fixtures/invalid/total-power-above-40-kw.json`, (fixture) => {
        for (const error of fixture.errors) delete error.message;
      }),
    expected: {
      file: `${FORM_29}/fixtures/invalid/total-power-above-40-kw.json`,
      message: 'musi podać komunikat',
    },
  },
  {
    name: 'a fixture naming a rule that does not exist',
    breakIt: (copy) =>
      copy.editJson(`${FORM_29}/fixtures/invalid/no-meters.json`, (fixture) => {
        fixture.rules = ['power.no-such-rule'];
      }),
    expected: {
      file: `${FORM_29}/fixtures/invalid/no-meters.json`,
      message: 'nie ma reguły "power.no-such-rule"',
    },
  },
  {
    name: 'a fixture of a form that does not enforce the rule it names',
    breakIt: (copy) =>
      copy.editJson(`${FORM_1}/fixtures/valid/private-person-new-house.json`, (fixture) => {
        fixture.rules = [...(fixture.rules ?? []), 'power.counters-max-40-kw'];
      }),
    expected: {
      file: `${FORM_1}/fixtures/valid/private-person-new-house.json`,
      message: 'formularz 1 nie egzekwuje reguły "power.counters-max-40-kw"',
    },
  },
  {
    name: 'a rule that no form enforces',
    breakIt: (copy) =>
      copy.editJson('schemas/rules.json', (registry) => {
        registry.rules[0].enforcedBy = [{ keyword: 'noSuchKeyword' }];
      }),
    expected: {
      file: 'schemas/rules.json',
      pointer: '/rules/0/enforcedBy',
      message: 'nie egzekwuje żaden formularz',
    },
  },
  {
    name: 'a rules registry that breaks its meta-schema',
    breakIt: (copy) =>
      copy.editJson('schemas/rules.json', (registry) => {
        delete registry.rules[0].wording;
      }),
    expected: { file: 'schemas/rules.json', message: 'meta/rules.schema.json' },
  },
  {
    name: 'a rule enforced outside the schemas whose test does not exist (in a whole repository)',
    breakIt: (copy) => {
      copy.writeJson('package.json', { name: 'repository' });
      copy.editJson('schemas/rules.json', (registry) => {
        registry.outsideSchemas[0].test = 'packages/validation/src/no-such.test.ts';
      });
    },
    expected: {
      file: 'schemas/rules.json',
      pointer: '/outsideSchemas/0/test',
      message: 'nie ma pliku packages/validation/src/no-such.test.ts',
    },
  },
  {
    name: 'a link outside the portal in a description',
    breakIt: (copy) =>
      copy.editJson('schemas/forms/100-rejestracja-konta/schema.json', (schema) => {
        schema.properties.statements.properties.termsAccepted.description =
          '[Regulamin](https://example.com/r)';
      }),
    expected: {
      file: 'schemas/forms/100-rejestracja-konta/schema.json',
      pointer: '/properties/statements/properties/termsAccepted/description',
      message: 'prowadzi do "https://example.com/r", a nie do strony portalu',
    },
  },
  {
    name: 'a link in a title',
    breakIt: (copy) =>
      copy.editJson('schemas/forms/100-rejestracja-konta/schema.json', (schema) => {
        schema.properties.statements.properties.termsAccepted.title = 'Akceptuję [regulamin](/regulamin).';
      }),
    expected: {
      file: 'schemas/forms/100-rejestracja-konta/schema.json',
      pointer: '/properties/statements/properties/termsAccepted/title',
      message: 'tytuł nie może zawierać odnośnika',
    },
  },
  {
    name: 'stale docs/rules.md',
    breakIt: (copy) =>
      copy.editJson('schemas/rules.json', (registry) => {
        registry.rules[0].wording = 'Inne brzmienie.';
      }),
    expected: { file: 'docs/rules.md', message: 'pnpm schemas:docs' },
  },
];

/**
 * Breaks of shared definitions, made together in one copy and checked once: each one checks again every
 * form whose bundle has the definition (a compile and the fixtures of most forms, ~4 s each), and none of
 * them keeps another from being reported (each test below finds its own problem).
 */
const sharedDefinitionCases: BreakCase[] = [
  {
    name: 'a title missing in a shared definition (reported in the defs file)',
    breakIt: (copy) =>
      copy.editJson('schemas/defs/person.json', (defs) => {
        delete defs.definitions.pesel.title;
      }),
    expected: {
      file: 'schemas/defs/person.json',
      pointer: '/definitions/privatePerson/properties/pesel',
      message: 'nie ma tytułu',
    },
  },
  {
    name: 'a rule of a shared definition naming a field that does not exist',
    breakIt: (copy) =>
      copy.editJson('schemas/defs/person.json', (defs) => {
        defs.definitions.privatePerson.peselUnlessDocument.pesel = 'pesle';
      }),
    expected: {
      file: 'schemas/defs/person.json',
      pointer: '/definitions/privatePerson/peselUnlessDocument/pesel',
      message: 'czy chodziło o "pesel"?',
    },
  },
  {
    name: 'a choice list without Polish titles (enum)',
    breakIt: (copy) =>
      copy.editJson('schemas/defs/contact.json', (defs) => {
        const hours = defs.definitions.contactHours;
        hours.enum = hours.oneOf.map((option: { const: string }) => option.const);
        delete hours.oneOf;
      }),
    expected: {
      file: 'schemas/defs/contact.json',
      pointer: '/definitions/contactHours/enum',
      message: 'lista wyboru pola "contactHours" to "enum"',
      at: '"enum"',
    },
  },
  {
    name: 'a required yes/no field of a shared definition whose defs ui names the checkbox',
    breakIt: (copy) => {
      copy.editJson('schemas/defs/contact.json', (defs) => {
        defs.definitions.notifications.required = ['bySms'];
      });
    },
    expected: {
      file: 'schemas/defs/contact.json',
      pointer: '/definitions/notifications/properties/bySms',
      message: 'wyświetli się jako pole wyboru (checkbox)',
      at: '"bySms": {',
    },
  },
  {
    name: 'a link in a description to a page the portal does not have',
    breakIt: (copy) =>
      copy.editJson('schemas/defs/statements.json', (defs) => {
        defs.definitions.gdprAcknowledgement.description = 'Zobacz [politykę](/polityka-prywatnosci).';
      }),
    expected: {
      file: 'schemas/defs/statements.json',
      pointer: '/definitions/gdprAcknowledgement/description',
      message: 'odnośnik „politykę” prowadzi do "/polityka-prywatnosci", a nie do strony portalu',
    },
  },
];

/** The problems among `problems` that are the case's expected one. */
function expectedProblems(
  broken: SchemasCopy,
  problems: Problem[],
  expected: BreakCase['expected'],
): Problem[] {
  const position = expected.at
    ? positionOf(broken.readText(expected.file), expected.at)
    : expected.line === undefined
      ? undefined
      : { line: expected.line, column: expected.column };
  return problems.filter(
    (problem) =>
      problem.file === expected.file &&
      (expected.pointer === undefined || problem.pointer === expected.pointer) &&
      problem.message.includes(expected.message) &&
      (position === undefined || (problem.line === position.line && problem.column === position.column)),
  );
}

// One copy for every case: each breaks it, and what it broke is put back after it.
let copy: SchemasCopy;
let pristine: string;
beforeAll(() => {
  copy = copySchemas();
  pristine = treeDigest(copy.root);
});
afterAll(() => copy.dispose());

function restoreCopy(): void {
  copy.restore();
  expect(treeDigest(copy.root), 'the copy is as it was before the case').toBe(pristine);
}

describe('pnpm schemas:check reports', () => {
  afterEach(restoreCopy);

  // One `it` per case by name: `it.each`'s $name is quoted and cut at 40 characters, which -t cannot find.
  for (const { name, breakIt, expected } of cases)
    it(name, async () => {
      breakIt(copy);
      const problems = await checkSchemas(copy.paths);
      expect(expectedProblems(copy, problems, expected), problems.map(formatProblem).join('\n')).not.toEqual(
        [],
      );
    });
});

describe('pnpm schemas:check reports, of shared definitions broken together', () => {
  let problems: Problem[];
  beforeAll(async () => {
    for (const { breakIt } of sharedDefinitionCases) breakIt(copy);
    problems = await checkSchemas(copy.paths);
  });
  afterAll(restoreCopy);

  for (const { name, expected } of sharedDefinitionCases)
    it(name, () => {
      expect(expectedProblems(copy, problems, expected), problems.map(formatProblem).join('\n')).not.toEqual(
        [],
      );
    });
});
