import { i18n } from '@lingui/core';
import { UiProvider } from '@portal/ui';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '../../../lib/api/index.ts';
import { pdfAttachment, recordingNotifier, sentAnswer, testForm } from '../test/fixtures.tsx';
import {
  FORM_CHANGED_FLAG,
  FORM_RELOAD_DELAY_MS,
  useApplicationSender,
  type ApplicationSenderOptions,
} from './useApplicationSender.ts';

const wrapper = ({ children }: { children: ReactNode }) => <UiProvider i18n={i18n}>{children}</UiProvider>;

const refusal = (
  status: number,
  kind: ApiClientError['kind'],
  details?: Array<{ pointer: string; keyword: string; message: string }>,
) =>
  new ApiClientError({
    kind,
    message: 'x',
    status,
    body: { status, error: 'bad_request', message: 'Komunikat serwera.', ...(details ? { details } : {}) },
  });

function setup(options: Partial<ApplicationSenderOptions> = {}) {
  const notify = recordingNotifier();
  const onSent = vi.fn();
  const send = vi.fn(options.send ?? (async () => sentAnswer));
  const solveCaptcha = vi.fn(async () => 'c29sdXRpb24=');
  const reloadForm = vi.fn();
  const clearDraft = vi.fn();
  const { result } = renderHook(
    () =>
      useApplicationSender({
        form: testForm,
        signedIn: false,
        notify,
        onSent,
        send,
        solveCaptcha,
        reloadForm,
        ...options,
        ...(options.send ? { send } : {}),
      }),
    { wrapper },
  );
  /** Submits as the wizard does; the outcome is the refusal's message, or null when it was sent. */
  const start = (files = [pdfAttachment()]): Promise<string | null> =>
    result.current.submit({ contact: { email: 'anna.nowak@example.pl' } }, files, { clearDraft }).then(
      () => null,
      (error: Error) => error.message,
    );
  const settle = () =>
    act(async () => {
      await vi.runAllTimersAsync();
    });
  const submit = async (files?: ReturnType<typeof pdfAttachment>[]): Promise<string | null> => {
    const outcome = start(files);
    await settle();
    return outcome;
  };
  return { result, notify, onSent, send, solveCaptcha, reloadForm, clearDraft, start, settle, submit };
}

