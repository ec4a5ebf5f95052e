// Customer journeys: blank text is missing text on the server too. For every online form, every valid fixture and
// every text answer in it, the server's judgement (judgeAnswers: the shared normalisation, then the form's
// validator as the registry loads it, then the Polish messages) of the answer made blank ("", spaces, tabs,
// no-break spaces) is the same as of the answer left out: a required field gets 'Pole obowiązkowe' and an
// optional one is simply not given. Before the normalisation a city of "   " (form 29) or a representative's
// name of "  " (forms 5 and 37) passed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formFolder, readCatalog } from '@portal/form-catalog/node';
import { repoRoot } from '../config.ts';
import { loadFormRegistry, type RegisteredForm } from './form-registry.ts';
import { judgeAnswers } from './submit-application.ts';

const schemasDir = path.join(repoRoot, 'schemas');
/** schemas/README.md "Fixtures": the day of a fixture without its own. */
const DEFAULT_TODAY = '2026-06-15';
const log = { warn: () => {} };

interface Fixture {
  readonly name: string;
  readonly today: string;
  readonly data: Record<string, unknown>;
}

function validFixtures(folder: string): Fixture[] {
  const dir = path.join(folder, 'fixtures', 'valid');
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.json'));
  } catch {
    return [];
  }
  return files.map((file) => {
    const content = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as {
      today?: string;
      data: Record<string, unknown>;
    };
    return { name: file, today: content.today ?? DEFAULT_TODAY, data: content.data };
  });
}

/** The JSON Pointer of every string answer (array items of strings are choices, not text). */
function textPointers(value: unknown, pointer = ''): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) =>
      typeof item === 'object' ? textPointers(item, `${pointer}/${index}`) : [],
    );
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'string' ? [`${pointer}/${key}`] : textPointers(child, `${pointer}/${key}`),
  );
}

function withAnswer(data: unknown, pointer: string, answer: string | undefined): Record<string, unknown> {
  const copy = structuredClone(data) as Record<string, unknown>;
  const keys = pointer.split('/').slice(1);
  const last = keys.pop()!;
  let node: Record<string, unknown> = copy;
  for (const key of keys) node = node[key] as Record<string, unknown>;
  if (answer === undefined) delete node[last];
  else node[last] = answer;
  return copy;
}

const blank = fc.stringMatching(/^[ \t\u00a0]{0,6}$/);
/** The required text fields the fixtures reached ("form pointer"), to know the test covered them. */
const requiredFields = new Set<string>();

describe('blank text on the server (judgeAnswers)', async () => {
  const registry = await loadFormRegistry(schemasDir, {
    precompiledDir: path.join(repoRoot, 'packages', 'forms-generated', 'forms'),
    log,
  });
  const cases = readCatalog(schemasDir)
    .forms.filter((entry) => registry.get(entry.id))
    .flatMap((entry) =>
      validFixtures(formFolder(schemasDir, entry)).map((fixture) => ({
        form: registry.get(entry.id)!,
        fixture,
      })),
    );

  it('covers every online form', () => {
    expect(new Set(cases.map(({ form }) => form.entry.id)).size).toBe(registry.all().length);
  });

  it.each(cases.map(({ form, fixture }) => [form.entry.id, fixture.name, form, fixture] as const))(
    'form %i, %s: a blank answer is judged as a missing one',
    (_id, _name, form: RegisteredForm, fixture: Fixture) => {
      expect(judgeAnswers(form, fixture.data, fixture.today).errors).toEqual([]);
      for (const pointer of textPointers(fixture.data)) {
        const missing = judgeAnswers(form, withAnswer(fixture.data, pointer, undefined), fixture.today);
        const own = missing.errors.filter((error) => error.pointer === pointer);
        if (own.some((error) => error.keyword === 'required')) {
          requiredFields.add(`${form.entry.id} ${pointer}`);
          expect(own).toContainEqual({ pointer, keyword: 'required', message: 'Pole obowiązkowe' });
        }
        fc.assert(
          fc.property(blank, (text) => {
            const judged = judgeAnswers(form, withAnswer(fixture.data, pointer, text), fixture.today);
            expect(judged.errors, `${pointer} = ${JSON.stringify(text)}`).toEqual(missing.errors);
          }),
          { numRuns: 3 },
        );
      }
    },
  );

  it('reached the required text fields of every online form', () => {
    const forms = new Set([...requiredFields].map((field) => field.split(' ')[0]));
    expect(forms.size).toBe(registry.all().length);
    expect(requiredFields.size).toBeGreaterThan(300);
  });

  it.each([
    [29, '/pickupPoint/address/city'],
    [29, '/applicant/homeAddress/city'],
    [5, '/representation/representative/lastName'],
    [37, '/representation/representative/firstName'],
  ])('form %i refuses %s made blank with "Pole obowiązkowe"', (formId, pointer) => {
    const found = cases.find(
      ({ form, fixture }) => form.entry.id === formId && textPointers(fixture.data).includes(pointer),
    );
    expect(found, `a valid fixture of form ${formId} with ${pointer}`).toBeDefined();
    const { form, fixture } = found!;
    for (const text of ['', '  ', '   ']) {
      const judged = judgeAnswers(form, withAnswer(fixture.data, pointer, text), fixture.today);
      expect(judged.errors).toEqual([{ pointer, keyword: 'required', message: 'Pole obowiązkowe' }]);
    }
  });
});
