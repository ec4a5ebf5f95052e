// The toast region's machinery (zag toast, ~7 KB gzip) is loaded with the first toast, not with the first
// view (quality-bar: <= 180 KB gzip for '/'). Toasts created before it arrives wait in the toaster's store
// and appear as soon as it mounts; once mounted it stays.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toaster } from './toaster.ts';

const Toaster = lazy(() => import('./Toaster.tsx').then((module) => ({ default: module.Toaster })));

let needed = false;
// The store announces a toast before it counts it, so any announcement means "needed".
const subscribe = (onChange: () => void) =>
  toaster.subscribe(() => {
    needed = true;
    onChange();
  });
const isNeeded = () => (needed ||= toaster.getCount() > 0);
const notNeededOnServer = () => false;

export function LazyToaster() {
  const show = useSyncExternalStore(subscribe, isNeeded, notNeededOnServer);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
