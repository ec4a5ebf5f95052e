import { describe, expect, it } from 'vitest';
import { forTerminal, terminalJson } from './terminal-text.ts';

describe('forTerminal (stored text never reaches the terminal raw)', () => {
  it.each([
    ['a right-to-left override', 'faktura\u202Efdp.exe', 'faktura\\u202efdp.exe'],
    ['isolates', '\u2066a\u2069', '\\u2066a\\u2069'],
    ['C1 controls, CSI among them', 'a\u0085b\u009b31m', 'a\\u0085b\\u009b31m'],
    ['ESC and BEL', '\u001b[2J\u0007', '\\u001b[2J\\u0007'],
    ['DEL', 'x\u007f', 'x\\u007f'],
    ['zero-width and BOM', '\u200Bz\uFEFF', '\\u200bz\\ufeff'],
  ])('escapes %s', (_name, text, shown) => {
    expect(forTerminal(text)).toBe(shown);
  });

  it('keeps Polish letters, line breaks and emoji', () => {
    expect(forTerminal('Zażółć gęślą jaźń\n📎')).toBe('Zażółć gęślą jaźń\n📎');
  });
});

describe('terminalJson', () => {
  it('is JSON that reads back as the same value, with no hidden character left raw', () => {
    const value = { 'k\u202E': ['a\u0085', { b: '\u2066x\u2069\u0000' }], n: 1 };
    const printed = terminalJson(value);
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    expect(printed).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    expect(JSON.parse(printed)).toEqual(value);
  });
});