describe('useApplicationSender (the send and what its answer leads to)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('200: sends the payload with a fresh captcha, clears the draft and goes on with the answer', async () => {
    const { submit, send, solveCaptcha, clearDraft, onSent, notify } = setup();
    expect(await submit()).toBeNull();
    expect(solveCaptcha).toHaveBeenCalledTimes(1);
    const [body, signedIn] = send.mock.calls[0]!;
    expect(signedIn).toBe(false);
    expect(JSON.parse((body as FormData).get('payload') as string)).toEqual({
      formId: 1,
      formVersion: '1.0.0',
      data: { contact: { email: 'anna.nowak@example.pl' } },
      captcha: 'c29sdXRpb24=',
    });
    expect((body as FormData).get(pdfAttachment().partName)).toBeInstanceOf(File);
    expect(clearDraft).toHaveBeenCalledTimes(1);
    expect(onSent).toHaveBeenCalledWith(sentAnswer);
    expect(notify.shown).toEqual([]);
  });

  it('a signed-in customer sends without a captcha', async () => {
    const { submit, send, solveCaptcha } = setup({ signedIn: true });
    expect(await submit()).toBeNull();
    expect(solveCaptcha).not.toHaveBeenCalled();
    expect(send.mock.calls[0]![1]).toBe(true);
    expect(JSON.parse((send.mock.calls[0]![0] as FormData).get('payload') as string)).not.toHaveProperty(
      'captcha',
    );
  });

  it('shows the sending screen with the estimate: 30 s with attachments, 15 s without', async () => {
    let finish: (value: typeof sentAnswer) => void = () => undefined;
    const { result, start, settle } = setup({ send: () => new Promise((resolve) => (finish = resolve)) });
    const outcome = start([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(result.current.sending).toEqual({ hasAttachments: false, estimateSeconds: 15, slow: false });
    finish(sentAnswer);
    await settle();
    expect(await outcome).toBeNull();
  });

  it('400 with details: the form validation toast and the messages named by their fields; the draft stays', async () => {
    const details = [{ pointer: '/contact/email', keyword: 'format', message: 'Niepoprawny adres e-mail' }];
    const { submit, notify, clearDraft, onSent, result } = setup({
      send: async () => Promise.reject(refusal(400, 'bad_request', details)),
    });
    const message = await submit();
    expect(message).toContain('Kontakt › Adres e-mail: Niepoprawny adres e-mail');
    expect(notify.shown).toEqual([
      expect.objectContaining({
        type: 'error',
        message: 'Formularz zawiera błędy. Popraw je i wyślij wniosek ponownie.',
      }),
    ]);
    expect(clearDraft).not.toHaveBeenCalled();
    expect(onSent).not.toHaveBeenCalled();
    expect(result.current.sending).toBeNull();
    // The field errors also travel with the refusal, in the engine's shape.
    const refused = result.current.submit({}, [], { clearDraft }).catch((error: unknown) => error);
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(await refused).toMatchObject({
      fieldErrors: [{ pointer: '/contact/email', keyword: 'format', message: 'Niepoprawny adres e-mail' }],
    });
  });

  it('400 virus: the virus toast stays until closed', async () => {
    const { submit, notify } = setup({
      send: async () =>
        Promise.reject(
          refusal(400, 'bad_request', [
            {
              pointer: '/files/0',
              keyword: 'virus',
              message: 'W załączniku wykryto wirusa. Plik nie został przyjęty.',
            },
          ]),
        ),
    });
    expect(await submit()).toMatch(/W załączniku wykryto wirusa/);
    expect(notify.shown).toEqual([
      {
        type: 'error',
        id: expect.any(String),
        message: 'W załączniku wykryto wirusa. Plik nie został przyjęty.',
      },
    ]);
  });

  it('422: the file error toast, with the server message in the wizard', async () => {
    const { submit, notify } = setup({
      send: async () =>
        Promise.reject(
          refusal(422, 'other', [
            { pointer: '/files/0', keyword: 'fileType', message: 'Nieprawidłowy format pliku' },
          ]),
        ),
    });
    expect(await submit()).toContain('Komunikat serwera.');
    expect(notify.shown[0]).toMatchObject({
      type: 'error',
      message: 'Nie przyjęliśmy załącznika. Sprawdź rozmiar i format plików.',
    });
  });

  it.each([413, 429])(
    '%s over the daily budget of files: the server message as it is, the draft kept',
    async (status) => {
      const message = 'Z Twojego adresu można do 29.11.2026, 20:15 przesłać jeszcze 1,9 MB plików.';
      const { submit, notify, clearDraft } = setup({
        send: async () =>
          Promise.reject(
            refusal(status, status === 429 ? 'too_many_requests' : 'other', [
              { pointer: '/files', keyword: 'uploadBudget', message },
            ]),
          ),
      });
      const shown = await submit();
      expect(shown).toContain('Komunikat serwera.');
      expect(shown).toContain('Wniosek został zapisany');
      expect(clearDraft).not.toHaveBeenCalled();
      expect(notify.shown[0]).toMatchObject({
        type: 'error',
        message: 'Przekroczono dzienny limit przesyłanych plików. Wniosek został zapisany.',
      });
    },
  );

  it('409: the form is reloaded after a moment, the draft kept, and the reloaded page is told why', async () => {
    const { submit, reloadForm, clearDraft } = setup({
      send: async () => Promise.reject(refusal(409, 'other')),
    });
    expect(await submit()).toMatch(/Formularz wniosku został zmieniony/);
    expect(clearDraft).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(FORM_CHANGED_FLAG)).toBe('1');
    expect(reloadForm).toHaveBeenCalledTimes(1);
    expect(FORM_RELOAD_DELAY_MS).toBeGreaterThan(0);
  });

  it('offline before sending: nothing is sent, the "offline (application saved)" toast', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { submit, send, notify } = setup();
    expect(await submit()).toMatch(/Brak połączenia z internetem/);
    expect(send).not.toHaveBeenCalled();
    expect(notify.shown).toEqual([
      expect.objectContaining({
        type: 'error',
        message: 'Brak połączenia z internetem. Wniosek został zapisany.',
      }),
    ]);
  });

  it('503: the service is unavailable for a moment; the application stays saved to send again', async () => {
    const { submit, notify, clearDraft } = setup({
      send: async () =>
        Promise.reject(
          new ApiClientError({
            kind: 'server',
            status: 503,
            message: 'x',
            unavailable: true,
            retryAfterSeconds: 5,
          }),
        ),
    });
    expect(await submit()).toBe(
      'Serwis jest chwilowo niedostępny. Wniosek nie został wysłany, ale jest zapisany – wyślij go ponownie za kilka sekund.',
    );
    expect(clearDraft).not.toHaveBeenCalled();
    expect(notify.shown).toEqual([
      expect.objectContaining({
        type: 'error',
        message: 'Serwis jest chwilowo niedostępny. Wniosek został zapisany.',
      }),
    ]);
  });

  it('a network failure while sending is the same offline case', async () => {
    const { submit, notify } = setup({
      send: async () => Promise.reject(new ApiClientError({ kind: 'network', message: 'x' })),
    });
    expect(await submit()).toMatch(/Wniosek został zapisany/);
    expect(notify.shown[0]?.message).toBe('Brak połączenia z internetem. Wniosek został zapisany.');
  });

  it('slower than the estimate: the too-slow-connection notice, then the send still completes', async () => {
    let finish: (value: typeof sentAnswer) => void = () => undefined;
    const { result, notify, start, settle, onSent } = setup({
      send: () => new Promise((resolve) => (finish = resolve)),
    });
    const outcome = start();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(31_000);
    });
    expect(result.current.sending?.slow).toBe(true);
    expect(notify.shown).toEqual([
      expect.objectContaining({
        type: 'info',
        message: 'Połączenie jest zbyt wolne. Wysyłanie wniosku może potrwać dłużej – nie zamykaj strony.',
      }),
    ]);
    finish(sentAnswer);
    await settle();
    expect(await outcome).toBeNull();
    expect(onSent).toHaveBeenCalled();
  });

  it('sending again after a refusal works', async () => {
    let attempt = 0;
    const { submit, onSent, solveCaptcha } = setup({
      send: async () => {
        attempt += 1;
        if (attempt === 1) throw new ApiClientError({ kind: 'network', message: 'x' });
        return sentAnswer;
      },
    });
    expect(await submit()).not.toBeNull();
    expect(await submit()).toBeNull();
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(solveCaptcha).toHaveBeenCalledTimes(2);
  });

  it('a captcha the browser cannot solve asks to refresh and try again', async () => {
    const { submit, send, notify } = setup({
      solveCaptcha: async () => Promise.reject(new Error('worker failed')),
    });
    expect(await submit()).toMatch(/nie jesteś robotem/);
    expect(send).not.toHaveBeenCalled();
    expect(notify.shown[0]?.message).toBe('Weryfikacja nie powiodła się. Odśwież stronę i spróbuj ponownie.');
  });
});

