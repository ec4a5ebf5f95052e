import { describe, expect, it } from 'vitest';
import { detectFileType } from './file-type.ts';

const all = ['pdf', 'jpg', 'jpeg', 'png', 'tif', 'tiff', 'dwg'];
const pdf = Buffer.from('%PDF-1.7\n');
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
const jpg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0]);
const tif = Buffer.from([0x49, 0x49, 0x2a, 0x00]);
const dwg = Buffer.from('AC1032\0\0');

describe('detectFileType', () => {
  it.each([
    ['wniosek.pdf', pdf, 'pdf'],
    ['SKAN.PDF', pdf, 'pdf'],
    ['mapa.png', png, 'png'],
    ['zdjecie.jpg', jpg, 'jpg'],
    ['zdjecie.jpeg', jpg, 'jpeg'],
    ['plan.tif', tif, 'tif'],
    ['plan.tiff', Buffer.from([0x4d, 0x4d, 0x00, 0x2a]), 'tiff'],
    ['projekt.dwg', dwg, 'dwg'],
  ])('accepts %s whose content matches', (name, head, expected) => {
    expect(detectFileType(name, head, all)).toBe(expected);
  });

  it.each([
    ['an executable renamed to .pdf', 'faktura.pdf', Buffer.from('MZ\x90\x00')],
    ['a PNG named .jpg', 'zdjecie.jpg', png],
    ['a text file named .png', 'mapa.png', Buffer.from('hello')],
    ['an unknown extension', 'skrypt.exe', Buffer.from('MZ')],
    ['no extension', 'plik', pdf],
    ['an empty head', 'pusty.pdf', Buffer.alloc(0)],
  ])('refuses %s', (_name, filename, head) => {
    expect(detectFileType(filename, head, all)).toBeNull();
  });

  it('refuses dwg where the form does not allow it', () => {
    expect(detectFileType('projekt.dwg', dwg, ['pdf', 'jpg'])).toBeNull();
  });
});
