// portal-spec §8 and §9: a copy button shows a confirmation icon for 5 s; a browser without a clipboard
// gets the toast 'clipboard-not-supported', a failed write 'clipboard-error'.
import { msg } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { copyText } from '../lib/clipboard.ts';
import type { Notifier } from '../../../shared/notifications/notifier.ts';
import { COPY_CONFIRMATION_MS } from '../lib/timing.ts';

export function useCopyToClipboard(notify: Notifier) {
  const [copiedKey, setCopiedKey] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (key: string, text: string) => {
      const result = await copyText(text);
      if (result === 'copied') {
        clearTimeout(timer.current);
        setCopiedKey(key);
        timer.current = setTimeout(() => setCopiedKey(null), COPY_CONFIRMATION_MS);
      } else if (result === 'not_supported') {
        notify.error(
          msg`Ta przeglądarka nie pozwala kopiować do schowka. Zaznacz tekst i skopiuj go ręcznie.`,
        );
      } else {
        notify.error(msg`Nie udało się skopiować do schowka. Spróbuj ponownie albo skopiuj tekst ręcznie.`);
      }
    },
    [notify],
  );

  return { copy, copiedKey };
}
