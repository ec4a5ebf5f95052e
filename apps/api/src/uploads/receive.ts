// Receives a multipart upload the way quality-bar "Uploads" asks: limits enforced while streaming (a
// 10 MB file is cut off at 10 MB + 1 byte, the total at 50 MB), each file written to a temporary file
// rather than held in memory, extension and content checked, then every file scanned for viruses.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { ATTACHMENT_FILE_MESSAGES, safeFileName } from '@portal/validation';
import type { AntivirusScanner } from '../adapters/antivirus/antivirus.ts';
import { HttpError } from '../lib/http-error.ts';
import { detectFileType, type AcceptedExtension } from './file-type.ts';
import { multipartBoundary } from './multipart-boundary.ts';
import { uploadDirPrefix } from './temp-sweep.ts';
import { budgetMessages, UPLOAD_BUDGET_KEYWORD } from './upload-budget-messages.ts';

export interface UploadLimits {
  minFileSize: number;
  maxFileSize: number;
  maxTotalSize: number;
  maxFiles: number;
  extensions: readonly string[];
  /** Largest accepted non-file field (the application payload JSON). */
  maxFieldSize: number;
  /**
   * Data lifecycle: what is left of the sender's budget of stored bytes (uploads/upload-budget.ts), for a body
   * whose Content-Length did not say it in advance.
   */
  budgetBytes?: number;
}

/**
 * Resilience, "check before accepting any file part": the fields a route must judge first (a visitor's
 * captcha, the case a document is for). Until they have arrived and passed, no file part is read, no
 * temporary file is created and nothing is scanned; a file part that comes first refuses the request.
 */
export interface UploadGate {
  fields: readonly string[];
  /** Throws an HttpError to refuse the upload; runs once, as soon as every gate field has arrived. */
  check(fields: Record<string, string>): Promise<void>;
}

export interface ReceivedFile {
  /** The multipart field name, e.g. "file" or "file:<attachment id>". */
  field: string;
  filename: string;
  size: number;
  extension: AcceptedExtension;
  tempPath: string;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  files: ReceivedFile[];
  /** Removes whatever temporary files are left; safe to call twice. */
  cleanup(): Promise<void>;
}

export const uploadMessages = {
  tooBig: ATTACHMENT_FILE_MESSAGES.tooBig,
  totalTooBig: 'Maksymalny rozmiar wszystkich plików nie może przekraczać 50 MB',
  empty: ATTACHMENT_FILE_MESSAGES.empty,
  badType: ATTACHMENT_FILE_MESSAGES.invalidFormat,
  tooMany: 'Przesłano zbyt wiele plików',
  virus: 'W załączniku wykryto wirusa. Plik nie został przyjęty.',
  invalid: 'Przynajmniej jeden z wgranych plików jest niepoprawny',
  fieldsFirst: 'Pliki przesłano przed danymi formularza. Odśwież stronę i wyślij ponownie.',
  badBoundary:
    'Niepoprawny nagłówek Content-Type: dane multipart/form-data muszą mieć jeden parametr boundary (od 1 do 70 znaków).',
  incomplete: 'Przesłane dane formularza są niekompletne lub uszkodzone. Wyślij je ponownie.',
} as const;

/**
 * busboy's errors carry no code: these are the ones a malformed body causes (no closing boundary, a part
 * cut off), as opposed to a failing disk or database, which stay server errors.
 */
const TRUNCATED_BODY = /unexpected end of multipart data$/i;

/** How long a refused upload's remaining body is read and dropped before the connection is closed. */
export const DISCARD_LINGER_MS = 5_000;

/**
 * Stops reading an upload for good: the rest of the body is drained (read and dropped, never written)
 * so the client sees the answer, and the connection is closed if the body has not ended in a few seconds.
 */
export function discardRestOfBody(request: FastifyRequest): void {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return;
  raw.unpipe();
  raw.resume();
  const close = setTimeout(() => raw.socket?.destroy(), DISCARD_LINGER_MS);
  close.unref();
  raw.once('end', () => clearTimeout(close));
  raw.once('close', () => clearTimeout(close));
}

const fileError = (index: number, keyword: string, message: string) =>
  new HttpError(422, message, [{ pointer: `/files/${index}`, keyword, message }]);

