import { afterEach, describe, expect, it } from 'vitest';
import { takeSsoToken } from './takeSsoToken.ts';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('takeSsoToken', () => {
  it('returns the token and removes it from the address bar, keeping the rest', () => {
    window.history.replaceState(null, '', '/lista-spraw?page=2&pd_token=s3cr3t#top');
    expect(takeSsoToken()).toBe('s3cr3t');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/lista-spraw?page=2#top',
    );
  });

  it('replaces the history entry rather than adding one', () => {
    window.history.replaceState(null, '', '/?pd_token=abc');
    const length = window.history.length;
    takeSsoToken();
    expect(window.history.length).toBe(length);
    expect(window.location.search).toBe('');
  });

  it('returns null and leaves the address alone without a token', () => {
    window.history.replaceState(null, '', '/?x=1');
    expect(takeSsoToken()).toBeNull();
    expect(window.location.search).toBe('?x=1');
  });

  it('strips an empty token but does not use it', () => {
    window.history.replaceState(null, '', '/?pd_token=');
    expect(takeSsoToken()).toBeNull();
    expect(window.location.search).toBe('');
  });
});
