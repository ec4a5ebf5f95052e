// Hands a file the API sent to the browser's "save": a link to the blob, clicked, then let go.
import type { Download } from '../../../lib/api/apiRequest.ts';

export function saveDownload({ blob, fileName }: Download, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? fallbackName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task; the object URL would otherwise hold it in memory.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
