export { repoRoot } from './repo-root.ts';
export { copySchemas, treeDigest, type SchemasCopy } from './schemas-copy.ts';
