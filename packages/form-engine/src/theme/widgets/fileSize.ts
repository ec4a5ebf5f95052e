// File sizes as Polish text: '350 kB', '1,2 MB' (decimal comma; 1 MB = 1024 × 1024 bytes, the unit of the
// spec's 10 MB / 50 MB limits).
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`;
  const megabytes = bytes / (1024 * 1024);
  return `${(Math.round(megabytes * 10) / 10).toString().replace('.', ',')} MB`;
}
