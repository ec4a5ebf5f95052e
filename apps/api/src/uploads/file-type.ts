// quality-bar "Uploads": a file's extension and its content (magic bytes) must agree.
export type AcceptedExtension = 'pdf' | 'jpg' | 'jpeg' | 'png' | 'tif' | 'tiff' | 'dwg';

const signatures: Record<AcceptedExtension, (head: Buffer) => boolean> = {
  pdf: (h) => h.subarray(0, 5).toString('latin1') === '%PDF-',
  png: (h) => h.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpg: (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff,
  jpeg: (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff,
  tif: (h) => ['49492a00', '4d4d002a'].includes(h.subarray(0, 4).toString('hex')),
  tiff: (h) => ['49492a00', '4d4d002a'].includes(h.subarray(0, 4).toString('hex')),
  // AutoCAD drawings start with the version string "AC10xx".
  dwg: (h) => /^AC10\d\d$/.test(h.subarray(0, 6).toString('latin1')),
};

export const MIME_TYPES: Record<AcceptedExtension, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  dwg: 'image/vnd.dwg',
};

export function extensionOf(filename: string): string {
  const match = /\.([a-z0-9]+)$/i.exec(filename);
  return match ? match[1]!.toLowerCase() : '';
}

/** The file's accepted extension when its name and content agree and it is allowed; else null. */
export function detectFileType(
  filename: string,
  head: Buffer,
  allowed: readonly string[],
): AcceptedExtension | null {
  const extension = extensionOf(filename);
  if (!allowed.includes(extension) || !(extension in signatures)) return null;
  const typed = extension as AcceptedExtension;
  return signatures[typed](head) ? typed : null;
}
