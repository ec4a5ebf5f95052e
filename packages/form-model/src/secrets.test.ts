import { describe, expect, it } from 'vitest';
import { buildFormModel, type FieldModel, type FormModel, type ObjectShape } from './model.ts';
import { secretPointers, withoutSecrets } from './secrets.ts';
import { uiOptionsOf } from './ui.ts';
import { catalogForms } from './testing/catalog.ts';

describe('secret fields (writeOnly)', () => {
  const schema = {
    type: 'object',
    properties: {
      login: {
        type: 'object',
        properties: {
          email: { type: 'string', title: 'E-mail' },
          password: { type: 'string', title: 'Hasło', writeOnly: true },
        },
      },
      people: {
        type: 'array',
        items: {
          type: 'object',
          properties: { name: { type: 'string' }, pin: { type: 'string', writeOnly: true } },
        },
      },
      kind: { type: 'string' },
    },
    if: { properties: { kind: { const: 'sms' } } },
    then: { properties: { smsCode: { type: 'string', writeOnly: true } } },
  };
  const model = buildFormModel(schema, { steps: [] });

  it('are every field marked writeOnly, in lists and branches too', () => {
    expect(model.field('/login/password')?.secret).toBe(true);
    expect(model.field('/login/email')?.secret).toBe(false);
    expect(secretPointers(model)).toEqual(['/login/password', '/people/*/pin', '/smsCode']);
  });

  it('are dropped from data, which is left untouched', () => {
    const data = {
      login: { email: 'a@b.pl', password: 'Tajne-Haslo1' },
      people: [{ name: 'Ala', pin: '1234' }, { name: 'Ola' }],
      kind: 'sms',
      smsCode: '123456',
    };
    const before = structuredClone(data);
    expect(withoutSecrets(data, secretPointers(model))).toEqual({
      login: { email: 'a@b.pl' },
      people: [{ name: 'Ala' }, { name: 'Ola' }],
      kind: 'sms',
    });
    expect(data).toEqual(before);
    expect(withoutSecrets({ kind: 'x' }, secretPointers(model))).toEqual({ kind: 'x' });
  });
});

// Customer journeys: nothing secret enters a draft. Whatever looks like a password, a code or a token must be marked
// writeOnly, so the wizard's draft drops it; and no fixture keeps such an answer once secrets are dropped.
const SECRET_NAME =
  /pass(word)?|passwd|secret|token|otp|pin$|^pin|(sms|auth|access|verification|one.?time)code/i;
const SECRET_TITLE =
  /hasł|\bPIN\b|token|kod (sms|jednorazowy|weryfikacyjny|autoryzacyjny|dostępu|z aplikacji)/i;
const SECRET_AUTOCOMPLETE = /password|one-time-code/;

function looksSecret(field: FieldModel): boolean {
  const autocomplete = field.ui['ui:autocomplete'];
  return (
    field.kind === 'value' &&
    (SECRET_NAME.test(field.name) ||
      SECRET_TITLE.test(field.label) ||
      field.widget === 'password' ||
      uiOptionsOf(field.ui).widget === 'password' ||
      field.schema.format === 'password' ||
      (typeof autocomplete === 'string' && SECRET_AUTOCOMPLETE.test(autocomplete)))
  );
}

function everyField(model: FormModel): FieldModel[] {
  const fields: FieldModel[] = [];
  const walkShape = (shape: ObjectShape | undefined) => {
    if (!shape) return;
    for (const { field } of shape.declarations) walk(field);
    for (const branch of shape.branches) walkShape(branch.shape);
  };
  const walk = (field: FieldModel) => {
    fields.push(field);
    walkShape(field.shape);
    if (field.item) walk(field.item);
  };
  walkShape(model.root);
  return fields;
}

function keysIn(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) keysIn(item, into);
  else if (typeof value === 'object' && value !== null)
    for (const [key, child] of Object.entries(value)) {
      into.push(key);
      keysIn(child, into);
    }
  return into;
}

describe('no draft of any form can hold a secret', () => {
  const forms = catalogForms();

  it('the heuristic knows a secret when it sees one, and a postcode is none', () => {
    const one = buildFormModel(
      {
        type: 'object',
        properties: {
          password: { type: 'string' },
          smsCode: { type: 'string', title: 'Kod SMS' },
          zipCode: { type: 'string', title: 'Kod pocztowy' },
        },
      },
      { steps: [], uiSchema: {} },
    );
    expect(
      everyField(one)
        .filter(looksSecret)
        .map((field) => field.name),
    ).toEqual(['password', 'smsCode']);
  });

  it.each(forms.map((form) => [form.folder, form] as const))(
    '%s: every field that looks secret is marked writeOnly and left out of its drafts',
    (_, form) => {
      const model = buildFormModel(form.schema, form.ui);
      for (const field of everyField(model))
        if (looksSecret(field)) expect(field.secret, `${form.folder} ${field.pointer}`).toBe(true);
      const secrets = secretPointers(model);
      const secretNames = new Set(
        everyField(model)
          .filter((field) => field.secret)
          .map((field) => field.name),
      );
      for (const fixture of form.fixtures) {
        const kept = keysIn(withoutSecrets(fixture.data, secrets));
        expect(
          kept.filter((key) => secretNames.has(key) || SECRET_NAME.test(key)),
          `${form.folder} ${fixture.name}`,
        ).toEqual([]);
      }
    },
  );
});
