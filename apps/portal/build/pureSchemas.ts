// Hydration, "the first view's weight": TypeBox does not tell the bundler its builders are pure, so a module
// of packages/api-contract the portal takes one constant or function from (the payment error kinds, the
// amount converters) kept every schema the module declares, and TypeBox with them: 11.5 KB gzip on
// /platnosci and the wizard, for schemas only the API validates with. Each `Type.X(` call of the contract is
// marked `@__PURE__` once esbuild has compiled the TypeScript (no comments or types left to match in), so
// an unused schema goes with its call; the contract's own builders (Nullable, Text…) carry
// `@__NO_SIDE_EFFECTS__` where they are declared.
import type { Plugin } from 'vite';

const CONTRACT = /\/packages\/api-contract\/src\/[^?]*\.ts$/;
const TYPE_CALL = /(?<![\w.$])Type\.[A-Z]\w*\(/g;

/** The contract's compiled JavaScript with each TypeBox builder call marked pure. */
export function markSchemaCallsPure(source: string): string {
  return source.replace(TYPE_CALL, (call) => `/* @__PURE__ */ ${call}`);
}

export function pureSchemas(): Plugin {
  return {
    name: 'portal:pure-schemas',
    // No `enforce`: Vite's esbuild step (TypeScript to JavaScript) runs before the plain plugins.
    transform(code, id) {
      if (!CONTRACT.test(id) || !code.includes('Type.')) return null;
      return { code: markSchemaCallsPure(code), map: null };
    },
  };
}
