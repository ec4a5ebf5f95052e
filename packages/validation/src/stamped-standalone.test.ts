import { describe, expect, it } from 'vitest';
import { compilerFingerprint } from './compiler-fingerprint.ts';
import { compileStandaloneModule } from './standalone.ts';
import {
  compileStampedStandaloneModule,
  stampedInputsHash,
  standaloneInputsHash,
} from './stamped-standalone.ts';

const schema = { type: 'object', properties: { pesel: { type: 'string', format: 'pesel' } } };
const HEX_64 = /^[0-9a-f]{64}$/;

describe('standaloneInputsHash', () => {
  it('is a sha256 of the schema and the compiler fingerprint', () => {
    expect(compilerFingerprint()).toMatch(HEX_64);
    expect(standaloneInputsHash(schema)).toMatch(HEX_64);
    expect(standaloneInputsHash(schema)).toBe(standaloneInputsHash(structuredClone(schema)));
  });

  it('changes with the schema and with the compiler', () => {
    const other = { ...schema, required: ['pesel'] };
    expect(standaloneInputsHash(other)).not.toBe(standaloneInputsHash(schema));
    expect(standaloneInputsHash(schema, 'an older compiler')).not.toBe(standaloneInputsHash(schema));
  });
});

describe('compileStampedStandaloneModule', () => {
  const stamped = compileStampedStandaloneModule(schema);

  it('is the standalone module of the schema, preceded by its inputs hash', () => {
    expect(stamped).toBe(
      `export const inputsHash = "${standaloneInputsHash(schema)}";\n${compileStandaloneModule(schema)}`,
    );
  });

  it('declares a stamp that stampedInputsHash reads, also after a header comment', () => {
    expect(stampedInputsHash(stamped)).toBe(standaloneInputsHash(schema));
    expect(stampedInputsHash(`// generated\n${stamped.slice(0, 200)}`)).toBe(standaloneInputsHash(schema));
  });

  it('is told apart from a module without a stamp', () => {
    expect(stampedInputsHash(compileStandaloneModule(schema))).toBeNull();
    expect(stampedInputsHash('export const inputsHash = "not-a-hash";')).toBeNull();
  });
});
