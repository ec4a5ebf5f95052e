// schemas/defs: every shared definition is used by some form (directly or through another definition),
// and the uiSchema files next to them (<file>.ui.json) describe definitions and fields that exist.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { bundleSchema, isJsonObject, SchemaBundleError, type JsonObject } from '@portal/form-catalog/node';
import { readJsonFile } from './json-files.ts';
import type { MetaValidators } from './meta-validators.ts';
import { displayPath, type SchemaPaths } from './paths.ts';
import type { Problem } from './problems.ts';
import { effectiveSchema } from './schema-walk.ts';
import { checkUiNode } from './check-ui.ts';

const DEFINITION_NAME = /^[A-Za-z][A-Za-z0-9]*$/;

export function definitionFiles(paths: SchemaPaths): string[] {
  if (!existsSync(paths.defsDir)) return [];
  return readdirSync(paths.defsDir)
    .filter((name) => name.endsWith('.json') && !name.endsWith('.ui.json'))
    .sort();
}

/** `usedKeys`: the bundled keys (`person.privatePerson`) of every online form's bundle. */
export function checkDefinitions(
  paths: SchemaPaths,
  meta: MetaValidators,
  usedKeys: ReadonlySet<string>,
): Problem[] {
  const problems: Problem[] = [];
  const definitionsByFile = new Map<string, JsonObject>();
  for (const name of definitionFiles(paths)) {
    const file = path.join(paths.defsDir, name);
    const shown = displayPath(paths, file);
    const parsed = readJsonFile(file);
    if (!parsed.ok) {
      problems.push({ file: shown, pointer: '', message: parsed.message });
      continue;
    }
    const definitions = isJsonObject(parsed.value) ? parsed.value.definitions : undefined;
    if (!isJsonObject(definitions)) {
      problems.push({
        file: shown,
        pointer: '/definitions',
        message: 'plik definicji musi mieć obiekt "definitions"',
      });
      continue;
    }
    const base = path.basename(name, '.json');
    if (!DEFINITION_NAME.test(base))
      problems.push({
        file: shown,
        pointer: '',
        message: 'nazwa pliku definicji: tylko litery i cyfry (camelCase)',
      });
    definitionsByFile.set(base, definitions);
    for (const definition of Object.keys(definitions)) {
      const pointer = `/definitions/${definition}`;
      if (!DEFINITION_NAME.test(definition))
        problems.push({ file: shown, pointer, message: 'nazwa definicji: tylko litery i cyfry (camelCase)' });
      if (!usedKeys.has(`${base}.${definition}`)) {
        problems.push({
          file: shown,
          pointer,
          message: `definicja "${definition}" nie jest używana przez żaden formularz: użyj jej albo usuń`,
        });
      }
    }
  }
  problems.push(...checkDefinitionUi(paths, meta, definitionsByFile));
  return problems;
}

function checkDefinitionUi(
  paths: SchemaPaths,
  meta: MetaValidators,
  definitionsByFile: ReadonlyMap<string, JsonObject>,
): Problem[] {
  const problems: Problem[] = [];
  if (!existsSync(paths.defsDir)) return problems;
  for (const name of readdirSync(paths.defsDir)
    .filter((file) => file.endsWith('.ui.json'))
    .sort()) {
    const file = path.join(paths.defsDir, name);
    const shown = displayPath(paths, file);
    const at = (pointer: string, message: string) => problems.push({ file: shown, pointer, message });
    const parsed = readJsonFile(file);
    if (!parsed.ok) {
      at('', parsed.message);
      continue;
    }
    const issues = meta.defsUi(parsed.value);
    if (issues.length > 0) {
      for (const issue of issues) at(issue.pointer, `niezgodne z meta/defs-ui.schema.json: ${issue.message}`);
      continue;
    }
    const base = path.basename(name, '.ui.json');
    const definitions = definitionsByFile.get(base);
    if (!definitions) {
      at('', `nie ma pliku definicji schemas/defs/${base}.json`);
      continue;
    }
    for (const [definition, node] of Object.entries(
      (parsed.value as { definitions: JsonObject }).definitions,
    )) {
      const pointer = `/definitions/${definition}`;
      if (!Object.hasOwn(definitions, definition)) {
        at(pointer, `w ${base}.json nie ma definicji "${definition}"`);
        continue;
      }
      let bundled: JsonObject;
      try {
        bundled = bundleSchema(
          { $ref: `${base}.json#/definitions/${definition}` },
          path.join(paths.defsDir, '.ui-check.json'),
          paths.defsDir,
        );
      } catch (error) {
        // Reported by the forms that use it, or (not JSON) for the definition file with its line and column.
        if (error instanceof SchemaBundleError || error instanceof SyntaxError) continue;
        throw error;
      }
      if (isJsonObject(node)) checkUiNode(node, effectiveSchema(bundled, bundled), bundled, pointer, at);
    }
  }
  return problems;
}
