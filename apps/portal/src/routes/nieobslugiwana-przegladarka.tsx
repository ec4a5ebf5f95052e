import { createFileRoute, redirect } from '@tanstack/react-router';
import { UnsupportedBrowserPage } from '../features/errors/components/UnsupportedBrowserPage.tsx';
import { isInternetExplorer } from '../features/errors/lib/isInternetExplorer.ts';

// portal-spec §2: shown only on an old Internet Explorer, otherwise redirects to login.
export const Route = createFileRoute('/nieobslugiwana-przegladarka')({
  beforeLoad: () => {
    if (!isInternetExplorer(navigator.userAgent)) throw redirect({ to: '/', replace: true });
  },
  component: UnsupportedBrowserPage,
});
