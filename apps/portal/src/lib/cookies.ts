// Reading and writing the few cookies the portal script may touch: the anti-forgery token (portal-spec §7)
// and the cookie consent (portal-spec §2). The session cookie itself is HttpOnly and never visible here.

/** The Cookie header a page is rendered for where there is no document (the build's pre-render). */
let renderedCookies = '';

export function setRenderedCookies(cookies: string): void {
  renderedCookies = cookies;
}

const currentCookies = () => (typeof document === 'undefined' ? renderedCookies : document.cookie);

export function readCookie(name: string, source: string = currentCookies()): string | null {
  for (const part of source.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

export interface CookieOptions {
  /** Without it, a session cookie: gone when the browser closes. */
  maxAgeDays?: number;
}

export function writeCookie(name: string, value: string, { maxAgeDays }: CookieOptions = {}): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = maxAgeDays === undefined ? '' : `; Max-Age=${Math.round(maxAgeDays * 24 * 60 * 60)}`;
  document.cookie = `${name}=${encodeURIComponent(value)}${maxAge}; Path=/; SameSite=Lax${secure}`;
}
