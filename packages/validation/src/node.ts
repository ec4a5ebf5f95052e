/**
 * '@portal/validation/node': what the build step and the server need besides '@portal/validation', apart
 * because it reads files and hashes with node:crypto, which a browser bundle of the main entry must not pull.
 */
export { compilerFingerprint } from './compiler-fingerprint.ts';
export {
  compileStampedStandaloneModule,
  INPUTS_HASH_EXPORT,
  stampedInputsHash,
  standaloneInputsHash,
} from './stamped-standalone.ts';
