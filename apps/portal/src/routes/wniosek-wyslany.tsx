import { createFileRoute, redirect } from '@tanstack/react-router';
import { ApplicationSentPage } from '../features/application/components/ApplicationSentPage.tsx';
import { readSentState } from '../features/application/lib/sentState.ts';
import { useRouteContextData } from '../lib/routeMatch.ts';

// portal-spec §2 "Application sent": the e-mail and phone come in navigation state; without an e-mail the
// visit goes to login ('/').
export const Route = createFileRoute('/wniosek-wyslany')({
  beforeLoad: ({ location }) => {
    const sent = readSentState(location.state);
    if (!sent) throw redirect({ to: '/', replace: true });
    return { sent };
  },
  component: ApplicationSentRoute,
});

function ApplicationSentRoute() {
  const context = useRouteContextData(Route);
  if (!context) return null; // the route is leaving (lib/routeMatch.ts)
  return <ApplicationSentPage sent={context.sent} />;
}
