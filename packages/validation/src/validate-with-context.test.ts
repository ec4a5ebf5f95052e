import { describe, expect, it } from 'vitest';
import { addDays, formatIsoDate, parseIsoDate, todayInWarsaw } from './civil-date.ts';
import { createAjv } from './create-ajv.ts';
import { validateWithContext } from './validate-with-context.ts';

describe('validateWithContext', () => {
  const validate = createAjv().compile({ type: 'string', dateNotInFuture: true });

  it('uses the injected today', () => {
    expect(validateWithContext(validate, '2026-11-24', { today: '2026-11-24' })).toEqual({
      valid: true,
      errors: [],
      warnings: [],
      computed: [],
    });
    const outcome = validateWithContext(validate, '2026-11-25', { today: '2026-11-24' });
    expect(outcome.valid).toBe(false);
    expect(outcome.errors.map((error) => error.keyword)).toEqual(['dateNotInFuture']);
  });

  it('uses the real date in Warsaw without one, also when called plainly', () => {
    const today = todayInWarsaw();
    const tomorrow = formatIsoDate(addDays(parseIsoDate(today)!, 1));
    expect(validateWithContext(validate, today).valid).toBe(true);
    expect(validateWithContext(validate, tomorrow).valid).toBe(false);
    expect(validate(tomorrow)).toBe(false);
  });

  it('returns a copy of the errors that the next validation does not overwrite', () => {
    const first = validateWithContext(validate, '2030-01-01', { today: '2026-11-24' });
    validateWithContext(validate, '2026-11-01', { today: '2026-11-24' });
    expect(first.errors).toHaveLength(1);
  });
});
