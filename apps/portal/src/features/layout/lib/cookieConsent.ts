// portal-spec §2: the cookie-consent banner; its cookie is named 'cookies' and is valid 365 days.
import { readCookie, writeCookie } from '../../../lib/cookies.ts';

export const CONSENT_COOKIE = 'cookies';
export const CONSENT_DAYS = 365;
export const CONSENT_ACCEPTED = 'accepted';

export function hasCookieConsent(): boolean {
  return readCookie(CONSENT_COOKIE) === CONSENT_ACCEPTED;
}

export function acceptCookies(): void {
  writeCookie(CONSENT_COOKIE, CONSENT_ACCEPTED, { maxAgeDays: CONSENT_DAYS });
}

/**
 * Escape sets the banner aside for the visit, without consent: the same cookie, for the browser
 * session only, so the server sends the page without the banner as it does after consent (portal-static.ts).
 */
export const CONSENT_SET_ASIDE = 'setAside';

export function isBannerSetAside(): boolean {
  return readCookie(CONSENT_COOKIE) === CONSENT_SET_ASIDE;
}

export function setBannerAside(): void {
  writeCookie(CONSENT_COOKIE, CONSENT_SET_ASIDE);
}
