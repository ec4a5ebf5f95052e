// schemas/rules.json against the forms (form rules, "Traceability"): every rule is enforced by some form, has a
// passing and a refused example at its boundary, and every refused example is refused for that rule's
// reason with its Polish message declared (so a fixture refused for something else does not count).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Catalog } from '@portal/form-catalog';
import type { JsonObject } from '@portal/form-catalog/node';
import type { MetaValidators } from './meta-validators.ts';
import { displayPath, type SchemaPaths } from './paths.ts';
import type { Problem } from './problems.ts';
import {
  boundaryExamples,
  formsEnforcing,
  readRuleFixtures,
  readRules,
  rulesFile,
  type Rule,
  type RuleFixture,
} from './rules.ts';

function refusalsOf(rule: Rule, fixture: RuleFixture) {
  return (rule.kind === 'warning' ? fixture.warnings : fixture.errors).filter((finding) =>
    rule.refusedWith.includes(finding.keyword),
  );
}

export function checkRules(
  paths: SchemaPaths,
  meta: MetaValidators,
  catalog: Catalog,
  bundles: ReadonlyMap<number, JsonObject>,
): Problem[] {
  const file = displayPath(paths, rulesFile(paths));
  const read = readRules(paths);
  if (!read.ok) return [{ file, pointer: '', message: read.message }];
  const metaIssues = meta.rules(read.raw);
  if (metaIssues.length > 0) {
    return metaIssues.map((issue) => ({
      file,
      pointer: issue.pointer,
      message: `niezgodne z meta/rules.schema.json: ${issue.message}`,
    }));
  }
  const problems: Problem[] = [];
  const { rules, outsideSchemas } = read.rules;
  const fixtures = readRuleFixtures(paths, catalog);
  const byId = new Map<string, { rule: Rule; forms: number[] }>();
  const seen = new Set<string>();
  const duplicate = (id: string, pointer: string) => {
    if (seen.has(id)) problems.push({ file, pointer, message: `reguła "${id}" powtarza się` });
    seen.add(id);
  };

  rules.forEach((rule, index) => {
    const at = `/rules/${index}`;
    duplicate(rule.id, `${at}/id`);
    const forms = formsEnforcing(rule, bundles);
    byId.set(rule.id, { rule, forms });
    if (forms.length === 0) {
      problems.push({
        file,
        pointer: `${at}/enforcedBy`,
        message: `reguły "${rule.id}" nie egzekwuje żaden formularz (sprawdź enforcedBy)`,
      });
    }
    const { passing, refused } = boundaryExamples(rule, fixtures);
    if (passing.length === 0) {
      problems.push({
        file,
        pointer: at,
        message:
          rule.kind === 'warning'
            ? `reguła "${rule.id}" nie ma przykładu na granicy bez ostrzeżenia (fixtures z "rules": ["${rule.id}"])`
            : `reguła "${rule.id}" nie ma poprawnego przykładu na granicy (fixtures/valid z "rules": ["${rule.id}"])`,
      });
    }
    if (refused.length === 0) {
      problems.push({
        file,
        pointer: at,
        message:
          rule.kind === 'warning'
            ? `reguła "${rule.id}" nie ma przykładu z ostrzeżeniem (fixtures z "rules": ["${rule.id}"] i "warnings")`
            : `reguła "${rule.id}" nie ma niepoprawnego przykładu na granicy (fixtures/invalid z "rules": ["${rule.id}"])`,
      });
    }
    if (rule.computes !== undefined) {
      const computes = rule.computes;
      const shown = passing.some((fixture) => fixture.computed.some((value) => value.keyword === computes));
      if (!shown) {
        problems.push({
          file,
          pointer: `${at}/computes`,
          message: `żaden poprawny przykład reguły "${rule.id}" nie deklaruje wartości "${computes}" w "computed"`,
        });
      }
    }
  });

  for (const fixture of fixtures) {
    fixture.rules.forEach((id, index) => {
      const pointer = `/rules/${index}`;
      const known = byId.get(id);
      if (!known) {
        problems.push({ file: fixture.file, pointer, message: `nie ma reguły "${id}" w schemas/rules.json` });
        return;
      }
      const { rule, forms } = known;
      if (!forms.includes(fixture.formId)) {
        problems.push({
          file: fixture.file,
          pointer,
          message: `formularz ${fixture.formId} nie egzekwuje reguły "${id}" (formularze: ${forms.join(', ') || 'żaden'})`,
        });
      }
      const refusedSide =
        rule.kind === 'warning' ? refusalsOf(rule, fixture).length > 0 : fixture.kind === 'invalid';
      if (!refusedSide) return;
      const refusals = refusalsOf(rule, fixture);
      if (refusals.length === 0) {
        problems.push({
          file: fixture.file,
          pointer: rule.kind === 'warning' ? '/warnings' : '/errors',
          message: `przykład reguły "${id}" nie jest odrzucany z jej powodu: zadeklaruj błąd ze słowem kluczowym ${rule.refusedWith.map((keyword) => `"${keyword}"`).join(' lub ')}`,
        });
      } else if (refusals.every((finding) => finding.message === undefined)) {
        problems.push({
          file: fixture.file,
          pointer: rule.kind === 'warning' ? '/warnings' : '/errors',
          message: `przykład reguły "${id}" musi podać komunikat („message”) błędu "${refusals[0]?.keyword ?? ''}", który zobaczy użytkownik`,
        });
      }
    });
  }

  // The code and tests of rules enforced elsewhere exist in the repository; a copy of schemas/ alone (the
  // tools' tests) has no code to point at.
  const wholeRepository = existsSync(path.join(paths.root, 'package.json'));
  outsideSchemas.forEach((rule, index) => {
    const at = `/outsideSchemas/${index}`;
    duplicate(rule.id, `${at}/id`);
    for (const key of ['enforcedBy', 'test'] as const) {
      if (wholeRepository && !existsSync(path.join(paths.root, rule[key]))) {
        problems.push({ file, pointer: `${at}/${key}`, message: `nie ma pliku ${rule[key]}` });
      }
    }
  });
  return problems;
}
