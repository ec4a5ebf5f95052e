// The submission pipeline on the portal's side (applications-spec §2 "Summary/sending screen", §4
// "Submission stages", §8; docs/decisions.md "Filing applications"): the wizard's submit builds the
// multipart body (payload + one part per attachment), a visitor's request carries a fresh ALTCHA solution,
// the sending screen shows the antivirus-scan and sending indicators with their estimates, and the answer
// decides what happens next:
// - 200: the draft is cleared and the success page opens with the e-mail and phone;
// - 400 with details: back to the wizard with the messages and the 'form validation error' toast;
// - 422 / virus: the file error or the virus toast; 409: the form is reloaded, the draft kept;
// - offline (before sending or a network failure): 'offline (application saved)' — the draft is kept;
// - 503: 'service unavailable' — the draft is kept, to send again in a few seconds;
// - taking longer than the estimate: the 'too slow connection' notice.
// Every failure rejects the wizard's onSubmit, so the wizard keeps the draft and stays on the summary, from
// where sending again works. Resilience: each sending attempt has an Idempotency-Key; sending the same
// answers and files again (a retry after a network error, a lost answer or a reload) resends the same
// key, so the server never stores a second application; an edit or a success starts a new attempt.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ApplicationSent } from '@portal/api-contract';
import { labelledMessage } from '@portal/form-model';
import type { AttachmentUpload, SubmitFieldErrors, SubmitHelpers } from '@portal/form-engine';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { sendingAttempt, type SendingAttempt } from '../../../lib/api/index.ts';
import { solveCaptchaLazily, type CaptchaSolver } from '../../../lib/captcha/index.ts';
import { buildApplicationBody, postApplication } from '../api/applicationApi.ts';
import { fieldLabel } from '../lib/fieldLabels.ts';
import type { Notifier } from '../../../shared/notifications/notifier.ts';
import { captchaFailed, classifySendFailure, isOffline, type SendFailure } from '../lib/sendOutcome.ts';
import { withMinimumDuration } from '../../../shared/timing/minimumDuration.ts';
import { MIN_SENDING_MS, sendingEstimateSeconds } from '../lib/timing.ts';

export interface SendableForm {
  readonly entry: { readonly id: number; readonly version: string };
  /** The bundled schema: names the fields of the server's messages. */
  readonly schema: Record<string, unknown>;
}

export interface SendingState {
  readonly hasAttachments: boolean;
  readonly estimateSeconds: number;
  /** The request has taken longer than the estimate (or the connection says it is slow). */
  readonly slow: boolean;
}

export interface ApplicationSenderOptions {
  readonly form: SendableForm;
  readonly signedIn: boolean;
  readonly notify: Notifier;
  readonly onSent: (sent: ApplicationSent) => void;
  /** 409: the page reloads to get the current form (the wizard has saved the draft). */
  readonly reloadForm?: () => void;
  readonly solveCaptcha?: CaptchaSolver;
  readonly send?: (body: FormData, signedIn: boolean, idempotencyKey: string) => Promise<ApplicationSent>;
  /** The sending attempt; by default one per form, kept in this tab. */
  readonly attempt?: SendingAttempt;
}

const postWithKey = (body: FormData, signedIn: boolean, idempotencyKey: string) =>
  postApplication(body, signedIn, { idempotencyKey });

/**
 * What makes two sends the same attempt: the form, the answers and the files chosen. Not a file's
 * lastModified: some pickers report the moment of picking, so a file added again after a reload would
 * look new. The server compares the files' content and refuses a key that came with other files.
 */
function attemptContent(
  form: SendableForm,
  data: Record<string, unknown>,
  files: readonly AttachmentUpload[],
): string {
  return JSON.stringify({
    formId: form.entry.id,
    formVersion: form.entry.version,
    data,
    files: files.map(({ partName, file }) => [partName, file.name, file.size, file.type]),
  });
}

/** The form a 409 reloaded; the reloaded page tells the user why (a toast does not survive a reload). */
export const FORM_CHANGED_FLAG = 'portal.wniosek.zmieniony';

/** How long the "form changed" message is on screen before the page reloads. */
export const FORM_RELOAD_DELAY_MS = 1_500;

function reloadPage(): void {
  window.location.reload();
}

