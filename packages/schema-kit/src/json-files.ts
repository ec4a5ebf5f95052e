// Reading and writing the JSON and Markdown files of schemas/ and docs/. Everything generated goes
// through Prettier with the repo's configuration, so `pnpm format:check` agrees with the generators and
// "is it current?" is a plain string comparison.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { jsonSyntaxError } from './json-positions.ts';

export type JsonParseResult = { ok: true; value: unknown } | { ok: false; message: string };

/** A JSON file's content, or why it cannot be read: a syntax error says where (wiersz, kolumna) and what, in Polish. */
export function readJsonFile(file: string): JsonParseResult {
  if (!existsSync(file)) return { ok: false, message: 'plik nie istnieje' };
  return parseJsonText(readFileSync(file, 'utf8'));
}

/** readJsonFile of a file's text already read. */
export function parseJsonText(text: string): JsonParseResult {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const syntax = jsonSyntaxError(text);
    return {
      ok: false,
      message: syntax
        ? `niepoprawny JSON w wierszu ${syntax.line}, kolumnie ${syntax.column}: ${syntax.message}`
        : `niepoprawny JSON: ${(error as Error).message}`,
    };
  }
}

// A process that checks again formats the same generated documents again (docs/forms.md and
// docs/rules.md, compared with the files on every check): each text is formatted once.
const formatted = new Map<string, Promise<string>>();
const MAX_FORMATTED = 100;

/** Formats like `pnpm format` would (the repo's .prettierrc.json, parser from the file name). */
export async function formatLikeRepo(file: string, content: string): Promise<string> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  const key = `${JSON.stringify(options)}\0${path.basename(file)}\0${content}`;
  let result = formatted.get(key);
  if (!result) {
    result = prettier.format(content, { ...options, filepath: file });
    if (formatted.size >= MAX_FORMATTED) formatted.clear();
    formatted.set(key, result);
    // A failure is not kept: the next call tries again.
    result.catch(() => formatted.delete(key));
  }
  return result;
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
