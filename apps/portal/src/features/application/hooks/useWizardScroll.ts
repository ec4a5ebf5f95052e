// applications-spec §2: "Scroll restoration is manual while the wizard is open". The wizard's steps are not
// addresses, so the browser and the router would keep the old scroll position on a step change: while the
// wizard is mounted the browser's restoration is off, and each new step starts at the top of the page.
import { useCallback, useEffect, useRef } from 'react';

export function useWizardScroll(): (stepId: string) => void {
  const lastStep = useRef<string | null>(null);

  useEffect(() => {
    const history = window.history;
    const previous = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    return () => {
      history.scrollRestoration = previous;
    };
  }, []);

  return useCallback((stepId: string) => {
    if (lastStep.current !== null && lastStep.current !== stepId) window.scrollTo({ top: 0, left: 0 });
    lastStep.current = stepId;
  }, []);
}
