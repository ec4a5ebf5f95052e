import { createSchemaUtils, type RJSFSchema } from '@rjsf/utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { stepSchema } from '../schema/stepSchema.ts';
import { fixtureSchema, fixtureUi } from '../test/fixtureForm.ts';
import { generateValidator } from '../test/generatedValidator.ts';
import type { ContextualValidator } from '@portal/validation/browser';
import { createPrecompiledValidator } from './precompiledValidator.ts';
import { errorsWithin, validateFormData } from './formErrors.ts';

const schema = fixtureSchema as unknown as RJSFSchema;
let validate: ContextualValidator;

beforeAll(async () => {
  validate = await generateValidator(fixtureSchema);
});

const validPayload = {
  applicant: { kind: 'private', firstName: 'Anna', phone: '601-234-567' },
  connection: { power: '5', phase: 'single_phase', startDate: '2026-12-01' },
  attachments: { documents: [{ id: '7b0f5c1e-8a55-4a5a-9f38-0d3f6a1d2e11', name: 'plan.pdf', size: 1000 }] },
  statements: { truthfulness: true },
};

describe('the precompiled validator adapter (ValidatorType)', () => {
  it('accepts valid data with no errors', () => {
    const validator = createPrecompiledValidator(validate, schema, { today: '2026-11-23' });
    expect(validator.validateFormData(validPayload, schema)).toEqual({ errors: [], errorSchema: {} });
  });

  it("maps the precompiled validator's Polish messages to RJSF's ErrorSchema", () => {
    const validator = createPrecompiledValidator(validate, schema, { today: '2026-11-23' });
    const data = { ...validPayload, applicant: { kind: 'business', firstName: 'Anna', phone: '12' } };
    const { errors, errorSchema } = validator.validateFormData(data, schema);
    expect(errorSchema).toMatchObject({
      applicant: {
        phone: { __errors: ['Niepoprawny numer telefonu (wzór: 0xx xxx-xx-xx lub xxx-xxx-xxx)'] },
        nip: { __errors: ['Pole obowiązkowe'] },
      },
    });
    expect(errors.map((error) => error.property)).toEqual(
      expect.arrayContaining(['.applicant.phone', '.applicant.nip']),
    );
  });

  it('reports the cross-field rule (phaseForPower) under the phase', () => {
    const validator = createPrecompiledValidator(validate, schema);
    const data = {
      ...validPayload,
      connection: { power: '7,01', phase: 'single_phase', startDate: '2026-12-01' },
    };
    expect(validator.validateFormData(data, schema).errorSchema).toMatchObject({
      connection: { phase: { __errors: ['Powyżej 7 kW dostępne jest tylko przyłącze trójfazowe'] } },
    });
  });

  it("given a step's schema, reports only that step's sections", () => {
    const validator = createPrecompiledValidator(validate, schema);
    const firstStep = stepSchema(schema, fixtureUi.steps[0]!);
    const { errorSchema } = validator.validateFormData(
      { applicant: { kind: 'private', firstName: 'A', phone: '601-234-567' } },
      firstStep,
    );
    expect(errorSchema).toEqual({});
  });

  it('isValid resolves conditions without compiling anything', () => {
    const validator = createPrecompiledValidator(validate, schema);
    const condition = (fixtureSchema.properties.applicant as unknown as { if: RJSFSchema }).if;
    expect(validator.isValid(condition, { kind: 'business' }, schema)).toBe(true);
    expect(validator.isValid(condition, { kind: 'private' }, schema)).toBe(false);
  });

  it("lets RJSF's retrieveSchema show the conditional field", () => {
    const validator = createPrecompiledValidator(validate, schema);
    const utils = createSchemaUtils(validator, schema);
    const applicant = fixtureSchema.properties.applicant as unknown as RJSFSchema;
    expect(Object.keys(utils.retrieveSchema(applicant, { kind: 'business' }).properties ?? {})).toContain(
      'nip',
    );
    expect(Object.keys(utils.retrieveSchema(applicant, { kind: 'private' }).properties ?? {})).not.toContain(
      'nip',
    );
  });

  it('rawValidation runs the precompiled validator for the root schema', () => {
    const validator = createPrecompiledValidator(validate, schema);
    expect(validator.rawValidation(schema, {}).errors?.length).toBeGreaterThan(0);
    expect(validator.rawValidation({ const: 'a' }, 'a')).toEqual({ errors: [] });
  });
});

describe('validateFormData', () => {
  it("uses the injected 'today' for date rules and drops `if` summary errors", () => {
    const errors = validateFormData(validate, { applicant: { kind: 'business' } }, '2026-11-23');
    expect(errors.some((error) => error.keyword === 'if')).toBe(false);
    expect(errorsWithin(errors, ['/applicant']).map((error) => error.pointer)).toEqual(
      expect.arrayContaining(['/applicant/firstName', '/applicant/phone', '/applicant/nip']),
    );
  });
});
