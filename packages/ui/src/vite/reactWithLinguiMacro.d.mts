import type { PluginOption } from 'vite';

export declare function importsLinguiMacro(id: string): boolean;
export declare function reactWithLinguiMacro(options?: { exclude?: RegExp[] }): PluginOption;
