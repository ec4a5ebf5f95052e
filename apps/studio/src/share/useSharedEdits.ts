// Opening a shareable link (shareLink.ts): once the form it names is loaded, its edits are laid over the
// form's files as unsaved edits, or the analyst is told why not (damaged, made on another version).
import { useEffect, useState } from 'react';
import { decodeShare, judgeShare, sharedValueOf, type SharedEdits, type ShareVerdict } from './shareLink.ts';

export type ShareNotice =
  { readonly kind: 'applied'; readonly formId: number } | Exclude<ShareVerdict, { kind: 'apply' }>;

/** The link's hash is removed once handled: a reload then offers the autosaved edits instead. */
function forgetHash(): void {
  const url = new URL(window.location.href);
  url.hash = '';
  window.history.replaceState(null, '', url);
}

export function useSharedEdits(
  loaded: { readonly id: number; readonly version: string } | null,
  apply: (files: SharedEdits['files']) => void,
): { notice: ShareNotice | null; dismiss: () => void } {
  const [notice, setNotice] = useState<ShareNotice | null>(null);

  // The hash is the pending work: handled once the form it opened is loaded, then removed.
  useEffect(() => {
    const value = sharedValueOf(window.location.hash);
    if (value === null || loaded === null) return;
    let current = true;
    void decodeShare(value).then((decoded) => {
      if (!current) return;
      // A link whose edits name another form than the one it opened was altered: damaged.
      const verdict = judgeShare(decoded?.formId === loaded.id ? decoded : null, loaded.version);
      if (verdict.kind === 'apply') {
        apply(verdict.edits.files);
        setNotice({ kind: 'applied', formId: loaded.id });
      } else setNotice(verdict);
      forgetHash();
    });
    return () => {
      current = false;
    };
  }, [loaded, apply]);

  return { notice, dismiss: () => setNotice(null) };
}
