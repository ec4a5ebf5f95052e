// Test helper: a REAL precompiled validator, generated the way `pnpm schemas:build` does it
// (compileStandaloneModule), written into the package's gitignored .generated/ folder and imported.
// Node-only (tests); never part of the browser bundle.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileStandaloneModule } from '@portal/validation';
import type { ContextualValidator } from '@portal/validation/browser';

// jsdom replaces the global URL, which node:url's fileURLToPath rejects; import.meta.dirname is a path.
const generatedDir = path.resolve(import.meta.dirname, '../../.generated');

export async function generateValidator(schema: object): Promise<ContextualValidator> {
  const source = compileStandaloneModule(schema);
  const name = `validator-${createHash('sha256').update(source).digest('hex').slice(0, 16)}.js`;
  mkdirSync(generatedDir, { recursive: true });
  const file = path.join(generatedDir, name);
  writeFileSync(file, source);
  const module = (await import(/* @vite-ignore */ file)) as { validate: ContextualValidator };
  return module.validate;
}
