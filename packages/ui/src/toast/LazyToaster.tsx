// The toast region's machinery (zag toast, ~7 KB gzip) is loaded with the first toast, not with the first
// view; so is the toaster's store (toaster.ts). Toasts asked for before they arrive
// appear as soon as the region mounts; once mounted it stays.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onToastsWanted, toastsWanted } from './toaster.ts';

const Toaster = lazy(() => import('./Toaster.tsx').then((module) => ({ default: module.Toaster })));

const notWantedOnServer = () => false;

export function LazyToaster() {
  const show = useSyncExternalStore(onToastsWanted, toastsWanted, notWantedOnServer);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
