// portal-spec §4 Send-document state and §5 Send document: the state of the send-document modal.
// - sendState: not_sending, sending_files or sending_without_files (the message shown while sending);
// - success: set on 200 and cleared 500 ms after the modal closes (so the closing modal does not flash
//   back to the form);
// - a message or at least one attachment is required ('new document text or attachments required');
// - Security hardening: a text with a control or bidirectional character is refused here as the server refuses it;
// - attachments are evaluated before upload; send is disabled while sending or with errors;
// - failures: 422 'file error', any other answer 'virus error', an exception 'application error'
//   (lib/sendFailure.ts); a successful send hands the new document to onSent (the details refetch).
// - Resilience: each sending attempt has an Idempotency-Key; sending the same letter again after a failure
//   resends the same key (no second letter on the case); an edit or a success starts a new attempt.
import { msg } from '@lingui/core/macro';
import type { IssueDocumentStatus } from '@portal/api-contract';
import { DOCUMENT_TEXT_MAX_LENGTH, isSafeText } from '@portal/api-contract/plain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { sendingAttempt, type SendingAttempt } from '../../../lib/api/index.ts';
import type { SendDocumentInput } from '../api/sendIssueDocument.ts';
import { evaluate, type AttachmentLimits } from '../lib/attachments.ts';
import type { Notifier } from '../../../shared/notifications/notifier.ts';
import { classifySendFailure } from '../lib/sendFailure.ts';

export type SendState = 'not_sending' | 'sending_files' | 'sending_without_files';

/** portal-spec §9: the success flag is cleared 500 ms after the modal closes. */
export const SUCCESS_CLEAR_DELAY_MS = 500;

export { DOCUMENT_TEXT_MAX_LENGTH };

export interface UseSendDocumentFormOptions {
  issueId: number;
  open: boolean;
  limits: AttachmentLimits;
  send: (input: SendDocumentInput) => Promise<IssueDocumentStatus>;
  onSent: (document: IssueDocumentStatus) => void;
  notify: Pick<Notifier, 'success' | 'error'>;
  /** The sending attempt; by default one per case, kept in this tab. */
  attempt?: SendingAttempt;
  /** Customer journeys: a letter written before the session ended (stores/letterDraft.ts). */
  initial?: { text: string; files: readonly File[] };
}

export function useSendDocumentForm({
  issueId,
  open,
  limits,
  send,
  onSent,
  notify,
  attempt: givenAttempt,
  initial,
}: UseSendDocumentFormOptions) {
  const [text, setTextState] = useState(() => initial?.text ?? '');
  const [files, setFiles] = useState<File[]>(() => [...(initial?.files ?? [])]);
  const [sendState, setSendState] = useState<SendState>('not_sending');
  const [success, setSuccess] = useState(false);
  const [requiredError, setRequiredError] = useState(false);
  const sendingRef = useRef(false);
  const attempt = useMemo(() => givenAttempt ?? sendingAttempt(`pismo.${issueId}`), [givenAttempt, issueId]);

  const evaluation = useMemo(() => evaluate(files, limits), [files, limits]);
  const textLength = text.trim().length;
  const textTooLong = textLength > DOCUMENT_TEXT_MAX_LENGTH;
  const textUnsafe = !isSafeText(text.trim(), { multiline: true });
  const sending = sendState !== 'not_sending';
  const hasErrors = evaluation.status !== 'ok' || textTooLong || textUnsafe;

  useEffect(() => {
    if (open || !success) return;
    // Customer journeys: once the dialog has closed, a toast says the letter is on the case.
    notify.success(msg`Pismo zostało dodane do sprawy.`);
    const timer = setTimeout(() => setSuccess(false), SUCCESS_CLEAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, success, notify]);

  /** Opening the modal again within those 500 ms starts a new letter at once. */
  const startNew = useCallback(() => setSuccess(false), []);

  const setText = useCallback((value: string) => {
    setTextState(value);
    if (value.trim()) setRequiredError(false);
  }, []);

  // Every picked file joins the list, one of a wrong type too: its status and the list's error stay beside
  // the picker (and keep "Wyślij" disabled) until it is removed (a toast was easy to miss).
  const addFiles = useCallback((picked: readonly File[]) => {
    if (picked.length === 0) return;
    setFiles((current) => [...current, ...picked]);
    setRequiredError(false);
  }, []);

  const removeFile = useCallback((index: number) => {
    setFiles((current) => current.filter((_, i) => i !== index));
  }, []);

  /** Sends; false when nothing was sent (validation), true when the request ran (success or failure). */
  const submit = useCallback(async (): Promise<boolean> => {
    if (sendingRef.current) return false;
    if (!text.trim() && files.length === 0) {
      setRequiredError(true);
      return false;
    }
    if (hasErrors) return false;
    sendingRef.current = true;
    setSendState(files.length > 0 ? 'sending_files' : 'sending_without_files');
    const content = JSON.stringify({
      issueId,
      text: text.trim(),
      files: files.map((f) => [f.name, f.size, f.type]),
    });
    const idempotencyKey = attempt.keyFor(content);
    try {
      const document = await send({ issueId, text, files, idempotencyKey });
      attempt.finish();
      setSuccess(true);
      setTextState('');
      setFiles([]);
      onSent(document);
    } catch (error) {
      const failure = classifySendFailure(error);
      // The key came with another letter: the next send is a new attempt.
      if (failure === 'attemptChanged') attempt.finish();
      switch (failure) {
        case 'fileError':
          notify.error(
            msg`Błąd pliku: serwer odrzucił co najmniej jeden załącznik. Sprawdź pliki i spróbuj ponownie.`,
          );
          break;
        case 'virus':
          notify.error(
            msg`Pismo nie zostało przyjęte: w załączniku wykryto zagrożenie lub nie udało się go sprawdzić programem antywirusowym.`,
          );
          break;
        case 'textOrFilesRequired':
          setRequiredError(true);
          break;
        case 'unavailable':
          notify.error(
            msg`Serwis jest chwilowo niedostępny. Pismo nie zostało wysłane – treść i załączniki czekają, wyślij je ponownie za kilka sekund.`,
          );
          break;
        case 'attemptChanged':
        case 'application':
          notify.error(msg`Wystąpił błąd aplikacji i pismo nie zostało wysłane. Spróbuj ponownie za chwilę.`);
          break;
        case 'handled':
          break;
      }
    } finally {
      sendingRef.current = false;
      setSendState('not_sending');
    }
    return true;
  }, [attempt, files, hasErrors, issueId, notify, onSent, send, text]);

  return {
    text,
    setText,
    files,
    addFiles,
    removeFile,
    evaluation,
    textLength,
    textTooLong,
    textUnsafe,
    requiredError,
    sendState,
    sending,
    success,
    hasErrors,
    submit,
    startNew,
  };
}

export type SendDocumentForm = ReturnType<typeof useSendDocumentForm>;
