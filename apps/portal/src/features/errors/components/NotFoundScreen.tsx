// portal-spec §2: the 404 page for any path that is no route, loaded with the other error pages.
import { FullScreenLoader } from '@portal/ui';
import { Suspense } from 'react';
import { LazyNotFoundPage } from './lazyErrorPages.tsx';

export function NotFoundScreen() {
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <LazyNotFoundPage />
    </Suspense>
  );
}
