// A server's 400 `details` are the validator's localized errors unfiltered (docs/architecture.md "Field
// errors"); the wizard must read them exactly as it reads its own errors for the same data.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  localizeErrors,
  UNSAFE_TEXT_MESSAGE,
  validateWithContext,
  type ContextualValidator,
} from '@portal/validation/browser';
import { generateValidator } from '../test/generatedValidator.ts';
import { submitFieldErrors, validateFormData } from './formErrors.ts';

const schema = {
  type: 'object',
  properties: { kind: { enum: ['company', 'person'] }, nip: { type: 'string' }, name: { type: 'string' } },
  required: ['name'],
  if: { properties: { kind: { const: 'company' } }, required: ['kind'] },
  then: { required: ['nip'] },
};
const TODAY = '2026-06-15';
let validate: ContextualValidator;

beforeAll(async () => {
  validate = await generateValidator(schema);
});

describe('submitFieldErrors', () => {
  it("reads a server's details for some data as the browser's own errors for the same data", () => {
    const data = { kind: 'company' };
    const outcome = validateWithContext(validate, data, { today: TODAY });
    const details = localizeErrors(outcome.errors, 'pl', { data });
    // The `if` beside the errors beneath it is left out.
    expect(details.map((error) => `${error.pointer} ${error.keyword}`)).toEqual([
      '/nip required',
      '/name required',
    ]);
    // What an API answers, here with an `if` error of an older server and every error repeated.
    const vague = { pointer: '', keyword: 'if', message: 'Popraw pola zależne od dokonanego wyboru' };
    const refusal = Object.assign(new Error('Wniosek zawiera błędy.'), {
      fieldErrors: [...details, vague, ...details],
    });

    const own = validateFormData(validate, data, TODAY);
    expect(own.map((error) => error.pointer)).toEqual(['/nip', '/name']);
    expect(submitFieldErrors(refusal)).toEqual(own);
  });

  it('gives nothing for an error without field errors', () => {
    expect(submitFieldErrors(new Error('x'))).toEqual([]);
    expect(submitFieldErrors({ fieldErrors: [{ path: '/a', message: 'x' }] })).toEqual([]);
  });
});

describe('validateFormData refuses what the server refuses in any answer', () => {
  it.each([
    ['NUL', '\u0000'],
    ['NEL (C1)', '\u0085'],
    ['CSI (C1)', '\u009b'],
    ['a right-to-left override', '\u202e'],
    ['a left-to-right isolate', '\u2066'],
  ])('%s is the server’s error under the field', (_name, hidden) => {
    expect(validateFormData(validate, { name: `Jan${hidden}` }, TODAY)).toEqual([
      { pointer: '/name', keyword: 'pattern', message: UNSAFE_TEXT_MESSAGE },
    ]);
  });

  it('accepts a name with Polish letters and a note across lines', () => {
    expect(validateFormData(validate, { name: 'Zażółć\r\ngęślą\tjaźń' }, TODAY)).toEqual([]);
  });
});
