// portal-spec §7: POST /api/issues/documents/send, multipart with a repeated `file`, `text` and `issueId`;
// §4 and §9: the send takes at least 2 s (the antivirus message stays readable, and a fast answer does not
// flash the modal). The wait also covers a failure.
import type { IssueDocumentStatus } from '@portal/api-contract';
import { apiRequest } from '../../../lib/api/index.ts';
import { withMinimumDuration } from '../../../shared/timing/minimumDuration.ts';

export const SEND_MIN_DURATION_MS = 2000;

export interface SendDocumentInput {
  issueId: number;
  text: string;
  files: readonly File[];
  /** The sending attempt's key: a retry with the same key never stores a second letter. */
  idempotencyKey?: string;
}

export interface SendDocumentOptions {
  minDurationMs?: number;
  signal?: AbortSignal;
}

export function documentFormData({ issueId, text, files }: SendDocumentInput): FormData {
  const form = new FormData();
  // The fields first: the server checks the case is the customer's own before it reads any file, and
  // refuses a file part that comes before issueId.
  form.append('issueId', String(issueId));
  form.append('text', text.trim());
  for (const file of files) form.append('file', file, file.name);
  return form;
}

export async function sendIssueDocument(
  input: SendDocumentInput,
  { minDurationMs = SEND_MIN_DURATION_MS, signal }: SendDocumentOptions = {},
): Promise<IssueDocumentStatus> {
  const request = apiRequest<{ document: IssueDocumentStatus }>('/api/issues/documents/send', {
    method: 'POST',
    body: documentFormData(input),
    ...(input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {}),
    ...(signal ? { signal } : {}),
  });
  const { document } = await withMinimumDuration(request, minDurationMs);
  return document;
}
