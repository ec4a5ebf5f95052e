// applications-spec §1, §7 and portal-spec §2 (application sent, application confirm): filing by a
// visitor (with a captcha) or a signed-in customer (linked to the account), and confirming by e-mail link,
// as use cases whose outcomes the route maps onto replies. Filing comes in two steps because the upload
// streams: `admit` judges the payload part (and a visitor's captcha) before any file part is read, stored
// or scanned; `file` then files the received upload once per Idempotency-Key.
import type { FastifyBaseLogger } from 'fastify';
import type { ApplicationPayload, ApplicationSent } from '@portal/api-contract';
import type { Database } from '../db/database.ts';
import type { FileStorage } from '../adapters/storage/storage.ts';
import type { CaptchaVerifier } from '../adapters/captcha/captcha.ts';
import type { OperatorConfig } from '@portal/form-pdf/operator';
import type { ReceivedUpload } from '../uploads/receive.ts';
import { requestHash, storedAnswer } from '../idempotency/idempotency.ts';
import type { FormRegistry } from './form-registry.ts';
import { formOf, parsePayload, submitApplication } from './submit-application.ts';
import { findByConfirmToken, markConfirmed } from './application-repository.ts';

export interface FilingDependencies {
  db: Database;
  storage: FileStorage;
  forms: FormRegistry;
  captcha: Pick<CaptchaVerifier, 'verify'>;
  publicUrl: string;
  operator: Pick<OperatorConfig, 'name' | 'bankAccount'>;
}

/** Who files: a visitor (`accountId` null, answers a captcha) or a customer; from which address. */
export interface Filer {
  accountId: number | null;
  address: string;
  /** The request's Idempotency-Key and whose it is, when it sent one. */
  idempotency: { scope: string; key: string } | null;
  log: FastifyBaseLogger;
}

export type AdmissionOutcome =
  | { kind: 'admitted'; payload: ApplicationPayload }
  /** A visitor sent no captcha solution, or a wrong or used one. */
  | { kind: 'captchaRefused' };

export type FilingOutcome =
  /** Stored now: its files' and payload's bytes count against the filer's upload budget. */
  | { kind: 'filed'; answer: ApplicationSent; storedBytes: number }
  /** A retry of an attempt already filed: the first answer, nothing stored, scanned or mailed again. */
  | { kind: 'repeated'; answer: ApplicationSent };

export type ConfirmationOutcome =
  | { kind: 'confirmed'; applicationNumber: string; formId: number; registration: boolean }
  | { kind: 'unknownLink' }
  | { kind: 'alreadyConfirmed' }
  | { kind: 'linkExpired' };

export function createFiling(deps: FilingDependencies) {
  const { db, forms } = deps;

  /**
   * The payload part alone: a payload that is no application, of an unknown form or another version is
   * refused here (the HttpError of parsePayload and formOf), a visitor without a valid captcha too.
   */
  async function admit(rawPayload: string | undefined, filer: Filer): Promise<AdmissionOutcome> {
    const payload = parsePayload(rawPayload);
    if (filer.accountId === null) {
      const solved = payload.captcha ? await deps.captcha.verify(payload.captcha, filer.address) : false;
      if (!solved) return { kind: 'captchaRefused' };
    }
    formOf(forms, payload);
    return { kind: 'admitted', payload };
  }

  async function file(
    filer: Filer,
    payload: ApplicationPayload,
    upload: ReceivedUpload,
  ): Promise<FilingOutcome> {
    const asked = { formId: payload.formId, formVersion: payload.formVersion, data: payload.data };
    const attempt = filer.idempotency
      ? {
          ...filer.idempotency,
          operation: 'application.send' as const,
          requestHash: await requestHash('application.send', asked, upload.files),
        }
      : null;
    const earlier = attempt ? await storedAnswer<ApplicationSent>(db, attempt) : null;
    if (earlier) return { kind: 'repeated', answer: earlier };
    const answer = await submitApplication(
      {
        db,
        storage: deps.storage,
        forms,
        publicUrl: deps.publicUrl,
        log: filer.log,
        accountId: filer.accountId,
        attempt,
        operator: deps.operator,
      },
      payload,
      upload,
    );
    const storedBytes =
      (upload.fields.payload?.length ?? 0) + upload.files.reduce((sum, part) => sum + part.size, 0);
    return { kind: 'filed', answer, storedBytes };
  }

  /** The e-mailed link: an unconfirmed application within its 24 hours becomes confirmed, once. */
  async function confirm(token: string, now = Date.now()): Promise<ConfirmationOutcome> {
    const row = await findByConfirmToken(db, token);
    if (!row) return { kind: 'unknownLink' };
    if (row.status !== 'UNCONFIRMED') return { kind: 'alreadyConfirmed' };
    if (row.confirm_expires_at.getTime() < now) return { kind: 'linkExpired' };
    if (!(await markConfirmed(db, row.id))) return { kind: 'alreadyConfirmed' };
    return {
      kind: 'confirmed',
      applicationNumber: row.number,
      formId: row.form_id,
      registration: forms.get(row.form_id)?.entry.submission?.registration !== undefined,
    };
  }

  return { admit, file, confirm };
}

export type Filing = ReturnType<typeof createFiling>;
