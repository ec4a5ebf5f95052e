// Hydration: the wizard's screen rendered once more after its route has gone hydrates the page painted for the
// address the page was loaded at: a form open in `?formularz=` is the wizard's skeleton, not its first step.
import { createRootRoute, createRoute } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadedQuery, searchAtLoadedAddress } from './loadedAddress.ts';

// As the wizard's validator: the query's strings, a form id made a number.
const wizard = createRoute({
  getParentRoute: () => createRootRoute(),
  path: '/skladanie-wniosku',
  validateSearch: (search: Record<string, unknown>) => ({
    rodzaj: typeof search.rodzaj === 'string' ? search.rodzaj : undefined,
    formularz: /^\d+$/.test(String(search.formularz)) ? Number(search.formularz) : undefined,
    krok: typeof search.krok === 'string' ? search.krok : undefined,
  }),
});

function loadedAt(url: string | undefined) {
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) =>
    type === 'navigation' && url ? [{ name: url } as PerformanceNavigationTiming] : [],
  );
}

describe('searchAtLoadedAddress', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is the search of the address the page was loaded at, as the route validates it', () => {
    loadedAt('http://portal/skladanie-wniosku?rodzaj=przylaczenia&formularz=24&krok=obiekt#x');
    expect(loadedQuery()).toBe('?rodzaj=przylaczenia&formularz=24&krok=obiekt');
    expect(searchAtLoadedAddress(wizard)).toEqual({
      rodzaj: 'przylaczenia',
      formularz: 24,
      krok: 'obiekt',
    });
  });

  it('is the search without a query where the page was loaded without one, or the address is not known', () => {
    const none = { rodzaj: undefined, formularz: undefined, krok: undefined };
    loadedAt('http://portal/skladanie-wniosku');
    expect(searchAtLoadedAddress(wizard)).toEqual(none);
    vi.restoreAllMocks();
    loadedAt(undefined);
    expect(loadedQuery()).toBe('');
    expect(searchAtLoadedAddress(wizard)).toEqual(none);
  });
});
