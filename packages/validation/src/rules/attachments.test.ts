import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateAttachments, MAX_FILE_SIZE, MAX_TOTAL_SIZE } from './attachments.ts';

// The drop zone hands browser File objects; only name and size matter (applications-spec §5 "Attachments").
class FakeFile {
  constructor(
    readonly name: string,
    readonly size: number,
    readonly type = 'application/pdf',
  ) {}
}

describe('evaluateAttachments', () => {
  it.each([
    ['no files, none required', [], {}, 'ok', []],
    ['no files, one required', [], { minFiles: 1 }, 'none', []],
    ['one good file', [new FakeFile('a.pdf', 1)], {}, 'ok', ['ok']],
    ['an empty file', [new FakeFile('a.pdf', 0)], {}, 'hasTooSmallFile', ['empty']],
    ['a file over 10 MB', [new FakeFile('a.pdf', MAX_FILE_SIZE + 1)], {}, 'hasTooBigFile', ['tooBig']],
    ['a wrong extension', [new FakeFile('a.docx', 5)], {}, 'hasInvalidFormat', ['invalidFormat']],
    [
      'a duplicate',
      [new FakeFile('a.pdf', 5), new FakeFile('a.pdf', 5)],
      {},
      'fileAlreadyExists',
      ['ok', 'duplicate'],
    ],
    ['too few files', [new FakeFile('a.pdf', 5)], { minFiles: 3 }, 'notEnoughFiles', ['ok']],
    [
      'over 50 MB in total',
      Array.from({ length: 6 }, (_, index) => new FakeFile(`${index}.png`, MAX_FILE_SIZE)),
      {},
      'filesTooBig',
      Array.from({ length: 6 }, () => 'ok'),
    ],
    [
      'an empty file outranks a big one in the list status',
      [new FakeFile('a.pdf', MAX_FILE_SIZE + 1), new FakeFile('b.pdf', 0)],
      {},
      'hasTooSmallFile',
      ['tooBig', 'empty'],
    ],
  ])('%s', (_case, files, rules, status, fileStatuses) => {
    const evaluation = evaluateAttachments(files, rules);
    expect(evaluation.status).toBe(status);
    expect(evaluation.files).toEqual(fileStatuses);
  });

  it('sums sizes for the 50 MB limit', () => {
    const evaluation = evaluateAttachments(
      Array.from({ length: 5 }, (_, index) => new FakeFile(`${index}.pdf`, MAX_FILE_SIZE)),
    );
    expect(evaluation.totalSize).toBe(MAX_TOTAL_SIZE);
    expect(evaluation.status).toBe('ok');
  });

  it('never throws and always gives one status per file', () => {
    fc.assert(
      fc.property(fc.anything(), (files) => {
        const evaluation = evaluateAttachments(files);
        expect(evaluation.files).toHaveLength(Array.isArray(files) ? files.length : 0);
      }),
    );
  });
});
