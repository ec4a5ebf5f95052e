// Performance, "Compression": which encoding to answer with, from the browser's Accept-Encoding (RFC 9110
// §12.5.3): brotli before gzip before none, among the codings the answer exists in; q=0 refuses one.
export type ContentCoding = 'br' | 'gzip';

export function acceptedCodings(header: string | string[] | undefined): Map<string, number> {
  const accepted = new Map<string, number>();
  for (const part of [header ?? ''].flat().join(',').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  return accepted;
}

/** The best coding the browser accepts among `available` (in our order of preference), or null. */
export function negotiateCoding(
  header: string | string[] | undefined,
  available: readonly ContentCoding[] = ['br', 'gzip'],
): ContentCoding | null {
  const accepted = acceptedCodings(header);
  const wildcard = accepted.get('*');
  for (const coding of available) {
    const q = accepted.get(coding) ?? wildcard ?? 0;
    if (q > 0) return coding;
  }
  return null;
}
