// Sends a customer's data archive as a download (the customer's own route and the back office's alike),
// after recording who asked for it.
import { dataArchiveFileName } from '@portal/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordAuditEvent, type AuditActor } from '../audit/audit-trail.ts';
import { HttpError } from '../lib/http-error.ts';
import { collectCustomerData } from './customer-data.ts';
import { dataArchive } from './data-archive.ts';

export async function sendDataArchive(
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: number,
  actor: AuditActor,
): Promise<FastifyReply> {
  const { db, storage } = request.server;
  const data = await collectCustomerData(db, accountId);
  if (!data) throw new HttpError(404, 'Nie ma takiego konta.');
  const archive = await dataArchive(storage, data, (error) =>
    request.log.error({ err: error, accountId }, 'data export broken off'),
  );
  await recordAuditEvent(db, {
    actor,
    action: 'customer.export',
    subject: { kind: 'account', id: accountId },
    details: { files: data.files.length, bytes: archive.size },
  });
  request.log.info({ accountId, files: data.files.length, bytes: archive.size }, 'data export');
  const name = dataArchiveFileName(new Date());
  return reply
    .header('Content-Type', 'application/zip')
    .header('Content-Disposition', `attachment; filename="${name}"`)
    .header('Content-Length', String(archive.size))
    .send(archive.stream);
}
