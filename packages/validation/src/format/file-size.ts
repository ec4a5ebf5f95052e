// One file-size formatter for the wizard's attachments, the letters' attachments and a case's documents
// ('19 kB' in one, '19,5 kB' in another). Binary multiples, as the spec's 10 MB and 50 MB limits
// are (1 MB = 1 048 576 bytes); one decimal at most, with a comma; formatted by hand so that the browser
// and the server write the same bytes (Intl differs between ICU versions). Spaces are non-breaking.
const NBSP = '\u00a0';

function oneDecimal(value: number): string {
  return String(Math.round(value * 10) / 10).replace('.', ',');
}

/** '512 B', '19,5 kB', '1,2 MB', '10 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes}${NBSP}B`;
  if (Math.round((bytes / 1024) * 10) / 10 < 1024) return `${oneDecimal(bytes / 1024)}${NBSP}kB`;
  return `${oneDecimal(bytes / (1024 * 1024))}${NBSP}MB`;
}
