// Applications as the wizard sends them (multipart: the payload JSON and one part per attachment), on
// the test form 901 of src/test/schemas, and the same body streamed slowly over a raw socket so a test
// can kill the server while it is still arriving.
import { randomBytes, randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { APPLICATION_FILE_FIELD_PREFIX, CSRF_COOKIE, CSRF_HEADER } from '@portal/api-contract';
import { samplePdf } from '../../src/test/multipart.ts';
import type { Browser } from './browser.ts';

export const FORM = { id: 901, version: '1.2.0' };

export interface Application {
  email: string;
  form: FormData;
}

/** A valid application of form 901 with `files` PDF attachments (one by default) of the given size. */
export function application(attachmentBytes = 2_000, files = 1): Application {
  const email = `fault.${randomBytes(4).toString('hex')}@example.com`;
  const attachments = Array.from({ length: files }, (_, i) => ({
    id: randomUUID(),
    name: `zalacznik-${i + 1}.pdf`,
  }));
  const data = {
    applicant: { firstName: 'Jan', pesel: '44051401359' },
    contact: { email },
    power: { kw: 5, phase: 'single_phase' },
    documents: attachments.map(({ id, name }) => ({
      id,
      name,
      size: attachmentBytes,
      type: 'application/pdf',
    })),
  };
  const form = new FormData();
  form.append('payload', JSON.stringify({ formId: FORM.id, formVersion: FORM.version, data }));
  const pdf = samplePdf(attachmentBytes);
  for (const { id, name } of attachments)
    form.append(`${APPLICATION_FILE_FIELD_PREFIX}${id}`, new Blob([pdf], { type: 'application/pdf' }), name);
  return { email, form };
}

/** POST /api/application/send/logged for a signed-in customer. */
export function sendApplication(
  browser: Browser,
  sent: Application,
  headers: Record<string, string> = {},
  timeoutMs = 20_000,
) {
  return browser.request('POST', '/api/application/send/logged', { form: sent.form, headers, timeoutMs });
}

export interface SlowUpload {
  /** Bytes written so far. */
  readonly written: number;
  /** Settles when the server answers or the connection breaks. */
  readonly settled: Promise<string>;
  stop(): void;
}

/**
 * Streams an application whose attachment is `totalBytes` long at about `bytesPerSecond`, never faster,
 * so the server is mid-upload for as long as the test needs.
 */
export async function slowUpload(
  browser: Browser,
  baseUrl: string,
  totalBytes: number,
  bytesPerSecond: number,
): Promise<SlowUpload> {
  await browser.request('POST', '/api/csrf');
  const boundary = `----fault${randomBytes(8).toString('hex')}`;
  const fileId = randomUUID();
  const payload = JSON.stringify({
    formId: FORM.id,
    formVersion: FORM.version,
    data: {
      applicant: { firstName: 'Jan', pesel: '44051401359' },
      contact: { email: 'slow.upload@example.com' },
      power: { kw: 5, phase: 'single_phase' },
      documents: [{ id: fileId, name: 'duzy.pdf', size: totalBytes, type: 'application/pdf' }],
    },
  });
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="payload"\r\n\r\n${payload}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="${APPLICATION_FILE_FIELD_PREFIX}${fileId}"; filename="duzy.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const url = new URL('/api/application/send/logged', baseUrl);
  const req = request(url, {
    method: 'POST',
    headers: {
      cookie: browser.cookieHeader,
      [CSRF_HEADER]: browser.cookies.get(CSRF_COOKIE) ?? '',
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + totalBytes - 9 + tail.length),
    },
  });
  let written = 0;
  let stopped = false;
  const settled = new Promise<string>((resolve) => {
    req.on('response', (response) => resolve(`answered ${response.statusCode}`));
    req.on('error', (error) => resolve(`broken: ${error.message}`));
  });
  req.write(head);
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  const pump = setInterval(() => {
    if (stopped) return;
    const left = totalBytes - 9 - written;
    if (left <= 0) {
      clearInterval(pump);
      req.end(tail);
      return;
    }
    const part = chunk.subarray(0, Math.min(chunk.length, left, Math.ceil(bytesPerSecond / 20)));
    req.write(part);
    written += part.length;
  }, 50);
  void settled.then(() => clearInterval(pump));
  return {
    get written() {
      return written;
    },
    settled,
    stop() {
      stopped = true;
      clearInterval(pump);
      req.destroy();
    },
  };
}
