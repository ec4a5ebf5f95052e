import { describe, expect, it } from 'vitest';
import { createJsErrorCode } from './jsErrorCode.ts';

// The server's schema for the code (packages/api-contract JsErrorReport).
const CONTRACT_PATTERN = /^JS\.[A-Za-z]+\.?[0-9]+$/;

describe('createJsErrorCode', () => {
  it("is 'JS.' + random letters + the timestamp", () => {
    expect(createJsErrorCode(1732350000000, new Uint8Array([0, 1, 2, 25, 26, 51]))).toBe(
      'JS.ABCZAZ1732350000000',
    );
  });

  it('matches the server schema and stays within 64 characters', () => {
    const code = createJsErrorCode();
    expect(code).toMatch(CONTRACT_PATTERN);
    expect(code.length).toBeLessThanOrEqual(64);
  });

  it('differs between two errors in the same millisecond', () => {
    const codes = new Set(Array.from({ length: 20 }, () => createJsErrorCode(1)));
    expect(codes.size).toBeGreaterThan(1);
  });
});
