import { describe, expect, it } from 'vitest';
import { markSchemaCallsPure } from './pureSchemas.ts';

describe("the contract's schema builders marked pure", () => {
  it('marks every TypeBox builder call, nested ones too', () => {
    expect(markSchemaCallsPure('export const A = Type.Object({ n: Type.Array(Type.String()) });')).toBe(
      'export const A = /* @__PURE__ */ Type.Object({ n: /* @__PURE__ */ Type.Array(/* @__PURE__ */ Type.String()) });',
    );
  });

  it('leaves other calls alone: a property named Type, a lower-case member, a plain function', () => {
    const source = 'x.Type.Object(); Type.options(); MyType.String(); paymentTitle(a);';
    expect(markSchemaCallsPure(source)).toBe(source);
  });
});