function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection;
  return connection?.effectiveType === 'slow-2g' || connection?.effectiveType === '2g';
}

/**
 * An Error whose message the wizard shows above its send button. A validation refusal also carries the
 * server's field errors in the engine's own shape (SubmitFieldErrors: { pointer, keyword, message }): the
 * wizard then opens the step of the first refused field and shows each message beneath its field; the
 * message stays the fallback for errors outside every step.
 */
export class SendRefused extends Error implements SubmitFieldErrors {
  override readonly name = 'SendRefused';
  constructor(
    message: string,
    readonly fieldErrors: SubmitFieldErrors['fieldErrors'] = [],
  ) {
    super(message);
  }
}

export function useApplicationSender({
  form,
  signedIn,
  notify,
  onSent,
  reloadForm = reloadPage,
  solveCaptcha = solveCaptchaLazily,
  send = postWithKey,
  attempt: givenAttempt,
}: ApplicationSenderOptions) {
  const { t } = useLingui();
  const [sending, setSending] = useState<SendingState | null>(null);
  const slowTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef(false);
  const attempt = useMemo(
    () => givenAttempt ?? sendingAttempt(`wniosek.${form.entry.id}`),
    [givenAttempt, form.entry.id],
  );

  useEffect(() => () => clearTimeout(slowTimer.current), []);

  const describeFailure = useCallback(
    (failure: SendFailure): string => {
      switch (failure.kind) {
        case 'validation': {
          const lines = failure.details.map((detail) => {
            return labelledMessage(fieldLabel(form.schema, detail.pointer), detail.message);
          });
          return [t`Wniosek zawiera błędy. Popraw wskazane pola i wyślij wniosek ponownie.`, ...lines].join(
            ' • ',
          );
        }
        case 'virus':
          return t`W załączniku wykryto wirusa. Usuń zainfekowany plik, dodaj bezpieczny i wyślij wniosek ponownie.`;
        case 'file':
          return failure.message
            ? t`Nie przyjęliśmy załącznika: ${failure.message}. Sprawdź pliki i wyślij wniosek ponownie.`
            : t`Nie przyjęliśmy załącznika. Sprawdź pliki i wyślij wniosek ponownie.`;
        case 'captcha':
          return t`Nie udało się potwierdzić, że nie jesteś robotem. Odśwież stronę i wyślij wniosek ponownie.`;
        case 'formChanged':
          return t`Formularz wniosku został zmieniony. Wczytujemy go ponownie – Twoje odpowiedzi zostaną zachowane.`;
        case 'formUnavailable':
          return t`Tego wniosku nie można już złożyć w portalu.`;
        case 'offline':
          return t`Brak połączenia z internetem. Wniosek został zapisany – wyślij go ponownie, gdy połączenie wróci.`;
        case 'unavailable':
          return t`Serwis jest chwilowo niedostępny. Wniosek nie został wysłany, ale jest zapisany – wyślij go ponownie za kilka sekund.`;
        case 'sessionExpired':
          return t`Sesja wygasła. Zaloguj się ponownie – wniosek został zapisany.`;
        case 'tooManyRequests':
          return t`Wysłano zbyt wiele żądań. Odczekaj chwilę i wyślij wniosek ponownie.`;
        case 'uploadBudget':
          return failure.message
            ? t`${failure.message} Wniosek został zapisany – nic, co wpisałeś, nie przepadło.`
            : t`Przekroczono dzienny limit przesyłanych plików. Wniosek został zapisany – wyślij go później.`;
        case 'attemptChanged':
          return t`Dane wniosku zmieniły się w trakcie ponownego wysyłania. Wyślij wniosek jeszcze raz.`;
        case 'sendingInProgress':
          return t`Poprzednia próba wysłania wniosku jeszcze trwa. Odczekaj chwilę i wyślij wniosek ponownie – nie zostanie złożony drugi raz.`;
        case 'server':
          return failure.errorId
            ? t`Nie udało się wysłać wniosku z powodu błędu serwera (kod błędu: ${failure.errorId}). Wniosek został zapisany – spróbuj ponownie za chwilę.`
            : t`Nie udało się wysłać wniosku z powodu błędu serwera. Wniosek został zapisany – spróbuj ponownie za chwilę.`;
        default:
          return t`Nie udało się wysłać wniosku. Wniosek został zapisany – spróbuj ponownie.`;
      }
    },
    [form.schema, t],
  );

  const toastFailure = useCallback(
    (failure: SendFailure) => {
      switch (failure.kind) {
        case 'validation':
          notify.error(msg`Formularz zawiera błędy. Popraw je i wyślij wniosek ponownie.`);
          break;
        case 'virus':
          notify.error(msg`W załączniku wykryto wirusa. Plik nie został przyjęty.`, false);
          break;
        case 'file':
          notify.error(msg`Nie przyjęliśmy załącznika. Sprawdź rozmiar i format plików.`, false);
          break;
        case 'captcha':
          notify.error(msg`Weryfikacja nie powiodła się. Odśwież stronę i spróbuj ponownie.`, false);
          break;
        case 'offline':
          notify.error(msg`Brak połączenia z internetem. Wniosek został zapisany.`, false);
          break;
        case 'unavailable':
          notify.error(msg`Serwis jest chwilowo niedostępny. Wniosek został zapisany.`, false);
          break;
        case 'formChanged':
          notify.info(msg`Formularz wniosku został zmieniony. Wczytujemy go ponownie.`);
          break;
        case 'uploadBudget':
          notify.error(msg`Przekroczono dzienny limit przesyłanych plików. Wniosek został zapisany.`, false);
          break;
        default:
          notify.error(msg`Nie udało się wysłać wniosku. Spróbuj ponownie.`, false);
      }
    },
    [notify],
  );

  const submit = useCallback(
    async (
      data: Record<string, unknown>,
      files: AttachmentUpload[],
      helpers: SubmitHelpers,
    ): Promise<void> => {
      if (inFlight.current) return;
      if (isOffline()) {
        const failure: SendFailure = { kind: 'offline', message: undefined };
        toastFailure(failure);
        throw new SendRefused(describeFailure(failure));
      }
      inFlight.current = true;
      const hasAttachments = files.length > 0;
      const estimateSeconds = sendingEstimateSeconds(hasAttachments);
      const slowFromStart = isSlowConnection();
      setSending({ hasAttachments, estimateSeconds, slow: slowFromStart });
      const markSlow = () => {
        setSending((state) => (state ? { ...state, slow: true } : state));
        notify.info(
          msg`Połączenie jest zbyt wolne. Wysyłanie wniosku może potrwać dłużej – nie zamykaj strony.`,
        );
      };
      if (slowFromStart) markSlow();
      else slowTimer.current = setTimeout(markSlow, estimateSeconds * 1000);
      const idempotencyKey = attempt.keyFor(attemptContent(form, data, files));
      try {
        const sent = await withMinimumDuration(
          (async () => {
            const captcha = signedIn ? undefined : await solveCaptcha().catch(captchaFailed);
            const body = buildApplicationBody(
              {
                formId: form.entry.id,
                formVersion: form.entry.version,
                data,
                ...(captcha ? { captcha } : {}),
              },
              files,
            );
            return send(body, signedIn, idempotencyKey);
          })(),
          MIN_SENDING_MS,
        );
        clearTimeout(slowTimer.current);
        attempt.finish();
        helpers.clearDraft();
        // The sending screen stays until the success page replaces it.
        onSent(sent);
      } catch (error) {
        clearTimeout(slowTimer.current);
        setSending(null);
        const failure = isOffline()
          ? ({ kind: 'offline', message: undefined } as const)
          : classifySendFailure(error);
        toastFailure(failure);
        if (failure.kind === 'attemptChanged') attempt.finish();
        if (failure.kind === 'formChanged') {
          try {
            sessionStorage.setItem(FORM_CHANGED_FLAG, String(form.entry.id));
          } catch {
            // Storage may be unavailable (privacy modes): the reload still happens, without the note.
          }
          setTimeout(reloadForm, FORM_RELOAD_DELAY_MS);
        }
        const fieldErrors = failure.kind === 'validation' ? failure.details : [];
        throw new SendRefused(describeFailure(failure), fieldErrors);
      } finally {
        inFlight.current = false;
      }
    },
    [describeFailure, toastFailure, notify, signedIn, solveCaptcha, form, attempt, send, onSent, reloadForm],
  );

  return { submit, sending };
}
