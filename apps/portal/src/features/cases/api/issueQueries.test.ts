import { QueryClient } from '@tanstack/react-query';
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
    const client = new QueryClient();
    await client.fetchQuery(issueListQuery('open'));
    await client.fetchQuery(issueListQuery('history'));
    expect(fetch.mock.calls.map((call) => String((call as unknown[])[0]))).toEqual([
      '/api/issues',
      '/api/issues?history=true',
    ]);
  });

  it('revalidates the list it holds with its ETag and keeps it on a 304', async () => {
    const list = { issues: [], notifications: 0, statusesByType: { _all: [] } };
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      new Headers(init?.headers).get('If-None-Match') === '"o1"'
        ? new Response(null, { status: 304, headers: { ETag: '"o1"' } })
        : Response.json(list, { headers: { ETag: '"o1"' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();
    const first = await client.fetchQuery(issueListQuery('open'));
    const again = await client.fetchQuery({ ...issueListQuery('open'), staleTime: 0 });
    expect(again).toBe(first);
    const sent = (fetch.mock.calls[1] as unknown[])[1] as RequestInit;
    expect(new Headers(sent.headers).get('If-None-Match')).toBe('"o1"');
  });

  it('keys the lists by mode and the details by id, under one root', () => {
    expect(issueListQuery('open').queryKey).toEqual(issueKeys.list('open'));
    expect(issueDetailsQuery(5).queryKey).toEqual(['issues', 'details', 5]);
    expect(issueKeys.list('history')[0]).toBe(issueKeys.all[0]);
  });
});
