import { describe, expect, it } from 'vitest';
import {
  attachmentStore,
  collectAttachmentDescriptors,
  dropMissingAttachments,
  getAttachmentFiles,
} from './attachmentStore.ts';

describe('attachmentStore', () => {
  it('keeps the File by a random id and gives the multipart part name', () => {
    const file = new File(['abc'], 'plan.pdf', { type: 'application/pdf' });
    const descriptor = attachmentStore.add(file);
    expect(descriptor).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'plan.pdf',
      size: 3,
      type: 'application/pdf',
    });
    const data = { attachments: { sitePlan: [descriptor] }, other: { text: 'x' } };
    expect(collectAttachmentDescriptors(data)).toEqual([descriptor]);
    expect(getAttachmentFiles(data)).toEqual([
      { id: descriptor.id, partName: `file:${descriptor.id}`, file },
    ]);
    attachmentStore.remove(descriptor.id);
    expect(getAttachmentFiles(data)).toEqual([]);
  });

  it('names a file in its descriptor as the server will store it: no control or bidirectional character', () => {
    const descriptor = attachmentStore.add(new File(['%PDF'], 'faktura\u202Efdp\u0085.pdf'));
    // The answers refuse such characters; the name a person cannot change is cleaned instead.
    expect(descriptor.name).toBe('fakturafdp.pdf');
    attachmentStore.remove(descriptor.id);
  });

  it('drops descriptors whose file is gone and names them', () => {
    const kept = attachmentStore.add(new File(['1'], 'jest.pdf'));
    const data = { list: [kept, { id: 'gone', name: 'stary.pdf', size: 5 }] };
    expect(dropMissingAttachments(data)).toEqual({ data: { list: [kept] }, droppedNames: ['stary.pdf'] });
  });
});
