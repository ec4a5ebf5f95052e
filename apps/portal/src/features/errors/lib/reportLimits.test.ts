import { ERROR_REPORT_MAX_LENGTH } from '@portal/api-contract/plain';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REPORT_MAX_LENGTH } from './reportLimits.ts';

describe('report limits', () => {
  it('match the API contract', () => {
    expect(DEFAULT_REPORT_MAX_LENGTH).toBe(ERROR_REPORT_MAX_LENGTH);
  });
});
