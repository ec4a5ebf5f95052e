// The submission pipeline (architecture.md "Filing an application"): the upload has already been
// received within limits and scanned; here the payload is re-validated with the form's own schema, the
// files are stored, and then the application, its attachments' records and its outgoing messages are
// written in one transaction that does no network I/O.
import type { FastifyBaseLogger } from 'fastify';
import {
  ApplicationPayload,
  APPLICATION_FILE_FIELD_PREFIX,
  findUnsafeText,
  UNSAFE_TEXT_MESSAGE,
  type ApplicationSent,
  type FieldError,
} from '@portal/api-contract';
import {
  describeComputed,
  localizeErrors,
  normalizeAnswers,
  todayInWarsaw,
  validateWithContext,
} from '@portal/validation';
import { Value } from 'typebox/value';
import type { Database } from '../db/database.ts';
import type { FileStorage } from '../adapters/storage/storage.ts';
import type { ReceivedUpload } from '../uploads/receive.ts';
import { HttpError } from '../lib/http-error.ts';
import { randomToken, sha256 } from '../lib/tokens.ts';
import { isTooDeep } from '../lib/json-depth.ts';
import type { FormRegistry, RegisteredForm } from './form-registry.ts';
import { withoutSecrets } from '@portal/form-model';
import { findAttachmentDescriptors, valueAt } from './attachments-in-data.ts';
import type { OperatorConfig } from '@portal/form-pdf/operator';
import { queueConfirmationMessages } from './application-mail.ts';
import { insertApplication, insertAttachments, nextApplicationNumber } from './application-repository.ts';
import { storeOnce, type SendingAttempt } from '../idempotency/idempotency.ts';
import { discardFiles, storeFiles } from '../uploads/stored-files.ts';

export const CONFIRMATION_VALIDITY_MS = 24 * 3_600_000;

export interface SubmitContext {
  db: Database;
  storage: FileStorage;
  forms: FormRegistry;
  publicUrl: string;
  log: FastifyBaseLogger;
  accountId: number | null;
  /** Printed in the confirmation e-mail (where to pay the advance). */
  operator: Pick<OperatorConfig, 'name' | 'bankAccount'>;
  /** Injected in tests so date rules are checked against a known day. */
  today?: string;
  /** The sending attempt's Idempotency-Key: the application is stored once per key. */
  attempt?: SendingAttempt | null;
}

const badRequest = (message: string, details?: FieldError[]) => new HttpError(400, message, details);

export function parsePayload(raw: string | undefined): ApplicationPayload {
  if (!raw) throw badRequest('Brak danych wniosku.');
  if (isTooDeep(raw)) throw badRequest('Niepoprawna struktura danych wniosku.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest('Dane wniosku nie są poprawnym JSON.');
  }
  if (!Value.Check(ApplicationPayload, parsed)) throw badRequest('Niepoprawna struktura danych wniosku.');
  // The form's own schema judges the answers; no answer may carry a control character.
  const unsafe = findUnsafeText(parsed.data);
  if (unsafe !== null)
    throw badRequest(UNSAFE_TEXT_MESSAGE, [
      { pointer: unsafe, keyword: 'pattern', message: UNSAFE_TEXT_MESSAGE },
    ]);
  return parsed;
}

/** The form a payload is filed on: known, filed online, and the version the wizard rendered. */
export function formOf(forms: FormRegistry, payload: ApplicationPayload) {
  const form = forms.get(payload.formId);
  if (!form) throw new HttpError(404, 'Nie ma takiego rodzaju wniosku.');
  if (form.entry.version !== payload.formVersion) {
    throw new HttpError(
      409,
      'Formularz wniosku został zmieniony. Odśwież stronę — wpisane dane zostaną zachowane tam, gdzie to możliwe.',
    );
  }
  const submission = form.entry.submission;
  if (!submission) throw new HttpError(404, 'Tego wniosku nie składa się w portalu.');
  return { form, submission };
}

/**
 * The form's schema judges the answers as the wizard did: normalised first by the same code
 * (blank text is missing, identifiers and decimals as their format writes them), then validated.
 */
export function judgeAnswers(form: RegisteredForm, answers: unknown, today?: string) {
  const data = normalizeAnswers(form.schema, answers) as Record<string, unknown>;
  const outcome = validateWithContext(form.validate, data, today ? { today } : {});
  const errors = outcome.valid
    ? []
    : localizeErrors([...outcome.errors], 'pl', { data, schema: form.schema });
  return { data, outcome, errors };
}

