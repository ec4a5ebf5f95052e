// A link that carries the edited files (as the RJSF playground's does): the form's id and
// version and its edited schema.json and ui.json, compressed (deflate-raw) and base64url-encoded in the
// URL's hash, so no server keeps anything and the text never reaches a server log. Opening the link lays
// the texts over the form as unsaved edits.

/** The hash parameter that holds the edits: `…/?formularz=1#zmiany=<base64url>`. */
export const SHARE_PARAM = 'zmiany';
const FORMAT = 1;

export interface SharedEdits {
  readonly formId: number;
  /** The form's catalog version the edits were made on: another one means the link is too old. */
  readonly version: string;
  readonly files: { readonly 'schema.json': string; readonly 'ui.json': string };
}

async function through(
  bytes: Uint8Array<ArrayBuffer>,
  stream: CompressionStream | DecompressionStream,
): Promise<Uint8Array<ArrayBuffer>> {
  const output = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(output).arrayBuffer());
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  // In slices: String.fromCharCode takes its arguments on the stack.
  for (let at = 0; at < bytes.length; at += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw new Error('not base64url');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The hash value (without `#zmiany=`) that carries the edits. */
export async function encodeShare(edits: SharedEdits): Promise<string> {
  const json = JSON.stringify({ v: FORMAT, form: edits.formId, version: edits.version, files: edits.files });
  return toBase64Url(await through(new TextEncoder().encode(json), new CompressionStream('deflate-raw')));
}

/** The whole link: this page's address with the form chosen and the edits in the hash. */
export async function shareUrl(base: string, edits: SharedEdits): Promise<string> {
  const url = new URL(base);
  url.search = '';
  url.searchParams.set('formularz', String(edits.formId));
  url.hash = `${SHARE_PARAM}=${await encodeShare(edits)}`;
  return url.toString();
}

function isShared(
  value: unknown,
): value is { v: number; form: number; version: string; files: SharedEdits['files'] } {
  if (typeof value !== 'object' || value === null) return false;
  const { v, form, version, files } = value as Record<string, unknown>;
  if (v !== FORMAT || !Number.isInteger(form) || typeof version !== 'string') return false;
  if (typeof files !== 'object' || files === null) return false;
  const texts = files as Record<string, unknown>;
  return typeof texts['schema.json'] === 'string' && typeof texts['ui.json'] === 'string';
}

/** The edits a hash value carries, or null when it is damaged (cut short, altered, not ours). */
export async function decodeShare(value: string): Promise<SharedEdits | null> {
  try {
    const bytes = await through(fromBase64Url(value), new DecompressionStream('deflate-raw'));
    const parsed: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    if (!isShared(parsed)) return null;
    return { formId: parsed.form, version: parsed.version, files: parsed.files };
  } catch {
    return null;
  }
}

/** The `zmiany` value of a location hash (`#zmiany=…`), or null when the link carries no edits. */
export function sharedValueOf(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get(SHARE_PARAM);
}

export type ShareVerdict =
  | { readonly kind: 'apply'; readonly edits: SharedEdits }
  | { readonly kind: 'damaged' }
  | { readonly kind: 'too-old'; readonly linkVersion: string; readonly formVersion: string };

/** Whether decoded edits may be laid over the form as it is now (its catalog version). */
export function judgeShare(edits: SharedEdits | null, formVersion: string): ShareVerdict {
  if (edits === null) return { kind: 'damaged' };
  if (edits.version !== formVersion) return { kind: 'too-old', linkVersion: edits.version, formVersion };
  return { kind: 'apply', edits };
}
