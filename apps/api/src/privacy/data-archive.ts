// Data lifecycle: the customer's data as one .zip, written while it is sent: the JSON first, then each file,
// read from the storage only when the archive reaches it (one open read at a time, each under the storage's
// deadlines, adapters/storage/bounded-storage.ts). Nothing is compressed: the scans and PDFs would not
// shrink, and stored entries of known sizes give the archive's exact length before the first byte, so the
// browser shows the download's progress and a cut-off download is seen as one.
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { FileStorage } from '../adapters/storage/storage.ts';
import type { CustomerData } from './customer-data.ts';

export const DATA_FILE_NAME = 'dane.json';

export interface DataArchive {
  stream: Readable;
  /** The archive's length in bytes. */
  size: number;
}

/** `onError`: a file that cannot be read ends the stream with the error (the client sees a broken download). */
export function dataArchive(
  storage: FileStorage,
  data: CustomerData,
  onError: (error: unknown) => void,
): Promise<DataArchive> {
  const zip = new ZipFile();
  const mtime = new Date();
  const output = zip.outputStream as Readable;
  zip.on('error', (error: unknown) => {
    onError(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  zip.addBuffer(Buffer.from(JSON.stringify(data.document, null, 2), 'utf8'), DATA_FILE_NAME, {
    compress: false,
    mtime,
  });
  // A client that goes away ends the archive: the storage read it was waiting for is let go at once.
  let reading: Readable | null = null;
  output.on('close', () => reading?.destroy());
  for (const file of data.files) {
    zip.addReadStreamLazy(file.path, { compress: false, size: file.size, mtime }, (done) => {
      storage.read(file.storageKey).then(
        (stream) => {
          reading = stream;
          if (output.destroyed) stream.destroy();
          done(null, stream);
        },
        (error: unknown) => done(error, undefined as never),
      );
    });
  }
  // @types/yazl leaves out the size the callback gets (yazl's README: "calculatedTotalSizeCallback(size)").
  const end = zip.end.bind(zip) as (options: undefined, sized: (size: number) => void) => void;
  return new Promise((resolve) => end(undefined, (size) => resolve({ stream: output, size })));
}
