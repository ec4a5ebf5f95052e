// The password rules as the portal's forms write them: one schema, the validation package's keywords
// and Polish messages, so the server refuses exactly what the browser refuses.
import type { FieldError } from '@portal/api-contract';
import { createAjv, localizeErrors } from '@portal/validation';

const validate = createAjv().compile({
  type: 'object',
  properties: {
    login: { type: 'string' },
    password: { type: 'string', passwordStrength: true },
  },
  passwordDiffersFromLogin: { password: 'password', login: 'login' },
});

export function passwordPolicyErrors(password: string, login: string, field: string): FieldError[] {
  if (validate({ login, password })) return [];
  return localizeErrors(validate.errors ?? [], 'pl').map((error) => ({
    pointer: error.pointer.replace(/^\/password/, field),
    keyword:
      error.keyword === 'passwordDiffersFromLogin' ? 'password_must_no_equal_with_email' : error.keyword,
    message: error.message,
  }));
}
