// portal-spec §1/§2: a single sign-on link carries a token in the pd_token query parameter. The token is
// removed from the address bar at once (quality-bar "Single sign-on token": single use, never left in
// history or the Referer).
export const SSO_TOKEN_PARAM = 'pd_token';

/** Returns the token and rewrites the current history entry without it; null when there is none. */
export function takeSsoToken(
  location: Location = window.location,
  history: History = window.history,
): string | null {
  const url = new URL(location.href);
  const token = url.searchParams.get(SSO_TOKEN_PARAM);
  if (token === null) return null;
  url.searchParams.delete(SSO_TOKEN_PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token.trim() === '' ? null : token;
}
