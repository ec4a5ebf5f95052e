import { afterEach, describe, expect, it, vi } from 'vitest';
import { issueDetailsQuery, issueKeys, issueListQuery, parseIssueId } from './issueQueries.ts';

describe('case queries', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['1', 1],
    ['42', 42],
    ['0', null],
    ['-3', null],
    ['1.5', null],
    ['abc', null],
    ['', null],
    ['1e3', null],
    ['9999999999999999', null],
  ])('the address part %j is the case id %j', (raw, id) => {
    expect(parseIssueId(raw)).toBe(id);
  });

  it('asks for the open list without a query and for the history list with history=true', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ issues: [], notifications: 0, statusesByType: { _all: [] } }),
    );
    vi.stubGlobal('fetch', fetch);
    const signal = new AbortController().signal;
    const run = (mode: 'open' | 'history') =>
      (issueListQuery(mode).queryFn as (context: { signal: AbortSignal }) => Promise<unknown>)({ signal });
    await run('open');
    await run('history');
    expect(fetch.mock.calls.map((call) => String((call as unknown[])[0]))).toEqual([
      '/api/issues',
      '/api/issues?history=true',
    ]);
  });

  it('keys the lists by mode and the details by id, under one root', () => {
    expect(issueListQuery('open').queryKey).toEqual(issueKeys.list('open'));
    expect(issueDetailsQuery(5).queryKey).toEqual(['issues', 'details', 5]);
    expect(issueKeys.list('history')[0]).toBe(issueKeys.all[0]);
  });
});
