import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Catalog } from '@portal/form-catalog';
import { createAjv, formatNames, keywords } from '@portal/validation';
import { readJsonFile } from './json-files.ts';
import { catalogMetaSchema, formMetaSchema } from './meta.ts';
import { schemaPaths } from './paths.ts';
import { repoRoot } from './testing/repo-root.ts';

describe('generated meta-schemas', () => {
  it('catalog.schema.json is the TypeBox Catalog of @portal/form-catalog', () => {
    const {
      $schema: _draft,
      $id: _id,
      title: _title,
      description: _description,
      ...schema
    } = catalogMetaSchema();
    expect(schema).toEqual(JSON.parse(JSON.stringify(Catalog)));
  });

  describe('form.schema.json', () => {
    const validate = createAjv({ strict: false }).compile(formMetaSchema());

    it('describes every keyword and format of the validation package', () => {
      const meta = formMetaSchema() as {
        properties: Record<string, unknown> & { format: { enum: string[] } };
      };
      for (const keyword of keywords) expect(meta.properties).toHaveProperty(String(keyword.keyword));
      expect(meta.properties.format.enum).toEqual(expect.arrayContaining([...formatNames, 'date', 'uuid']));
    });

    it.each([
      [
        'a nested schema with our keywords',
        {
          type: 'object',
          properties: { power: { type: 'string', numericString: 'amount' } },
          phaseForPower: { power: 'power', phase: 'phase' },
        },
        true,
      ],
      ['a misspelt keyword', { type: 'string', trimedMaxLength: true }, false],
      [
        'a keyword with a wrong parameter',
        { type: 'object', properties: { p: { type: 'object', phaseForPower: { power: 'p' } } } },
        false,
      ],
      ['an unknown format', { type: 'string', format: 'pesell' }, false],
    ])('%s: valid %s', (_name, schema, expected) => {
      expect(validate(schema)).toBe(expected);
    });
  });

  it('accepts every schema.json and defs file of the repository (no false alarms in the editor)', () => {
    const validate = createAjv({ strict: false }).compile(formMetaSchema());
    const { formsDir, defsDir } = schemaPaths(repoRoot);
    const files = [
      ...readdirSync(formsDir).map((folder) => path.join(formsDir, folder, 'schema.json')),
      ...readdirSync(defsDir)
        .filter((name) => !name.endsWith('.ui.json'))
        .map((name) => path.join(defsDir, name)),
    ];
    const rejected = files.flatMap((file) => {
      const parsed = readJsonFile(file);
      return parsed.ok && !validate(parsed.value) ? [`${file}: ${JSON.stringify(validate.errors)}`] : [];
    });
    expect(rejected).toEqual([]);
  });
});
