export { repoRoot } from './repo-root.ts';
export { copySchemas, sharedSchemasCopy, treeDigest, type SchemasCopy } from './schemas-copy.ts';
