// The words an analyst types (completion and hover help, Polish): the keywords of
// schemas/meta/form.schema.json (draft-07 and the portal's own keywords, with the descriptions the meta-schema
// gives), the ui.json keys of schemas/meta/ui.schema.json, and the widgets of the one widget registry
// (packages/form-model widgetRegistry.ts) with their Polish help and the ui:options each reads.
// Draft-07's own keywords carry no description in the meta-schema; they get a short Polish one here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { WIDGET_REGISTRY } from '@portal/form-model';
import type { SchemaPaths } from '@portal/schema-kit';

export interface Word {
  readonly name: string;
  readonly description: string;
}

export interface WidgetWord extends Word {
  readonly options: readonly string[];
}

export interface Vocabulary {
  /** Keywords of schema.json. */
  readonly schema: readonly Word[];
  /** Keys of ui.json (steps, uiSchema nodes, ui:options). */
  readonly ui: readonly Word[];
  /** Values of "ui:widget", each with the `ui:options` keys it reads besides those of every field. */
  readonly widgets: readonly WidgetWord[];
  /** Keys of "ui:options". */
  readonly options: readonly Word[];
  /** Values of "format". */
  readonly formats: readonly string[];
}

const DRAFT_07_HELP: Readonly<Record<string, string>> = {
  $schema: 'Wersja JSON Schema; w formularzach zawsze draft-07.',
  $id: 'Identyfikator schematu.',
  $ref: 'Odwołanie do definicji, np. "#/definitions/adres" albo "../../defs/adres.json#/definitions/adres".',
  $comment: 'Komentarz dla autorów; użytkownik go nie widzi.',
  title: 'Etykieta pola (po polsku), którą widzi użytkownik.',
  description: 'Tekst pomocy pod etykietą pola.',
  default: 'Wartość początkowa pola.',
  readOnly: 'Pole tylko do odczytu.',
  examples: 'Przykładowe wartości (dokumentacja).',
  multipleOf: 'Liczba musi być wielokrotnością podanej wartości.',
  maximum: 'Największa dozwolona liczba (włącznie).',
  exclusiveMaximum: 'Liczba musi być mniejsza od podanej.',
  minimum: 'Najmniejsza dozwolona liczba (włącznie).',
  exclusiveMinimum: 'Liczba musi być większa od podanej.',
  maxLength: 'Najwięcej znaków tekstu.',
  minLength: 'Najmniej znaków tekstu; 1 = pole nie może być puste.',
  pattern: 'Wyrażenie regularne, któremu musi odpowiadać tekst.',
  additionalItems: 'Elementy listy poza wymienionymi w items.',
  items: 'Schemat elementów listy.',
  maxItems: 'Najwięcej elementów listy.',
  minItems: 'Najmniej elementów listy.',
  uniqueItems: 'Elementy listy nie mogą się powtarzać.',
  contains: 'Lista musi zawierać element zgodny ze schematem.',
  maxProperties: 'Najwięcej pól obiektu.',
  minProperties: 'Najmniej pól obiektu.',
  required: 'Lista pól wymaganych (oznaczonych gwiazdką).',
  additionalProperties: 'Czy obiekt przyjmuje pola spoza properties; w formularzach false.',
  definitions: 'Definicje wielokrotnego użytku (wskazywane przez $ref).',
  properties: 'Pola obiektu: nazwa pola → jego schemat.',
  patternProperties: 'Pola, których nazwy pasują do wyrażenia regularnego.',
  dependencies: 'Pola lub schematy wymagane, gdy podano inne pole.',
  propertyNames: 'Schemat nazw pól obiektu.',
  const: 'Jedyna dozwolona wartość (np. true dla oświadczenia do zaznaczenia).',
  enum: 'Lista dozwolonych wartości; w formularzach wybór z oneOf z polskimi tytułami.',
  type: 'Typ wartości: string, number, integer, boolean, object, array, null.',
  format: 'Format tekstu (np. date, email, pesel, nip).',
  contentMediaType: 'Typ MIME treści tekstu.',
  contentEncoding: 'Kodowanie treści tekstu (np. base64).',
  if: 'Warunek: gdy dane pasują do tego schematu, obowiązuje then, w przeciwnym razie else.',
  then: 'Schemat obowiązujący, gdy warunek if jest spełniony.',
  else: 'Schemat obowiązujący, gdy warunek if nie jest spełniony.',
  allOf: 'Dane muszą pasować do wszystkich schematów z listy.',
  anyOf: 'Dane muszą pasować do co najmniej jednego schematu z listy.',
  oneOf: 'Dane muszą pasować do dokładnie jednego schematu; w wyborze: { "const", "title" } na opcję.',
  not: 'Dane nie mogą pasować do tego schematu.',
};

const UI_HELP: Readonly<Record<string, string>> = {
  steps: 'Kroki kreatora w kolejności: { id, title, description?, fields }.',
  uiSchema: 'Wygląd pól: nazwa pola → ui:widget, ui:options, ui:order…',
  id: 'Stały identyfikator kroku.',
  fields: 'Sekcje schematu pokazywane na tym kroku.',
  'ui:widget': 'Widżet pola (np. yesNo dla pytania tak/nie, radio, select, date).',
  'ui:title': 'Etykieta pola zamiast title ze schematu.',
  'ui:description': 'Opis pola zamiast description ze schematu.',
  'ui:help': 'Tekst pomocy pod polem.',
  'ui:placeholder': 'Podpowiedź w pustym polu.',
  'ui:autofocus': 'Kursor w tym polu po otwarciu kroku.',
  'ui:disabled': 'Pole wyłączone.',
  'ui:readonly': 'Pole tylko do odczytu.',
  'ui:options': 'Opcje widżetu rozumiane przez silnik (tooltip, unit, rows…).',
  inputType: 'Typ pola input (text, tel, email…).',
  inputMode: 'Klawiatura na telefonie (numeric, decimal, tel…).',
  rows: 'Liczba wierszy pola wielowierszowego.',
};

type MetaNode = { description?: string; properties?: Record<string, MetaNode>; enum?: string[] };

function words(
  properties: Record<string, MetaNode | boolean>,
  help: Readonly<Record<string, string>>,
): Word[] {
  return Object.entries(properties).map(([name, node]) => ({
    name,
    description:
      (typeof node === 'object' ? node.description : undefined) ?? help[name] ?? DRAFT_07_HELP[name] ?? '',
  }));
}

export function readVocabulary(paths: SchemaPaths): Vocabulary {
  const { metaDir } = paths;
  const read = (name: string) =>
    JSON.parse(readFileSync(path.join(metaDir, name), 'utf8')) as MetaNode & {
      definitions: Record<string, MetaNode>;
    };
  const form = read('form.schema.json');
  const ui = read('ui.schema.json');
  const byName = new Map<string, Word>();
  for (const word of [
    ...words(ui.properties ?? {}, UI_HELP),
    ...words(ui.definitions.step?.properties ?? {}, UI_HELP),
    ...words(ui.definitions.uiNode?.properties ?? {}, UI_HELP),
    ...words(ui.definitions.options?.properties ?? {}, UI_HELP),
  ])
    if (!byName.has(word.name) || (word.description && !byName.get(word.name)!.description))
      byName.set(word.name, word);
  return {
    schema: words(form.properties ?? {}, DRAFT_07_HELP),
    ui: [...byName.values()],
    widgets: WIDGET_REGISTRY.map((entry) => ({
      name: entry.name,
      description: entry.help,
      options: entry.options,
    })),
    options: words(ui.definitions.options?.properties ?? {}, UI_HELP),
    formats: form.properties?.format?.enum ?? [],
  };
}
