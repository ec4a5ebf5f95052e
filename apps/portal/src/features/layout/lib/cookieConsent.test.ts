import { afterEach, describe, expect, it, vi } from 'vitest';
import { acceptCookies, hasCookieConsent } from './cookieConsent.ts';

afterEach(() => {
  document.cookie = 'cookies=; Max-Age=0; Path=/';
});

describe('cookie consent (portal-spec §2)', () => {
  it('is absent at first and present after accepting', () => {
    expect(hasCookieConsent()).toBe(false);
    acceptCookies();
    expect(hasCookieConsent()).toBe(true);
  });

  it("writes the cookie 'cookies' for 365 days on the whole site", () => {
    const set = vi.spyOn(Document.prototype, 'cookie', 'set');
    acceptCookies();
    expect(set).toHaveBeenCalledWith('cookies=accepted; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});
