// portal-spec §7: multipart with a repeated `file`, `text` and `issueId`; §4/§9: the send takes at least 2 s.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { documentFormData, SEND_MIN_DURATION_MS, sendIssueDocument } from './sendIssueDocument.ts';

const answer = {
  document: {
    id: 7,
    barcode: null,
    status: 'Przekazano do realizacji',
    registrationDate: '2026-05-20T10:00:00.000Z',
    responseDate: null,
  },
};

describe('documentFormData', () => {
  it('holds the case id, the trimmed text and every file under the repeated name "file"', () => {
    const a = new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' });
    const b = new File(['x'], 'b.png', { type: 'image/png' });
    const form = documentFormData({ issueId: 12, text: '  Treść  ', files: [a, b] });
    expect(form.get('issueId')).toBe('12');
    expect(form.get('text')).toBe('Treść');
    expect(form.getAll('file').map((file) => (file as File).name)).toEqual(['a.pdf', 'b.png']);
  });

  it('puts issueId and text before the files: the server refuses a file that comes before issueId', () => {
    const files = [new File(['%PDF-1.4'], 'a.pdf'), new File(['x'], 'b.png')];
    expect([...documentFormData({ issueId: 3, text: 'x', files }).keys()]).toEqual([
      'issueId',
      'text',
      'file',
      'file',
    ]);
  });

  it('sends an empty text when there is none', () => {
    expect(documentFormData({ issueId: 1, text: '', files: [] }).get('text')).toBe('');
  });
});

describe('sendIssueDocument', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.cookie = 'XSRF-TOKEN=t; Path=/';
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.cookie = 'XSRF-TOKEN=; Max-Age=0; Path=/';
  });

  it('posts multipart to /api/issues/documents/send with the anti-forgery header', async () => {
    const fetch = vi.fn(async () => Response.json(answer));
    vi.stubGlobal('fetch', fetch);
    const sent = sendIssueDocument({ issueId: 3, text: 'x', files: [] });
    await vi.advanceTimersByTimeAsync(SEND_MIN_DURATION_MS);
    await expect(sent).resolves.toEqual(answer.document);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/issues/documents/send');
    expect(init.method).toBe('POST');
    expect(init.body).toBeInstanceOf(FormData);
    expect(new Headers(init.headers).get('X-XSRF-TOKEN')).toBe('t');
    // The browser sets the multipart boundary itself.
    expect(new Headers(init.headers).get('Content-Type')).toBeNull();
  });

  it('sends the attempt’s Idempotency-Key', async () => {
    const fetch = vi.fn(async () => Response.json(answer));
    vi.stubGlobal('fetch', fetch);
    const sent = sendIssueDocument({
      issueId: 3,
      text: 'x',
      files: [],
      idempotencyKey: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
    });
    await vi.advanceTimersByTimeAsync(SEND_MIN_DURATION_MS);
    await sent;
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('Idempotency-Key')).toBe('1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed');
  });

  it('takes at least 2 s even when the server answers at once', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(answer)),
    );
    let done = false;
    const sent = sendIssueDocument({ issueId: 3, text: 'x', files: [] }).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(SEND_MIN_DURATION_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await sent;
    expect(done).toBe(true);
  });

  it('fails after the minimum wait too, with the client error of the answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ status: 422, error: 'unprocessable', message: 'Plik jest za duży' }, { status: 422 }),
      ),
    );
    let settled = false;
    const sent = sendIssueDocument({ issueId: 3, text: '', files: [] }).catch((error: unknown) => {
      settled = true;
      return error;
    });
    await vi.advanceTimersByTimeAsync(SEND_MIN_DURATION_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await sent).toMatchObject({ status: 422 });
  });
});
