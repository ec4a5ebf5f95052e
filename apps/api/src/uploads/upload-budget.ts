// Data lifecycle, "strangers cannot fill the disks": one client address (uploads without an account) or one
// account (its own uploads) may have at most so many bytes of files stored per window, counted in the
// database so every replica sees the same budget. A request is judged by its Content-Length before any of
// its body is read: it reserves what it declares (413 when that is more than is left, 429 when nothing is
// left), and once it is answered the reservation becomes what was actually stored (nothing, when it was
// refused or repeated an earlier attempt). A process that dies holding a reservation leaves it counted
// until the window ends: the budget errs on the safe side.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FloodLimits } from '../config.ts';
import type { Database } from '../db/database.ts';
import { HttpError } from '../lib/http-error.ts';
import { discardRestOfBody } from './receive.ts';
import { adjustUploadBudget, openUploadBudget, tryReserveUploadBytes } from './upload-budget-repository.ts';
import { budgetMessages, UPLOAD_BUDGET_KEYWORD, type BudgetOwner } from './upload-budget-messages.ts';

export interface Reservation {
  key: string;
  bytes: number;
}

function keyOf(owner: BudgetOwner): string {
  return owner.kind === 'address' ? `address:${owner.address}` : `account:${owner.accountId}`;
}

function limitOf(owner: BudgetOwner, settings: FloodLimits['uploadBudget']): number {
  return owner.kind === 'address' ? settings.addressBytes : settings.accountBytes;
}

function declaredLength(request: FastifyRequest): number | null {
  const header = request.headers['content-length'];
  return header !== undefined && /^\d+$/.test(header) ? Number(header) : null;
}

/**
 * Reserves the request's bytes against its owner's budget before its body is read, or refuses it: 413
 * when it declares more than is left, 429 (with Retry-After) when nothing is left. A body without a
 * Content-Length reserves what is left up to `maxBody`, and must then stay within it while streaming
 * (`Reservation.bytes` is the cap). Null when the owner has no budget.
 */
export async function reserveUploadBytes(
  request: FastifyRequest,
  reply: FastifyReply,
  owner: BudgetOwner,
  maxBody: number,
): Promise<Reservation | null> {
  const { db, config } = request.server;
  const settings = config.floodLimits.uploadBudget;
  const limit = limitOf(owner, settings);
  if (limit === 0) return null;
  const key = keyOf(owner);
  const declared = declaredLength(request);
  // An empty body carries no file.
  if (declared === 0) return { key, bytes: 0 };
  const state = await openUploadBudget(db, key);
  const left = Math.max(0, limit - (state?.used ?? 0));
  const wanted = declared ?? Math.min(left, maxBody);
  if (
    wanted > 0 &&
    wanted <= left &&
    (await tryReserveUploadBytes(db, key, wanted, limit, settings.windowMs))
  )
    return { key, bytes: wanted };
  // Refused: what the client is told comes from the state after a concurrent request may have taken more.
  const now = (await openUploadBudget(db, key)) ?? {
    used: 0,
    resetsAt: new Date(Date.now() + settings.windowMs),
  };
  const remaining = Math.max(0, limit - now.used);
  // Less than the smallest request that can carry a file: as good as spent.
  const spent = remaining < 1024 || declared === null;
  request.log.warn(
    { budget: key.replace(/:.*/, ''), declared, left: remaining, limit },
    'upload refused: budget of stored bytes spent',
  );
  if (spent) {
    reply.header('Retry-After', String(Math.max(1, Math.ceil((now.resetsAt.getTime() - Date.now()) / 1000))));
    const message = budgetMessages.spent(owner, limit, now.resetsAt);
    throw new HttpError(429, message, [{ pointer: '/files', keyword: UPLOAD_BUDGET_KEYWORD, message }]);
  }
  const message = budgetMessages.tooBig(owner, remaining, now.resetsAt);
  throw new HttpError(413, message, [{ pointer: '/files', keyword: UPLOAD_BUDGET_KEYWORD, message }]);
}

/** Turns a reservation into the bytes actually stored: the rest goes back to the budget. */
export async function settleUploadBytes(
  db: Database,
  reservation: Reservation | null,
  storedBytes: number,
): Promise<void> {
  if (!reservation) return;
  const refund = reservation.bytes - Math.min(storedBytes, reservation.bytes);
  const extra = Math.max(0, storedBytes - reservation.bytes);
  if (refund === 0 && extra === 0) return;
  await adjustUploadBudget(db, reservation.key, extra - refund);
}

/**
 * Runs an upload within its owner's budget: reserved before the body is read (a refusal drains the body
 * so the client gets its answer while still sending), then settled to the bytes `run` says it stored, or
 * to nothing when it throws.
 */
export async function withinUploadBudget<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  owner: BudgetOwner,
  maxBody: number,
  run: (budgetBytes: number | undefined) => Promise<{ answer: T; storedBytes: number }>,
): Promise<T> {
  let reservation: Reservation | null;
  try {
    reservation = await reserveUploadBytes(request, reply, owner, maxBody);
  } catch (error) {
    discardRestOfBody(request);
    throw error;
  }
  let stored = 0;
  try {
    const { answer, storedBytes } = await run(reservation?.bytes);
    stored = storedBytes;
    return answer;
  } finally {
    await settleUploadBytes(request.server.db, reservation, stored);
  }
}
