// Every uploaded file is scanned before it is stored (quality-bar "Uploads"). The embedded scanner
// detects the EICAR test signature, so the virus path can be tried on any machine; production uses
// ClamAV's clamd over TCP (INSTREAM), selected by CLAMD_HOST.
export type ScanVerdict = { clean: true } | { clean: false; signature: string };

export interface AntivirusScanner {
  readonly name: string;
  /** Reads the file as a stream: a 10 MB upload is never held in memory whole. */
  scan(content: AsyncIterable<Buffer>): Promise<ScanVerdict>;
}