export async function receiveUpload(
  request: FastifyRequest,
  limits: UploadLimits,
  scanner: AntivirusScanner,
  gate?: UploadGate,
): Promise<ReceivedUpload> {
  // Created with the first accepted file: a request refused by its gate never touches the disk.
  let dir: string | null = null;
  const cleanup = async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  };
  let gateOpen = !gate;
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  let total = 0;
  try {
    if (request.isMultipart() && multipartBoundary(request.headers['content-type']) === null)
      throw new HttpError(400, uploadMessages.badBoundary);
    const parts = request.parts({
      limits: {
        fileSize: limits.maxFileSize + 1,
        files: limits.maxFiles,
        fields: 20,
        fieldSize: limits.maxFieldSize,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new HttpError(413, 'Przesłane dane są zbyt duże.');
        fields[part.fieldname] = String(part.value);
        if (!gateOpen && gate!.fields.every((name) => name in fields)) {
          await gate!.check(fields);
          gateOpen = true;
        }
        continue;
      }
      if (!gateOpen) {
        const missing = gate!.fields.find((name) => !(name in fields))!;
        throw new HttpError(400, uploadMessages.fieldsFirst, [
          { pointer: `/${missing}`, keyword: 'fieldsBeforeFiles', message: uploadMessages.fieldsFirst },
        ]);
      }
      dir ??= await mkdtemp(path.join(tmpdir(), uploadDirPrefix()));
      const index = files.length;
      const tempPath = path.join(dir, String(index));
      let size = 0;
      let head = Buffer.alloc(0);
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          total += chunk.length;
          if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16 - head.length)]);
          if (size > limits.maxFileSize)
            return callback(fileError(index, 'fileTooBig', uploadMessages.tooBig));
          if (total > limits.maxTotalSize)
            return callback(fileError(index, 'totalTooBig', uploadMessages.totalTooBig));
          if (limits.budgetBytes !== undefined && total > limits.budgetBytes)
            return callback(
              new HttpError(413, budgetMessages.streamed, [
                {
                  pointer: `/files/${index}`,
                  keyword: UPLOAD_BUDGET_KEYWORD,
                  message: budgetMessages.streamed,
                },
              ]),
            );
          callback(null, chunk);
        },
      });
      await pipeline(part.file, counter, createWriteStream(tempPath));
      if (part.file.truncated) throw fileError(index, 'fileTooBig', uploadMessages.tooBig);
      if (size < limits.minFileSize) throw fileError(index, 'fileEmpty', uploadMessages.empty);
      // The name is judged as it will be stored: "faktura\u202Efdp.pdf" is checked as "fakturafdp.pdf".
      const filename = safeFileName(part.filename);
      const extension = detectFileType(filename, head, limits.extensions);
      if (!extension) throw fileError(index, 'fileType', uploadMessages.badType);
      files.push({ field: part.fieldname, filename, size, extension, tempPath });
    }
    if (!gateOpen) await gate!.check(fields);
  } catch (error) {
    discardRestOfBody(request);
    await cleanup();
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw new HttpError(422, uploadMessages.tooMany);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new HttpError(400, 'Oczekiwano danych multipart/form-data.');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new HttpError(413, 'Przesłane dane są zbyt duże.');
    // A part that claims to be JSON and is not (406 from @fastify/multipart), or is named after a
    // prototype property: a damaged form, told like a cut-off one.
    if (
      code === 'FST_INVALID_JSON_FIELD_ERROR' ||
      code === 'FST_PROTO_VIOLATION' ||
      (error instanceof Error && !code && TRUNCATED_BODY.test(error.message))
    )
      throw new HttpError(400, uploadMessages.incomplete);
    throw error;
  }

  try {
    for (const [index, file] of files.entries()) {
      const verdict = await scanner.scan(createReadStream(file.tempPath));
      if (!verdict.clean) {
        request.log.warn({ signature: verdict.signature, file: index }, 'virus found in an upload');
        throw new HttpError(400, uploadMessages.virus, [
          { pointer: `/files/${index}`, keyword: 'virus', message: uploadMessages.virus },
        ]);
      }
    }
  } catch (error) {
    await cleanup();
    throw error;
  }
  return { fields, files, cleanup };
}
