import type { Plugin } from 'vite';

export declare function fsModuleCacheKeys(): Plugin;
export declare function filesDigest(files: () => string[]): () => string;
