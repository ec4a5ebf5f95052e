// Builds the benchmark's form module: the largest online form of schemas/ (most fields), or BENCH_FORM.
// Node-only (vite config time).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleFormSchema, bundleFormUi, readCatalog } from '@portal/form-catalog/node';
import { compileStandaloneModule } from '@portal/validation';

const schemasDir = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../schemas');

function countFields(node: unknown): number {
  if (typeof node !== 'object' || node === null) return 0;
  let count = 0;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && typeof value === 'object' && value !== null)
      count += Object.keys(value).length;
    if (key !== 'enum' && key !== 'const') count += countFields(value);
  }
  return count;
}

export function benchFormModule(formId?: string): string {
  const catalog = readCatalog(schemasDir);
  const online = catalog.forms.filter((entry) => entry.mode === 'online');
  const sized = online.map((entry) => ({ entry, schema: bundleFormSchema(schemasDir, entry) }));
  const chosen = formId
    ? sized.find(({ entry }) => String(entry.id) === formId)
    : sized.sort((a, b) => countFields(b.schema) - countFields(a.schema))[0];
  if (!chosen) throw new Error(`bench: no online form ${formId ?? ''}`);
  const ui = bundleFormUi(schemasDir, chosen.entry, chosen.schema);
  // The precompiled validator, exactly as `pnpm schemas:build` writes it, in a gitignored folder.
  const generatedDir = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '.generated');
  mkdirSync(generatedDir, { recursive: true });
  const validatorFile = path.join(generatedDir, `form-${chosen.entry.id}.validator.js`);
  writeFileSync(validatorFile, compileStandaloneModule(chosen.schema));
  return [
    `export { validate } from ${JSON.stringify(validatorFile)};`,
    `export const entry = ${JSON.stringify(chosen.entry)};`,
    `export const schema = ${JSON.stringify(chosen.schema)};`,
    `export const ui = ${JSON.stringify(ui)};`,
  ].join('\n');
}
