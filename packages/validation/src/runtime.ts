/**
 * What precompiled validators need at run time in the browser, and nothing more (no AJV compiler, no
 * `new Function`): the keyword checks, the format functions and the two AJV helpers generated code calls.
 * Generated modules import it as `import * as validationRuntime from '@portal/validation/runtime'`.
 */
import * as ajvEqualModule from 'ajv/dist/runtime/equal';
import * as ajvUcs2lengthModule from 'ajv/dist/runtime/ucs2length';
import { fullFormats } from 'ajv-formats/dist/formats';
import { formats as portalFormats } from './formats/index.ts';

export { checks } from './rules/checks.ts';

// AJV ships these as CommonJS with `exports.default`; Node hands an ES import `module.exports` while
// bundlers hand `exports.default`, so unwrap until the function itself.
function unwrapDefault<T>(module: unknown): T {
  let current = module;
  while (typeof current === 'object' && current !== null && 'default' in current) {
    current = (current as { default: unknown }).default;
  }
  return current as T;
}

export const equal = unwrapDefault<(a: unknown, b: unknown) => boolean>(ajvEqualModule);
export const ucs2length = unwrapDefault<(value: string) => number>(ajvUcs2lengthModule);

/** Every format known to `createAjv()`: ajv-formats' full set plus ours; generated code reads `formats[name]`. */
export const formats = { ...fullFormats, ...portalFormats };
