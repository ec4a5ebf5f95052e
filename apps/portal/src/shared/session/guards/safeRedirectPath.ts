// The `redirect` search parameter remembers where an anonymous visitor was going (portal-spec §2: private
// routes remember the origin location). Only a same-origin path is kept, so a crafted link cannot send the
// user to another site after login (quality-bar "Redirects").

export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if (/\p{Cc}/u.test(value)) return undefined;
  return value;
}
