// The session's own endpoints of portal-spec §7 (who is signed in, log out, extend), apart from the other
// account endpoints (accountApi.ts): the app's start asks for the session, so these are part of the
// portal's entry, and the account screens' endpoints come with those screens.
import type { SessionInfo } from '@portal/api-contract';
import { callEndpoint } from '../../../lib/api/callEndpoint.ts';

export async function logout(): Promise<void> {
  await callEndpoint('logout');
}

/** Customer journeys: "Przedłuż sesję": the server session's idle time starts again. */
export function extendSession(): Promise<SessionInfo> {
  return callEndpoint('extendSession');
}

/** Who the server session belongs to (username null when there is none). */
export function fetchSession(signal?: AbortSignal): Promise<SessionInfo> {
  return callEndpoint('session', signal ? { signal } : {});
}
