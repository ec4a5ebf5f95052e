// Test support: files an application on a real form through the real endpoint, as the wizard does (a
// solved captcha, every attachment descriptor sent as a file of exactly its declared size).
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.ts';
import { Client } from './test-app.ts';
import { solveAltcha } from './captcha.ts';
import type { Part } from './multipart.ts';
import { postMultipart } from './cases.ts';
import { findAttachmentDescriptors } from '../applications/attachments-in-data.ts';
import { extensionOf } from '../uploads/file-type.ts';
import { applicationUploadLimits } from '../routes/api/application/index.ts';

/** The first bytes that make the server's content check accept a file of that extension. */
const MAGIC: Record<string, Buffer> = {
  pdf: Buffer.from('%PDF-1.7\n'),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpg: Buffer.from([0xff, 0xd8, 0xff]),
  jpeg: Buffer.from([0xff, 0xd8, 0xff]),
  tif: Buffer.from([0x49, 0x49, 0x2a, 0x00]),
  tiff: Buffer.from([0x49, 0x49, 0x2a, 0x00]),
  dwg: Buffer.from('AC1032'),
};

/**
 * One file per attachment descriptor, of exactly the declared size (the server judges the size it
 * received), or null when a file itself would be refused by the upload before any schema runs (too big,
 * empty, a type the server does not take). With `whateverTheTotal`, files over the upload's total are
 * made too, to test that limit.
 */
export function filesFor(data: unknown, { whateverTheTotal = false } = {}): Part[] | null {
  const { minFileSize, maxFileSize, maxTotalSize, maxFiles, extensions } = applicationUploadLimits;
  const descriptors = findAttachmentDescriptors(data).map((ref) => ref.descriptor);
  const total = descriptors.reduce((sum, descriptor) => sum + descriptor.size, 0);
  if (descriptors.length > maxFiles || (total > maxTotalSize && !whateverTheTotal)) return null;
  const parts: Part[] = [];
  for (const { id, name, size } of descriptors) {
    const magic = MAGIC[extensionOf(name)];
    if (
      !magic ||
      !extensions.includes(extensionOf(name)) ||
      size < Math.max(minFileSize, magic.length) ||
      size > maxFileSize
    )
      return null;
    const value = Buffer.concat([magic, Buffer.alloc(size - magic.length, 0x20)]);
    parts.push({ name: `file:${id}`, value, filename: name });
  }
  return parts;
}

/** POST /api/application/send as a visitor with a solved captcha. */
export async function sendApplication(
  t: TestApp,
  formId: number,
  formVersion: string,
  data: object,
  files: Part[],
): Promise<LightMyRequestResponse> {
  const client = new Client(t.app);
  await client.csrf();
  const challenge = (await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' })).json();
  const payload = { formId, formVersion, data, captcha: await solveAltcha(challenge) };
  return postMultipart(t.app, client, '/api/application/send', [
    { name: 'payload', value: JSON.stringify(payload) },
    ...files,
  ]);
}
