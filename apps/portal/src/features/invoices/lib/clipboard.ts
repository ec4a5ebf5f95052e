// portal-spec §8 Other toasts: 'clipboard-not-supported' when the browser offers no clipboard (older
// browsers, or a page not served over HTTPS) and 'clipboard-error' when writing fails.

export type CopyResult = 'copied' | 'not_supported' | 'failed';

interface ClipboardWriter {
  writeText: (text: string) => Promise<void>;
}

export async function copyText(
  text: string,
  clipboard: ClipboardWriter | undefined = globalThis.navigator?.clipboard,
): Promise<CopyResult> {
  if (!clipboard || typeof clipboard.writeText !== 'function') return 'not_supported';
  try {
    await clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}
