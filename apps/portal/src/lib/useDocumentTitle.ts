import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';

/** Sets the browser tab's title for a screen: '<screen> – Portal Klienta'. */
export function useDocumentTitle(screenTitle: string): void {
  const { t } = useLingui();
  const title = t`${screenTitle} – Portal Klienta`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
