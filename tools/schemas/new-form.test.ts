import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkSchemas, formatProblem } from '@portal/schema-kit';
import { copySchemas, type SchemasCopy } from '@portal/schema-kit/testing';
import { createForm, newFormRefusal } from './new-form.ts';

describe('pnpm schemas:new', () => {
  let copy: SchemasCopy;
  /** The next free number, as an analyst would take it (a form added with it keeps this test green). */
  let id: number;
  beforeEach(() => {
    copy = copySchemas();
    id =
      Math.max(
        ...copy.readJson<{ forms: { id: number }[] }>('schemas/catalog.json').forms.map((form) => form.id),
      ) + 1;
  });
  afterEach(() => copy.dispose());

  it.each([
    ['without attachments', false],
    ['with an attachments section', true],
  ])('scaffolds a form %s that passes schemas:check right away', async (_name, attachments) => {
    const folder = await createForm(copy.paths, {
      id,
      slug: 'nowy-wniosek',
      title: 'Nowy wniosek testowy',
      attachments,
    });
    for (const file of [
      'schema.json',
      'ui.json',
      'fixtures/valid/private-person.json',
      'fixtures/invalid/missing-contact.json',
    ]) {
      expect(existsSync(path.join(folder, file))).toBe(true);
    }
    const entry = copy.readJson('schemas/catalog.json').forms.find((form: { id: number }) => form.id === id);
    expect(entry).toMatchObject({
      folder: `${id}-nowy-wniosek`,
      title: 'Nowy wniosek testowy',
      status: 'draft',
      mode: 'online',
      version: '1.0.0',
    });
    expect((await checkSchemas(copy.paths)).map(formatProblem)).toEqual([]);
  });
});

describe('pnpm schemas:new refuses', () => {
  // A refusal writes nothing: the three share one copy.
  let copy: SchemasCopy;
  beforeAll(() => {
    copy = copySchemas();
  });
  afterAll(() => copy.dispose());

  it.each([
    [{ id: 1, slug: 'inny' }, 'już jest w katalogu'],
    [{ id: 38, slug: 'Polskie-Znaki-ą' }, 'slug'],
    [{ id: 0, slug: 'zero' }, 'dodatnią'],
  ])('refuses %o', (options, message) => {
    expect(newFormRefusal(copy.paths, options)).toContain(message);
  });
});
