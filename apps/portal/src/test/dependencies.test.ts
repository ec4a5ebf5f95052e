// @vitest-environment node
// Customer journeys: a dependency the portal declares is one it uses (framer-motion was declared and never
// imported; it was removed, docs/decisions.md). Every runtime dependency is imported by the portal's code,
// except @emotion/react: Chakra UI's peer dependency, which it imports itself.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const portal = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PEERS_OF_OTHERS = new Set(['@emotion/react']);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'generated' ? [] : sources(file);
    return /\.(ts|tsx)$/.test(name) ? [file] : [];
  });
}

describe('the portal’s dependencies', () => {
  const { dependencies } = JSON.parse(readFileSync(path.join(portal, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const code = sources(path.join(portal, 'src')).map((file) => readFileSync(file, 'utf8'));

  it.each(Object.keys(dependencies).filter((name) => !PEERS_OF_OTHERS.has(name)))(
    '%s is imported',
    (name) => {
      const imported = new RegExp(`from '${name}(/[^']*)?'|import\\('${name}(/[^']*)?'\\)`);
      expect(code.some((text) => imported.test(text))).toBe(true);
    },
  );

  it('framer-motion is not declared (no animation library waiting unused)', () => {
    expect(dependencies).not.toHaveProperty('framer-motion');
  });
});
