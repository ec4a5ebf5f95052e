// Test helper: a REAL precompiled validator, generated the way `pnpm schemas:build` does it
// (compileStandaloneModule), written into the package's gitignored .generated/ folder and imported.
// Node-only (tests); never part of the browser bundle.
// The module is named by the hash of what it is generated from (the schema and the compiler's
// fingerprint, as the build stamps its validators), so a schema compiled once is not compiled again by
// the next test file, worker or run; a change of the schema or of the validation package is a new name.
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileStandaloneModule } from '@portal/validation';
import type { ContextualValidator } from '@portal/validation/browser';
import { standaloneInputsHash } from '@portal/validation/node';

// jsdom replaces the global URL, which node:url's fileURLToPath rejects; import.meta.dirname is a path.
const generatedDir = path.resolve(import.meta.dirname, '../../.generated');

export async function generateValidator(schema: object): Promise<ContextualValidator> {
  const file = path.join(generatedDir, `validator-${standaloneInputsHash(schema).slice(0, 32)}.js`);
  if (!existsSync(file)) {
    mkdirSync(generatedDir, { recursive: true });
    // Written aside and renamed: another worker may be importing the same module meanwhile.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, compileStandaloneModule(schema));
    renameSync(partial, file);
  }
  const module = (await import(/* @vite-ignore */ file)) as { validate: ContextualValidator };
  return module.validate;
}
