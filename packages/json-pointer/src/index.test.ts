import { describe, expect, it } from 'vitest';
import {
  escapeSegment,
  getAtPath,
  getAtPointer,
  isPointerWithin,
  parsePointer,
  parseRelativePath,
  resolveLocalRef,
  setAtPath,
  toPointer,
} from './index.ts';

describe('JSON Pointers', () => {
  it('escape ~ and / in a segment, and read them back (RFC 6901 §4: ~1 before ~0)', () => {
    expect(escapeSegment('a/b~c')).toBe('a~1b~0c');
    expect(toPointer(['parcels', 0, 'a/b~c'])).toBe('/parcels/0/a~1b~0c');
    expect(parsePointer('/parcels/0/a~1b~0c')).toEqual(['parcels', '0', 'a/b~c']);
    expect(parsePointer('/~01')).toEqual(['~1']);
    expect(parsePointer('')).toEqual([]);
    expect(parseRelativePath('power/target')).toEqual(['power', 'target']);
  });

  it('read own properties only: a pointer never reaches the prototype', () => {
    const data = { applicant: { pesel: '44051401359' }, parcels: [{ number: '12/3' }] };
    expect(getAtPointer(data, '/applicant/pesel')).toBe('44051401359');
    expect(getAtPath(data, ['parcels', 0, 'number'])).toBe('12/3');
    expect(getAtPointer(data, '/applicant/missing')).toBeUndefined();
    expect(getAtPointer(data, '/applicant/constructor')).toBeUndefined();
    expect(getAtPointer(data, '/applicant/pesel/length')).toBeUndefined();
  });

  it('write by copying the containers on the way, and remove a key with undefined', () => {
    const data = { applicant: { pesel: '1', name: 'Jan' } };
    const next = setAtPath(data, ['applicant', 'pesel'], undefined);
    expect(next).toEqual({ applicant: { name: 'Jan' } });
    expect(data.applicant.pesel).toBe('1');
    expect(setAtPath(undefined, ['parcels', 0, 'number'], '7')).toEqual({ parcels: [{ number: '7' }] });
  });

  it('follow a local $ref, percent-encoded or escaped, and refuse others', () => {
    const root = { definitions: { 'a/b': { type: 'string' }, 'zł ok': { type: 'number' } } };
    expect(resolveLocalRef(root, '#/definitions/a~1b')).toEqual({ type: 'string' });
    expect(resolveLocalRef(root, '#/definitions/z%C5%82%20ok')).toEqual({ type: 'number' });
    expect(resolveLocalRef(root, '#')).toBe(root);
    expect(resolveLocalRef(root, 'defs/person.json#/definitions/x')).toBeUndefined();
    expect(resolveLocalRef(root, '#/definitions/%E0%A4%A')).toBeUndefined();
  });

  it('know when one pointer lies under another', () => {
    expect(isPointerWithin('/a/b', '/a')).toBe(true);
    expect(isPointerWithin('/ab', '/a')).toBe(false);
    expect(isPointerWithin('/a', '')).toBe(true);
  });
});
