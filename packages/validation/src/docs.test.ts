import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createAjv } from './create-ajv.ts';
import { formats, type PortalFormatName } from './formats/index.ts';

// The analysts' guide must not teach a schema the strict compiler rejects, nor a value a format refuses.
const guide = readFileSync(new URL('../../../docs/schema-language.md', import.meta.url), 'utf8');

// "A complete example" is a whole form whose $refs reach schemas/defs: tools/schemas/docs-example.test.ts
// checks it with schemas:check.
const keywordSections = guide.split('\n## A complete example\n')[0] ?? guide;

const schemaExamples = [...keywordSections.matchAll(/```json\n([\s\S]*?)```/g)].flatMap(([, block = '']) => {
  try {
    return [JSON.parse(block) as object];
  } catch {
    // A block may hold one schema per line.
    return block
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as object);
  }
});

const formatRows = [...guide.matchAll(/^\|\s*`([a-z-]+)`\s*\|[^|]*\|(.*?)\|/gm)]
  .filter(([, name]) => name !== undefined && name in formats)
  .map(([, name = '', exampleCell = '']) => ({
    name: name as PortalFormatName,
    examples: [...exampleCell.matchAll(/`("(?:[^"\\]|\\.)*")`/g)].map(
      ([, json = '']) => JSON.parse(json) as string,
    ),
  }));

describe('docs/schema-language.md', () => {
  it('shows a schema for every keyword and an example for every format', () => {
    expect(schemaExamples.length).toBeGreaterThanOrEqual(18);
    expect(formatRows.map((row) => row.name).sort()).toEqual(Object.keys(formats).sort());
  });

  it.each(schemaExamples.map((example) => [JSON.stringify(example).slice(0, 80), example]))(
    'compiles %s',
    (_title, example) => {
      expect(() => createAjv().compile(example)).not.toThrow();
    },
  );

  it.each(formatRows.map((row) => [row.name, row.examples]))('the %s example is valid', (name, examples) => {
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) expect(formats[name](example), example).toBe(true);
  });
});
