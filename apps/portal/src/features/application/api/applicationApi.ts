// docs/decisions.md "Filing applications": POST /api/application/send (visitor, with an ALTCHA solution)
// or /send/logged (signed-in customer) take multipart/form-data — a field `payload` with JSON
// {formId, formVersion, data, captcha?} and one file part per attachment named `file:<attachment id>`;
// POST /api/application/confirm {token} confirms by the e-mailed link.
import type {
  ApplicationConfirmed,
  ApplicationPayload,
  ApplicationSent,
  Endpoints,
} from '@portal/api-contract';
import type { AttachmentUpload } from '@portal/form-engine';
import { apiRequest, callEndpoint } from '../../../lib/api/index.ts';

export const SEND_PATHS = {
  visitor: '/api/application/send',
  signedIn: '/api/application/send/logged',
} as const satisfies Record<string, Endpoints['sendApplication' | 'sendApplicationLogged']['path']>;

/**
 * The multipart body: `payload` first, then one part per file. The server checks the captcha and the
 * payload before it reads any file, and refuses a file part that comes before the payload.
 */
export function buildApplicationBody(
  payload: ApplicationPayload,
  files: readonly AttachmentUpload[],
): FormData {
  const body = new FormData();
  body.append('payload', JSON.stringify(payload));
  for (const { partName, file } of files) body.append(partName, file, file.name);
  return body;
}

export interface PostApplicationOptions {
  /** The sending attempt's key: a retry with the same key never makes a second application. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

export function postApplication(
  body: FormData,
  signedIn: boolean,
  { idempotencyKey, signal }: PostApplicationOptions = {},
): Promise<ApplicationSent> {
  return apiRequest<ApplicationSent>(signedIn ? SEND_PATHS.signedIn : SEND_PATHS.visitor, {
    method: 'POST',
    body,
    ...(idempotencyKey ? { idempotencyKey } : {}),
    ...(signal ? { signal } : {}),
  });
}

export function confirmApplication(token: string, signal?: AbortSignal): Promise<ApplicationConfirmed> {
  return callEndpoint('confirmApplication', { token }, signal ? { signal } : {});
}
