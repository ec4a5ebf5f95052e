import { describe, expect, it } from 'vitest';
import { ApiClientError, type ClientErrorKind } from './ApiClientError.ts';
import { createQueryClient, shouldRetryQuery } from './queryClient.ts';

const error = (kind: ClientErrorKind, status?: number) =>
  new ApiClientError({ kind, message: kind, ...(status ? { status } : {}) });

describe('query retries', () => {
  it('retries a network failure twice', () => {
    expect(shouldRetryQuery(0, error('network'))).toBe(true);
    expect(shouldRetryQuery(1, error('network'))).toBe(true);
    expect(shouldRetryQuery(2, error('network'))).toBe(false);
  });

  it.each([
    ['bad_request', 400],
    ['unauthorized', 401],
    ['other', 403],
    ['not_found', 404],
    ['too_many_requests', 429],
    ['server', 500],
  ] as const)('does not retry %s (%i)', (kind, status) => {
    expect(shouldRetryQuery(0, error(kind, status))).toBe(false);
  });

  it('does not retry errors that are not from the API client', () => {
    expect(shouldRetryQuery(0, new Error('bug'))).toBe(false);
  });

  it('never retries mutations', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });
});
