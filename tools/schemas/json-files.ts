// Reading and writing the JSON and Markdown files of schemas/ and docs/. Everything generated goes
// through Prettier with the repo's configuration, so `pnpm format:check` agrees with the generators and
// "is it current?" is a plain string comparison.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';

export type JsonParseResult = { ok: true; value: unknown } | { ok: false; message: string };

export function readJsonFile(file: string): JsonParseResult {
  if (!existsSync(file)) return { ok: false, message: 'plik nie istnieje' };
  try {
    return { ok: true, value: JSON.parse(readFileSync(file, 'utf8')) as unknown };
  } catch (error) {
    return { ok: false, message: `niepoprawny JSON: ${(error as Error).message}` };
  }
}

/** Formats like `pnpm format` would (the repo's .prettierrc.json, parser from the file name). */
export async function formatLikeRepo(file: string, content: string): Promise<string> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(content, { ...options, filepath: file });
}

export async function formatJson(file: string, value: unknown): Promise<string> {
  return formatLikeRepo(file, `${JSON.stringify(value, null, 2)}\n`);
}

export async function writeJsonFile(file: string, value: unknown): Promise<void> {
  writeTextFile(file, await formatJson(file, value));
}

export function writeTextFile(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

export function readTextFile(file: string): string | null {
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}
