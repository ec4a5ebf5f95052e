import { describe, expect, it } from 'vitest';
import { ApiClientError, type ClientErrorKind } from './ApiClientError.ts';
import { createQueryClient, queryRetryDelay, shouldRetryQuery } from './queryClient.ts';

const error = (kind: ClientErrorKind, status?: number) =>
  new ApiClientError({ kind, message: kind, ...(status ? { status } : {}) });

const unavailable = (retryAfterSeconds?: number) =>
  new ApiClientError({
    kind: 'server',
    status: 503,
    message: 'x',
    unavailable: true,
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  });

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

  it('retries a 503 twice: the server said the fault will pass', () => {
    expect(shouldRetryQuery(0, unavailable(5))).toBe(true);
    expect(shouldRetryQuery(1, unavailable(5))).toBe(true);
    expect(shouldRetryQuery(2, unavailable(5))).toBe(false);
  });

  it('waits before retrying a 503 as long as Retry-After says, at most 10 s', () => {
    expect(queryRetryDelay(0, unavailable(5))).toBe(5_000);
    expect(queryRetryDelay(1, unavailable(120))).toBe(10_000);
    expect(queryRetryDelay(0, unavailable())).toBe(1_000);
  });

  it('backs off after a network failure: 1 s, then 2 s', () => {
    expect(queryRetryDelay(0, error('network'))).toBe(1_000);
    expect(queryRetryDelay(1, error('network'))).toBe(2_000);
  });

  it('does not retry errors that are not from the API client', () => {
    expect(shouldRetryQuery(0, new Error('bug'))).toBe(false);
  });

  it('never retries mutations', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });
});
