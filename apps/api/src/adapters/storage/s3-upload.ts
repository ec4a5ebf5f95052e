// Security hardening: a file into S3 with every request cancellable. @aws-sdk/lib-storage's Upload sends its
// requests without the abort signal (its abort() only stops waiting), so a hung store kept them, and an
// aborted single-request upload still became an object once the store woke up. Here each request carries
// the caller's signal. Memory for one upload stays at most partSize × queueSize, as before.
import { open, type FileHandle } from 'node:fs/promises';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  UploadPartCommand,
  type CompletedPart,
  type S3Client,
  type ServerSideEncryption,
} from '@aws-sdk/client-s3';

export interface S3Object {
  Bucket: string;
  Key: string;
  ServerSideEncryption?: ServerSideEncryption;
  SSEKMSKeyId?: string;
}

export interface UploadShape {
  size: number;
  partSize: number;
  queueSize: number;
}

/** How long an abandoned multipart upload may take to be aborted on the store. */
const ABORT_MULTIPART_TIMEOUT_MS = 10_000;

/** The SDK's options for one call: no abortSignal key at all when the caller gave no signal. */
export function sendOptions(signal: AbortSignal | undefined): { abortSignal?: AbortSignal } {
  return signal ? { abortSignal: signal } : {};
}

export async function uploadFile(
  s3: S3Client,
  object: S3Object,
  source: string,
  shape: UploadShape,
  signal: AbortSignal | undefined,
): Promise<void> {
  const options = sendOptions(signal);
  const file = await open(source, 'r');
  try {
    if (shape.size <= shape.partSize) {
      const body = await readRange(file, 0, shape.size);
      await s3.send(
        new PutObjectCommand({
          ...object,
          Body: body,
          ContentLength: body.length,
          ContentType: 'application/octet-stream',
        }),
        options,
      );
      return;
    }
    const { UploadId } = await s3.send(
      new CreateMultipartUploadCommand({ ...object, ContentType: 'application/octet-stream' }),
      options,
    );
    const { ServerSideEncryption: _sse, SSEKMSKeyId: _kms, ...target } = object;
    try {
      const parts = await uploadParts(shape, async (number, start, length) => {
        const body = await readRange(file, start, length);
        const { ETag } = await s3.send(
          new UploadPartCommand({
            ...target,
            UploadId,
            PartNumber: number,
            Body: body,
            ContentLength: body.length,
          }),
          options,
        );
        return { PartNumber: number, ETag };
      });
      await s3.send(
        new CompleteMultipartUploadCommand({ ...target, UploadId, MultipartUpload: { Parts: parts } }),
        options,
      );
    } catch (error) {
      // Not with the caller's signal, which may be what ended the upload: the parts must not stay stored.
      await s3
        .send(new AbortMultipartUploadCommand({ ...target, UploadId }), {
          abortSignal: AbortSignal.timeout(ABORT_MULTIPART_TIMEOUT_MS),
        })
        .catch(() => undefined);
      throw error;
    }
  } finally {
    await file.close();
  }
}

/** The parts in order, at most `queueSize` of them in flight; the first failure stops the rest. */
async function uploadParts(
  shape: UploadShape,
  send: (number: number, start: number, length: number) => Promise<CompletedPart>,
): Promise<CompletedPart[]> {
  const count = Math.ceil(shape.size / shape.partSize);
  const parts: CompletedPart[] = new Array(count);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < count) {
      const index = next++;
      const start = index * shape.partSize;
      try {
        parts[index] = await send(index + 1, start, Math.min(shape.partSize, shape.size - start));
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, shape.queueSize), count) }, worker));
  return parts;
}

async function readRange(file: FileHandle, start: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  let read = 0;
  while (read < length) {
    const { bytesRead } = await file.read(buffer, read, length - read, start + read);
    if (bytesRead === 0) throw new Error('the received file is shorter than its size');
    read += bytesRead;
  }
  return buffer;
}
