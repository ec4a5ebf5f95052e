// portal-spec §4 Send-document state: not_sending, sending_files, sending_without_files; the success flag
// is set on 200 and cleared 500 ms after the modal closes.
import type { IssueDocumentStatus } from '@portal/api-contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '../../../lib/api/index.ts';
import { defaultAttachmentLimits } from '../lib/attachments.ts';
import { SUCCESS_CLEAR_DELAY_MS, useSendDocumentForm } from './useSendDocumentForm.ts';

const sent: IssueDocumentStatus = {
  id: 1,
  barcode: null,
  status: 'Przekazano do realizacji',
  registrationDate: '2026-05-20T10:00:00.000Z',
  responseDate: null,
};

function setup(send = vi.fn(async () => sent)) {
  const onSent = vi.fn();
  const notify = { success: vi.fn(), error: vi.fn() };
  const view = renderHook(
    ({ open }: { open: boolean }) =>
      useSendDocumentForm({ issueId: 5, open, limits: defaultAttachmentLimits, send, onSent, notify }),
    { initialProps: { open: true } },
  );
  return { view, send, onSent, notify };
}

const pdf = (name = 'a.pdf', size = 10) => {
  const file = new File(['%PDF-'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('useSendDocumentForm', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });

  it('asks for a text or a file and sends nothing without one', async () => {
    const { view, send } = setup();
    await act(() => view.result.current.submit());
    expect(view.result.current.requiredError).toBe(true);
    expect(send).not.toHaveBeenCalled();
    act(() => view.result.current.setText('Treść'));
    expect(view.result.current.requiredError).toBe(false);
  });

  it('is sending_files with attachments and sending_without_files without', async () => {
    let finish: (value: IssueDocumentStatus) => void = () => undefined;
    const send = vi.fn(() => new Promise<IssueDocumentStatus>((resolve) => (finish = resolve)));
    const { view } = setup(send);
    act(() => view.result.current.addFiles([pdf()]));
    let pending: Promise<boolean> = Promise.resolve(false);
    act(() => {
      pending = view.result.current.submit();
    });
    expect(view.result.current.sendState).toBe('sending_files');
    await act(async () => {
      finish(sent);
      await pending;
    });
    expect(view.result.current.sendState).toBe('not_sending');

    act(() => view.result.current.setText('Bez załączników'));
    act(() => {
      pending = view.result.current.submit();
    });
    expect(view.result.current.sendState).toBe('sending_without_files');
    await act(async () => {
      finish(sent);
      await pending;
    });
  });

  it('sends the case id, the text and the files, then hands the document on and clears the draft', async () => {
    const { view, send, onSent } = setup();
    const file = pdf();
    act(() => {
      view.result.current.setText('Treść');
      view.result.current.addFiles([file]);
    });
    await act(() => view.result.current.submit());
    expect(send).toHaveBeenCalledWith({
      issueId: 5,
      text: 'Treść',
      files: [file],
      idempotencyKey: expect.any(String),
    });
    expect(onSent).toHaveBeenCalledWith(sent);
    expect(view.result.current.success).toBe(true);
    expect(view.result.current.text).toBe('');
    expect(view.result.current.files).toEqual([]);
  });

  it('clears the success flag 500 ms after the modal closes', async () => {
    const { view } = setup();
    act(() => view.result.current.setText('Treść'));
    await act(() => view.result.current.submit());
    view.rerender({ open: false });
    act(() => vi.advanceTimersByTime(SUCCESS_CLEAR_DELAY_MS - 1));
    expect(view.result.current.success).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(view.result.current.success).toBe(false);
  });

  it('keeps the success while the modal stays open', async () => {
    const { view } = setup();
    act(() => view.result.current.setText('Treść'));
    await act(() => view.result.current.submit());
    act(() => vi.advanceTimersByTime(5_000));
    expect(view.result.current.success).toBe(true);
  });

  it('does not send while a file has an error; a wrong extension stays listed with its error, no toast', async () => {
    const { view, send, notify } = setup();
    act(() => view.result.current.addFiles([pdf('pusty.pdf', 0), pdf('x.exe')]));
    expect(notify.error).not.toHaveBeenCalled();
    expect(view.result.current.files.map((f) => f.name)).toEqual(['pusty.pdf', 'x.exe']);
    expect(view.result.current.evaluation.files).toEqual(['empty', 'invalidFormat']);
    expect(view.result.current.evaluation.status).toBe('hasTooSmallFile');
    expect(view.result.current.hasErrors).toBe(true);
    await act(() => view.result.current.submit());
    expect(send).not.toHaveBeenCalled();
  });

  it('does not send a text over 4000 characters', async () => {
    const { view, send } = setup();
    act(() => view.result.current.setText('a'.repeat(4001)));
    expect(view.result.current.textTooLong).toBe(true);
    await act(() => view.result.current.submit());
    expect(send).not.toHaveBeenCalled();
    act(() => view.result.current.setText(`  ${'a'.repeat(4000)}  `));
    expect(view.result.current.textTooLong).toBe(false);
  });

  it('does not send a text with a control or bidirectional character the server refuses', async () => {
    const { view, send } = setup();
    for (const hidden of ['\u0007', '\u0085', '\u009b', '\u202e', '\u2066']) {
      act(() => view.result.current.setText(`Pismo${hidden} do sprawy`));
      expect(view.result.current.textUnsafe).toBe(true);
      expect(view.result.current.hasErrors).toBe(true);
      await act(() => view.result.current.submit());
    }
    expect(send).not.toHaveBeenCalled();
    act(() => view.result.current.setText('Pismo\ndo sprawy\tz tabulatorem'));
    expect(view.result.current.textUnsafe).toBe(false);
  });

  describe('one Idempotency-Key per sending attempt', () => {
    const failing = () => Promise.reject(new ApiClientError({ kind: 'network', message: 'x' }));
    const keys = (send: ReturnType<typeof vi.fn>) =>
      send.mock.calls.map((call) => (call[0] as { idempotencyKey: string }).idempotencyKey);

    it('sending the same letter again after a failure resends the same key', async () => {
      const send = vi.fn().mockImplementationOnce(failing).mockResolvedValue(sent);
      const { view } = setup(send);
      act(() => {
        view.result.current.setText('Umowa w załączeniu');
        view.result.current.addFiles([pdf()]);
      });
      await act(() => view.result.current.submit());
      await act(() => view.result.current.submit());
      const [first, retry] = keys(send);
      expect(first).toMatch(/^[0-9a-f-]{36}$/);
      expect(retry).toBe(first);
    });

    it('an edited letter is a new attempt, and so is the next letter after a success', async () => {
      const send = vi.fn().mockImplementationOnce(failing).mockResolvedValue(sent);
      const { view } = setup(send);
      act(() => view.result.current.setText('Pierwsza wersja'));
      await act(() => view.result.current.submit());
      act(() => view.result.current.setText('Poprawiona wersja'));
      await act(() => view.result.current.submit());
      act(() => view.result.current.setText('Poprawiona wersja'));
      await act(() => view.result.current.submit());
      const [failed, edited, next] = keys(send);
      expect(edited).not.toBe(failed);
      expect(next).not.toBe(edited);
    });

    it('the server saying the key came with another letter starts a new attempt, with the application-error toast', async () => {
      const reused = () =>
        Promise.reject(
          new ApiClientError({
            kind: 'other',
            message: 'x',
            status: 422,
            body: {
              status: 422,
              error: 'unprocessable',
              message: 'x',
              details: [{ pointer: '', keyword: 'idempotencyKeyReused', message: 'x' }],
            },
          }),
        );
      const send = vi.fn().mockImplementationOnce(reused).mockResolvedValue(sent);
      const { view, notify } = setup(send);
      act(() => view.result.current.setText('Treść'));
      await act(() => view.result.current.submit());
      expect(notify.error).toHaveBeenCalledWith(
        expect.objectContaining({
          message: 'Wystąpił błąd aplikacji i pismo nie zostało wysłane. Spróbuj ponownie za chwilę.',
        }),
      );
      await act(() => view.result.current.submit());
      const [first, next] = keys(send);
      expect(next).not.toBe(first);
    });
  });
});
