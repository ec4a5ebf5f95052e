// portal-spec §7 and §8 Upload: POST /api/issues/documents/send answers 200 on success; 422 is a file error
// ('file error' toast); any other failure is a virus error ('virus error' toast); an exception (no answer
// from the server, a bug) is an application error. Two answers are handled elsewhere or differently: a 400
// with the keyword 'textOrFilesRequired' is the form message of §5 (neither text nor files), and a 401 or
// 429 was already reported by the shell (session expired, too many requests), as was an abort. A 503 is
// not a virus: the service is away for a moment, and the text and files stay for another try.
// Resilience: the Idempotency-Key's own refusals (422 'key came with another letter', 409 'first request
// still being stored') are no file or virus error: they get the application-error toast ('try again in a
// moment'), and the first also starts a new sending attempt.
import { IdempotencyErrorKeyword } from '@portal/api-contract/plain';
import { isApiClientError } from '../../../lib/api/index.ts';

export type SendFailure =
  | 'fileError'
  | 'virus'
  | 'textOrFilesRequired'
  | 'unavailable'
  | 'application'
  | 'attemptChanged'
  | 'handled';

export const TEXT_OR_FILES_REQUIRED_KEYWORD = 'textOrFilesRequired';

export function classifySendFailure(error: unknown): SendFailure {
  if (!isApiClientError(error)) return 'application';
  if (error.kind === 'abort' || error.kind === 'unauthorized' || error.kind === 'too_many_requests')
    return 'handled';
  if (error.status === undefined) return 'application';
  if (error.unavailable) return 'unavailable';
  const keywords = error.body?.details?.map((d) => d.keyword) ?? [];
  if (keywords.includes(IdempotencyErrorKeyword.reused)) return 'attemptChanged';
  if (keywords.includes(IdempotencyErrorKeyword.inProgress)) return 'application';
  if (error.status === 422) return 'fileError';
  if (
    error.status === 400 &&
    error.body?.details?.some((d) => d.keyword === TEXT_OR_FILES_REQUIRED_KEYWORD)
  ) {
    return 'textOrFilesRequired';
  }
  return 'virus';
}
