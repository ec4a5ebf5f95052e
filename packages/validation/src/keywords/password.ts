/** Password keywords, applications-spec §5 and portal-spec §5. */
import { PASSWORD_MIN_LENGTH } from '../rules/password.ts';
import { toFieldRef } from '../rules/rule-check.ts';
import {
  defineRuntimeKeyword,
  integerOptionOf,
  trueOrIntegerOption,
  fieldPathSchema,
} from './define-keyword.ts';

/** On the password string: `"passwordStrength": true` or `{ "minLength": 12 }`. */
export const passwordStrength = defineRuntimeKeyword({
  keyword: 'passwordStrength',
  type: 'string',
  ...trueOrIntegerOption('minLength'),
  normalize: (value) => {
    if (value === false) return null;
    return { minLength: integerOptionOf(value, 'minLength') ?? PASSWORD_MIN_LENGTH };
  },
});

/** On the object: `"passwordDiffersFromLogin": { "password": "password", "login": "email" }`. */
export const passwordDiffersFromLogin = defineRuntimeKeyword({
  keyword: 'passwordDiffersFromLogin',
  type: 'object',
  schemaType: 'object',
  metaSchema: {
    type: 'object',
    properties: { password: fieldPathSchema, login: fieldPathSchema },
    required: ['password', 'login'],
    additionalProperties: false,
  },
  normalize: (value) => {
    const schema = value as { password: string; login: string };
    return { password: toFieldRef(schema.password), login: toFieldRef(schema.login) };
  },
});

/** On the object: `"passwordConfirmation": { "password": "password", "confirmation": "passwordRepeat" }`. */
export const passwordConfirmation = defineRuntimeKeyword({
  keyword: 'passwordConfirmation',
  type: 'object',
  schemaType: 'object',
  metaSchema: {
    type: 'object',
    properties: { password: fieldPathSchema, confirmation: fieldPathSchema },
    required: ['password', 'confirmation'],
    additionalProperties: false,
  },
  normalize: (value) => {
    const schema = value as { password: string; confirmation: string };
    return { password: toFieldRef(schema.password), confirmation: toFieldRef(schema.confirmation) };
  },
});
