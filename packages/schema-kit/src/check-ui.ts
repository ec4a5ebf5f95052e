// ui.json against its meta-schema and against the form's schema: every section is in exactly one step,
// every uiSchema key names a field that exists (a typo would silently do nothing in RJSF), and
// "ui:order" never lists a conditional field, because RJSF throws on an order entry that is not
// currently rendered ("uiSchema order list contains extraneous property").
import { isJsonObject, type JsonObject } from '@portal/form-catalog/node';
import type { MetaValidators } from './meta-validators.ts';
import type { Problem } from './problems.ts';
import { closestName } from './schema-keywords.ts';
import { escapeSegment } from '@portal/json-pointer';
import { effectiveSchema, fieldAtDataPath, itemsSchema, objectFields, walkFields } from './schema-walk.ts';

interface UiStep {
  id: string;
  fields: string[];
}

export function checkUi(meta: MetaValidators, uiFile: string, ui: unknown, bundled: JsonObject): Problem[] {
  const problems: Problem[] = [];
  const at = (pointer: string, message: string) => problems.push({ file: uiFile, pointer, message });
  const metaIssues = meta.ui(ui);
  if (metaIssues.length > 0) {
    for (const issue of metaIssues) at(issue.pointer, `niezgodne z meta/ui.schema.json: ${issue.message}`);
    return problems;
  }
  const { steps, uiSchema } = ui as { steps: UiStep[]; uiSchema: JsonObject };

  const sections = objectFields(bundled, '', bundled).map((field) => field.name);
  const stepOf = new Map<string, string>();
  const stepIds = new Set<string>();
  steps.forEach((step, s) => {
    if (stepIds.has(step.id)) at(`/steps/${s}/id`, `krok "${step.id}" powtarza się`);
    stepIds.add(step.id);
    step.fields.forEach((field, f) => {
      if (!sections.includes(field)) at(`/steps/${s}/fields/${f}`, `w schemacie nie ma sekcji "${field}"`);
      const earlier = stepOf.get(field);
      if (earlier !== undefined)
        at(`/steps/${s}/fields/${f}`, `sekcja "${field}" jest już w kroku "${earlier}"`);
      stepOf.set(field, step.id);
    });
  });
  for (const section of sections) {
    if (!stepOf.has(section)) at('/steps', `sekcji "${section}" nie ma w żadnym kroku`);
  }

  checkUiNode(uiSchema, bundled, bundled, '/uiSchema', at);
  const ownDefinitions = uiSchema['ui:definitions'];
  if (isJsonObject(ownDefinitions)) {
    for (const [ref, node] of Object.entries(ownDefinitions)) {
      const name = ref.replace(/^#\/definitions\//, '');
      const definitions = isJsonObject(bundled.definitions) ? bundled.definitions : {};
      const pointer = `/uiSchema/ui:definitions/${escapeSegment(ref)}`;
      if (!Object.hasOwn(definitions, name)) at(pointer, `w schemacie nie ma definicji ${ref}`);
      else if (isJsonObject(node))
        checkUiNode(node, effectiveSchema(definitions[name], bundled), bundled, pointer, at);
    }
  }
  return problems;
}

/** Checks one uiSchema object against the (resolved) schema it describes; also used for defs/*.ui.json. */
export function checkUiNode(
  node: JsonObject,
  schema: JsonObject,
  root: JsonObject,
  pointer: string,
  at: (pointer: string, message: string) => void,
): void {
  const fields = objectFields(schema, '', root);
  const order = node['ui:order'];
  if (Array.isArray(order)) {
    const listed = order.map(String);
    const wildcard = listed.includes('*');
    listed.forEach((name, index) => {
      const field = fields.find((candidate) => candidate.name === name);
      if (name === '*') return;
      if (!field) at(`${pointer}/ui:order/${index}`, `w schemacie nie ma pola "${name}"`);
      else if (field.conditional) {
        at(
          `${pointer}/ui:order/${index}`,
          `pole warunkowe "${name}" nie może być w ui:order (RJSF zgłasza błąd, gdy pole jest ukryte); użyj "*"`,
        );
      }
    });
    if (!wildcard) {
      const missing = fields
        .filter((field) => !field.conditional && !listed.includes(field.name))
        .map((field) => field.name);
      if (missing.length > 0)
        at(
          `${pointer}/ui:order`,
          `ui:order musi wymienić wszystkie pola albo zawierać "*"; brakuje: ${missing.join(', ')}`,
        );
      if (fields.some((field) => field.conditional))
        at(`${pointer}/ui:order`, 'obiekt ma pola warunkowe, więc ui:order musi zawierać "*"');
    }
  }
  const options = node['ui:options'];
  if (isJsonObject(options) && isJsonObject(options.sources)) {
    // addressSameAs previews the address an option copies: each pointer must name a field of this form.
    for (const [option, pointers] of Object.entries(options.sources)) {
      (Array.isArray(pointers) ? pointers : []).forEach((dataPath, index) => {
        if (typeof dataPath === 'string' && !fieldAtDataPath(root, dataPath)) {
          at(
            `${pointer}/ui:options/sources/${escapeSegment(option)}/${index}`,
            `w formularzu nie ma pola ${dataPath}`,
          );
        }
      });
    }
  }
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('ui:') || !isJsonObject(value)) continue;
    const childPointer = `${pointer}/${escapeSegment(key)}`;
    const items = itemsSchema(schema, root);
    if (key === 'items' && items) {
      checkUiNode(value, items, root, childPointer, at);
      continue;
    }
    const field = fields.find((candidate) => candidate.name === key);
    if (!field) {
      at(childPointer, `w schemacie nie ma pola "${key}"`);
      continue;
    }
    checkUiNode(value, field.schema, root, childPointer, at);
  }
}

