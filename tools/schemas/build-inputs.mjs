// What `pnpm schemas:build` reads, hashed into the stamp it leaves beside its output (tools/input-hash.mjs).
// Plain JavaScript so that the check before a build runs under node alone, without tsx's start-up.
import path from 'node:path';
import { hashInputs, stampIsCurrent } from '../input-hash.mjs';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** @param {string} relativePath */
const isTest = (relativePath) => /\.test\.[^/]*$/.test(relativePath);

/**
 * The data under `root` (a copy of the repo in the tests) and the generator: its own sources, the
 * packages it runs (bundling, the AJV compiler and its keywords, the form model the bundler uses, the
 * schema kit's fixtures and formatting), the locked versions of everything else (AJV, Prettier) and the
 * Prettier configuration the outputs are formatted with.
 * @param {string} root
 * @returns {import('../input-hash.mjs').InputSet[]}
 */
export function schemasBuildInputs(root) {
  return [
    { root, paths: ['schemas', '.prettierrc.json'] },
    {
      root: repoRoot,
      paths: [
        'tools/schemas',
        'tools/input-hash.mjs',
        'packages/validation/src',
        'packages/validation/package.json',
        'packages/form-catalog/src',
        'packages/form-catalog/package.json',
        'packages/form-model/src',
        'packages/form-model/package.json',
        'packages/json-pointer/src',
        'packages/json-pointer/package.json',
        'packages/schema-kit/src',
        'packages/schema-kit/package.json',
        'pnpm-lock.yaml',
      ],
      skip: isTest,
    },
  ];
}

/** @param {string} root */
export function schemasInputHash(root) {
  return hashInputs(schemasBuildInputs(root));
}

/**
 * Inside the generated package's forms/, which the build owns entirely (it is gitignored there).
 * @param {string} root
 */
export function schemasStampFile(root) {
  return path.join(root, 'packages', 'forms-generated', 'forms', '.build-inputs.json');
}

/** @param {string} root */
export function schemasBuildIsCurrent(root) {
  return stampIsCurrent(schemasStampFile(root), schemasInputHash(root));
}
