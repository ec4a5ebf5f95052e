// portal-spec §2: private routes send an unauthenticated user to login (/) and remember the origin
// location in the `redirect` search parameter. Used as a route's beforeLoad:
//   export const Route = createFileRoute('/lista-spraw')({ beforeLoad: requireAuth, … })
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { useSessionStore } from '../stores/sessionStore.ts';

export function requireAuth({ location }: { location: ParsedLocation }): void {
  if (useSessionStore.getState().isAuthenticated) return;
  throw redirect({ to: '/', search: { redirect: location.href }, replace: true });
}
