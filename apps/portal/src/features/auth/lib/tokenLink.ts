// portal-spec §2 Account activate / Reset password: the e-mailed link's query carries the e-mail and the
// token (/konto/resetuj?email=…&token=…).
export interface TokenLink {
  email: string;
  token: string;
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  // The router parses query values as JSON where it can ('123' becomes 123).
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

export function validateTokenLinkSearch(search: Record<string, unknown>): TokenLink {
  return { email: text(search.email).trim(), token: text(search.token).trim() };
}
