// Test helper: the module the studio's server serves for a schema's validator (AJV standalone code with a
// default export), written into the app's gitignored .generated/ folder, where its import of
// @portal/validation/runtime resolves. Returns the path the preview imports it from. Node-only (tests).
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileStandaloneModule } from '@portal/validation';

// jsdom replaces the global URL, which node:url's fileURLToPath rejects; import.meta.dirname is a path.
const generatedDir = path.resolve(import.meta.dirname, '../../.generated');

export function writeValidatorModule(schema: object): string {
  const source = compileStandaloneModule(schema);
  const name = `validator-${createHash('sha256').update(source).digest('hex').slice(0, 16)}.js`;
  mkdirSync(generatedDir, { recursive: true });
  const file = path.join(generatedDir, name);
  writeFileSync(file, source);
  return file;
}
