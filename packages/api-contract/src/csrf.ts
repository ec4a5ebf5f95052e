// portal-spec §7, anti-forgery rule: the cookie the client reads and the header it echoes.
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';
export const CSRF_PATH = '/api/csrf';
export const SESSION_COOKIE = 'SESSION';
/** Methods that must carry the anti-forgery header. */
export const MUTATING_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * Resilience: served over https, the session and anti-forgery cookies are named with the `__Host-` prefix.
 * Browsers accept such a cookie only when it is Secure, has Path=/ and no Domain, so a sibling subdomain
 * or a plain-http page cannot set or shadow it (cookie tossing, session fixation). Over plain http
 * (localhost development) the names stay as they are: browsers refuse the prefix without Secure.
 */
export function cookieName(name: typeof SESSION_COOKIE | typeof CSRF_COOKIE, secure: boolean): string {
  return secure ? `__Host-${name}` : name;
}
