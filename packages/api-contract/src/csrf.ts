// portal-spec §7, anti-forgery rule: the cookie the client reads and the header it echoes.
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';
export const CSRF_PATH = '/api/csrf';
export const SESSION_COOKIE = 'SESSION';
/** Methods that must carry the anti-forgery header. */
export const MUTATING_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