describe('useApplicationSender: one Idempotency-Key per sending attempt', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });

  const lostAnswer = () => Promise.reject(new ApiClientError({ kind: 'network', message: 'x' }));
  const keysSent = (send: ReturnType<typeof setup>['send']) => send.mock.calls.map((call) => call[2]);

  async function submitData(setupResult: ReturnType<typeof setup>, data: Record<string, unknown>) {
    const outcome = setupResult.result.current
      .submit(data, [pdfAttachment()], { clearDraft: setupResult.clearDraft })
      .then(
        () => null,
        (error: Error) => error.message,
      );
    await setupResult.settle();
    return outcome;
  }

  it('a retry after a lost answer resends the same key, with a fresh captcha', async () => {
    const sender = setup({ send: vi.fn().mockImplementationOnce(lostAnswer).mockResolvedValue(sentAnswer) });
    expect(await sender.submit()).not.toBeNull();
    expect(await sender.submit()).toBeNull();
    const [first, retry] = keysSent(sender.send);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
    expect(sender.solveCaptcha).toHaveBeenCalledTimes(2);
  });

  it('a retry after a server error resends the same key too', async () => {
    const serverError = () =>
      Promise.reject(new ApiClientError({ kind: 'server', message: 'x', status: 500, errorId: 'ABCD1234' }));
    const sender = setup({ send: vi.fn().mockImplementationOnce(serverError).mockResolvedValue(sentAnswer) });
    await sender.submit();
    await sender.submit();
    const [first, retry] = keysSent(sender.send);
    expect(retry).toBe(first);
  });

  it('a send after an edit is a new attempt with a new key', async () => {
    const sender = setup({ send: vi.fn(lostAnswer) });
    await submitData(sender, { contact: { email: 'anna.nowak@example.pl' } });
    await submitData(sender, { contact: { email: 'anna.kowalska@example.pl' } });
    const [first, edited] = keysSent(sender.send);
    expect(edited).not.toBe(first);
  });

  it('after a success the next application gets a new key', async () => {
    const sender = setup();
    await sender.submit();
    await sender.submit();
    const [first, next] = keysSent(sender.send);
    expect(next).not.toBe(first);
  });

  it('the pending attempt survives a reload of the tab: the retry from a new page resends the key', async () => {
    const before = setup({ send: vi.fn(lostAnswer) });
    await before.submit();
    const after = setup();
    await after.submit();
    expect(keysSent(after.send)[0]).toBe(keysSent(before.send)[0]);
  });

  it('the server saying the key came with other content starts a new attempt', async () => {
    const reused = () =>
      Promise.reject(
        refusal(422, 'other', [
          { pointer: '/headers/idempotency-key', keyword: 'idempotencyKeyReused', message: 'x' },
        ]),
      );
    const sender = setup({ send: vi.fn().mockImplementationOnce(reused).mockResolvedValue(sentAnswer) });
    expect(await sender.submit()).toMatch(/Wyślij wniosek jeszcze raz/);
    expect(await sender.submit()).toBeNull();
    const [first, next] = keysSent(sender.send);
    expect(next).not.toBe(first);
  });

  it('"still in progress" (409 with its keyword) keeps the key and does not reload the form', async () => {
    const inProgress = () =>
      Promise.reject(
        refusal(409, 'other', [
          { pointer: '/headers/idempotency-key', keyword: 'idempotencyKeyInProgress', message: 'x' },
        ]),
      );
    const sender = setup({ send: vi.fn().mockImplementationOnce(inProgress).mockResolvedValue(sentAnswer) });
    expect(await sender.submit()).toMatch(/jeszcze trwa/);
    expect(sender.reloadForm).not.toHaveBeenCalled();
    await sender.submit();
    const [first, retry] = keysSent(sender.send);
    expect(retry).toBe(first);
  });
});
