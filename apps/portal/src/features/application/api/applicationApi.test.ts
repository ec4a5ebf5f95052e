import { afterEach, describe, expect, it, vi } from 'vitest';
import { pdfAttachment, sentAnswer } from '../test/fixtures.tsx';
import { buildApplicationBody, confirmApplication, postApplication } from './applicationApi.ts';

describe('buildApplicationBody (docs/decisions.md "Filing applications": the multipart body)', () => {
  it('puts the payload first as JSON, then one part per attachment named file:<id> with the file name', () => {
    const upload = pdfAttachment();
    const data = {
      contact: { email: 'anna.nowak@example.pl' },
      attachments: { sitePlan: [{ id: upload.id, name: 'ksiega-wieczysta.pdf', size: 13 }] },
    };
    const body = buildApplicationBody({ formId: 1, formVersion: '1.0.0', data, captcha: 'cGF5bG9hZA==' }, [
      upload,
    ]);

    const parts = [...body.entries()];
    expect(parts.map(([name]) => name)).toEqual(['payload', `file:${upload.id}`]);
    expect(JSON.parse(body.get('payload') as string)).toEqual({
      formId: 1,
      formVersion: '1.0.0',
      data,
      captcha: 'cGF5bG9hZA==',
    });
    const file = body.get(`file:${upload.id}`) as File;
    expect(file.name).toBe('ksiega-wieczysta.pdf');
    expect(file.size).toBe(upload.file.size);
    expect(file.type).toBe('application/pdf');
  });

  it('has only the payload without attachments, and no captcha when none is given', () => {
    const body = buildApplicationBody({ formId: 100, formVersion: '1.0.0', data: {} }, []);
    expect([...body.keys()]).toEqual(['payload']);
    expect(JSON.parse(body.get('payload') as string)).not.toHaveProperty('captcha');
  });
});

describe('postApplication and confirmApplication', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = 'XSRF-TOKEN=; Max-Age=0; Path=/';
  });

  function stubFetch(answer: unknown) {
    document.cookie = 'XSRF-TOKEN=test-token; Path=/';
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => Response.json(answer));
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }

  it('sends a visitor to /api/application/send and a signed-in customer to /send/logged, the body as it is', async () => {
    const fetch = stubFetch(sentAnswer);
    const body = buildApplicationBody({ formId: 1, formVersion: '1.0.0', data: {} }, []);
    await expect(postApplication(body, false)).resolves.toEqual(sentAnswer);
    await postApplication(body, true);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/application/send',
      '/api/application/send/logged',
    ]);
    const init = fetch.mock.calls[0]![1] as RequestInit;
    expect(init.method).toBe('POST');
    expect(init.body).toBe(body);
    // The browser sets the multipart boundary itself.
    expect(init.headers).not.toHaveProperty('Content-Type');
    expect(init.headers).toHaveProperty('X-XSRF-TOKEN', 'test-token');
  });

  it('sends the attempt’s Idempotency-Key', async () => {
    const fetch = stubFetch(sentAnswer);
    const body = buildApplicationBody({ formId: 1, formVersion: '1.0.0', data: {} }, []);
    await postApplication(body, false, { idempotencyKey: '0d7c3f5e-8a61-4c0b-9d1e-2f3a4b5c6d7e' });
    const init = fetch.mock.calls[0]![1] as RequestInit;
    expect(init.headers).toHaveProperty('Idempotency-Key', '0d7c3f5e-8a61-4c0b-9d1e-2f3a4b5c6d7e');
  });

  it('confirms with the token as JSON', async () => {
    const fetch = stubFetch({ applicationNumber: 'WN/2026/000123', registration: false });
    await expect(confirmApplication('abc')).resolves.toEqual({
      applicationNumber: 'WN/2026/000123',
      registration: false,
    });
    expect(fetch).toHaveBeenCalledWith(
      '/api/application/confirm',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ token: 'abc' }) }),
    );
  });
});