export async function submitApplication(
  context: SubmitContext,
  payload: ApplicationPayload,
  upload: ReceivedUpload,
): Promise<ApplicationSent> {
  const { db, storage, forms, log } = context;
  const { form, submission } = formOf(forms, payload);

  // Every file belongs to exactly one descriptor in the data and every descriptor has its file; the
  // descriptor's size is the one actually received, so the size rules judge the real file.
  const data = normalizeAnswers(form.schema, payload.data) as Record<string, unknown>;
  const descriptors = findAttachmentDescriptors(data);
  const files = new Map(upload.files.map((file) => [file.field, file]));
  for (const { descriptor } of descriptors) {
    const file = files.get(APPLICATION_FILE_FIELD_PREFIX + descriptor.id);
    if (!file)
      throw badRequest('Brakuje pliku załącznika. Dodaj go ponownie.', [
        { pointer: '', keyword: 'attachmentMissing', message: `Brakuje pliku ${descriptor.name}` },
      ]);
    descriptor.size = file.size;
    files.delete(file.field);
  }
  if (files.size > 0) throw badRequest('Przesłano plik, którego nie ma we wniosku.');

  const { outcome, errors: details } = judgeAnswers(form, data, context.today);
  if (!outcome.valid) {
    log.info(
      { formId: payload.formId, errors: details.map((d) => `${d.pointer} ${d.keyword}`) },
      'application refused by its schema',
    );
    throw badRequest('Wniosek zawiera błędy. Popraw zaznaczone pola.', details);
  }

  const email = valueAt(data, submission.email);
  if (typeof email !== 'string' || !email) throw badRequest('Brak adresu e-mail do potwierdzenia wniosku.');
  const phoneValue = submission.smsPhone ? valueAt(data, submission.smsPhone) : undefined;
  const phone = typeof phoneValue === 'string' && phoneValue.trim() ? phoneValue.trim() : null;

  // The back office receives numbers as numbers (power 5.5, not "5,5"), and nothing secret is
  // kept: a field marked writeOnly is checked above, never stored.
  const stored = withoutSecrets(
    normalizeAnswers(form.schema, data, { numbers: true }) as Record<string, unknown>,
    form.secrets,
  );

  const token = randomToken();
  const expires = new Date(Date.now() + CONFIRMATION_VALIDITY_MS);
  // Files first, the record after: a slow or hung store holds this request, never a
  // database connection. The application's id is not known yet, so its files share a random folder.
  const folder = `applications/${randomToken(16)}`;
  const attachments = descriptors.map(({ field, descriptor }) => {
    const file = upload.files.find((f) => f.field === APPLICATION_FILE_FIELD_PREFIX + descriptor.id)!;
    return { field, descriptor, file, key: `${folder}/${randomToken(12)}.${file.extension}` };
  });
  const keys = await storeFiles(
    storage,
    attachments.map(({ key, file }) => ({ key, tempPath: file.tempPath })),
    log,
  );
  try {
    const { answer, replayed } = await storeOnce(
      db,
      context.attempt ?? null,
      async (trx): Promise<ApplicationSent> => {
        const number = await nextApplicationNumber(trx);
        const id = await insertApplication(trx, {
          number,
          form_id: form.entry.id,
          form_version: form.entry.version,
          payload: JSON.stringify(stored),
          email: email.trim().toLowerCase(),
          sms_phone: phone,
          account_id: context.accountId,
          confirm_token_hash: sha256(token),
          confirm_expires_at: expires,
          confirmed_at: null,
          acknowledged_at: null,
        });
        await insertAttachments(
          trx,
          attachments.map(({ field, descriptor, file, key }) => ({
            application_id: id,
            attachment_id: descriptor.id,
            field,
            filename: file.filename,
            size: file.size,
            extension: file.extension,
            storage_key: key,
          })),
        );
        await queueConfirmationMessages(trx, {
          publicUrl: context.publicUrl,
          email: email.trim(),
          phone,
          token,
          number,
          formTitle: form.entry.title,
          registration: Boolean(submission.registration),
          // The same computation the wizard showed: the advance of applications-spec §9.
          computed: describeComputed(outcome.computed),
          filedOn: context.today ?? todayInWarsaw(),
          operator: context.operator,
        });
        return {
          applicationNumber: number,
          email: email.trim(),
          phone,
          confirmationValidUntil: expires.toISOString(),
        };
      },
    );
    // A repeated sending: the first one's files are the application's, these are no one's.
    if (replayed) await discardFiles(storage, keys, null, log);
    if (replayed)
      log.info(
        { formId: form.entry.id, number: answer.applicationNumber },
        'application already stored under this idempotency key; its answer repeated',
      );
    else
      log.info(
        { formId: form.entry.id, number: answer.applicationNumber, attachments: descriptors.length },
        'application stored',
      );
    return answer;
  } catch (error) {
    // Nothing half-stored: files of a rolled-back application are removed too.
    await discardFiles(storage, keys, error, log);
    throw error;
  }
}
