import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  defaultAttachmentLimits,
  evaluate,
  fileExtension,
  limitsFromConfig,
} from './attachments.ts';

const file = (name: string, size = 100) => ({ name, size });

describe('attachments before upload (portal-spec §5)', () => {
  it('accepts jpg, png, pdf, tif and dwg by default', () => {
    expect(defaultAttachmentLimits.extensions).toEqual(['jpg', 'jpeg', 'png', 'tif', 'tiff', 'pdf', 'dwg']);
    expect(acceptAttribute(defaultAttachmentLimits)).toBe('.jpg,.jpeg,.png,.tif,.tiff,.pdf,.dwg');
  });

  it('takes the limits and both extension lists from the frontend config', () => {
    expect(
      limitsFromConfig({
        maxFileSize: 5,
        maxTotalSize: 9,
        acceptedExtensions: ['pdf', 'PNG'],
        pickerExtensions: ['pdf', 'dwg'],
      }),
    ).toEqual({ maxFileSize: 5, maxTotalSize: 9, extensions: ['pdf', 'png', 'dwg'] });
  });

  it.each([
    ['skan.PDF', 'pdf'],
    ['plan.budowy.dwg', 'dwg'],
    ['bez-rozszerzenia', ''],
    ['.pdf', ''],
  ])('the extension of %j is %j', (name, extension) => {
    expect(fileExtension(name)).toBe(extension);
  });

  it.each([
    ['no files', [], 'ok', []],
    ['one good file', [file('a.pdf', 1)], 'ok', ['ok']],
    ['an empty file', [file('a.pdf', 0)], 'hasTooSmallFile', ['empty']],
    [
      'a wrong extension stays listed',
      [file('a.pdf'), file('b.exe'), file('c')],
      'hasInvalidFormat',
      ['ok', 'invalidFormat', 'invalidFormat'],
    ],
    ['10 MB exactly', [file('a.pdf', 10_485_760)], 'ok', ['ok']],
    ['a byte over 10 MB', [file('a.pdf', 10_485_761)], 'hasTooBigFile', ['tooBig']],
    ['the same file twice', [file('a.pdf', 5), file('a.pdf', 5)], 'fileAlreadyExists', ['ok', 'duplicate']],
    [
      'over 50 MB together',
      [
        file('1.pdf', 10_000_000),
        file('2.pdf', 10_000_000),
        file('3.pdf', 10_000_000),
        file('4.pdf', 10_000_000),
        file('5.pdf', 10_000_000),
        file('6.pdf', 2_428_801),
      ],
      'filesTooBig',
      ['ok', 'ok', 'ok', 'ok', 'ok', 'ok'],
    ],
  ] as const)('%s: %s', (_name, files, status, statuses) => {
    const evaluation = evaluate(files, defaultAttachmentLimits);
    expect(evaluation.status).toBe(status);
    expect(evaluation.files).toEqual(statuses);
  });
});