export interface UiPointerIssue {
  /** The shared definition (`#/definitions/contact.notifications`) whose uiSchema has it; else ui.json's. */
  readonly definition: string | null;
  /** JSON pointer inside that definition's uiSchema, or inside ui.json. */
  readonly pointer: string;
  readonly message: string;
}

/**
 * Options that name a field of the form by its data pointer (`ui:options.copyFrom`; an
 * addressSameAs list's `sources` in a shared definition's uiSchema, which checkUiNode cannot judge
 * without the form): each must be a field of this form, or the option silently does nothing.
 */
export function uiDataPointerIssues(uiSchema: JsonObject, bundled: JsonObject): UiPointerIssue[] {
  const issues: UiPointerIssue[] = [];
  let dataPaths: string[] | undefined;
  const missing = (dataPath: string) => {
    if (fieldAtDataPath(bundled, dataPath)) return null;
    if (!dataPaths) {
      const all: string[] = [];
      walkFields(bundled, (field) => all.push(field.dataPath));
      dataPaths = all;
    }
    const closest = closestName(dataPath, dataPaths);
    return `w formularzu nie ma pola ${dataPath}${closest ? `; czy chodziło o ${closest}?` : ''}`;
  };
  const visit = (node: unknown, pointer: string, definition: string | null) => {
    if (!isJsonObject(node)) return;
    const options = node['ui:options'];
    if (isJsonObject(options)) {
      if (typeof options.copyFrom === 'string') {
        const problem = missing(options.copyFrom);
        if (problem)
          issues.push({
            definition,
            pointer: `${pointer}/ui:options/copyFrom`,
            message: `"copyFrom": ${problem}`,
          });
      }
      if (definition !== null && isJsonObject(options.sources))
        for (const [option, pointers] of Object.entries(options.sources))
          (Array.isArray(pointers) ? pointers : []).forEach((dataPath, index) => {
            const problem = typeof dataPath === 'string' ? missing(dataPath) : null;
            if (problem)
              issues.push({
                definition,
                pointer: `${pointer}/ui:options/sources/${escapeSegment(option)}/${index}`,
                message: problem,
              });
          });
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === 'ui:definitions' && isJsonObject(child)) {
        for (const [ref, definitionUi] of Object.entries(child))
          if (ref.includes('.')) visit(definitionUi, '', ref);
          else visit(definitionUi, `${pointer}/ui:definitions/${escapeSegment(ref)}`, definition);
      } else if (!key.startsWith('ui:')) visit(child, `${pointer}/${escapeSegment(key)}`, definition);
    }
  };
  visit(uiSchema, '/uiSchema', null);
  return issues;
}
