// Maps a JSON pointer in a bundled schema back to the file an analyst edits: shared definitions
// (`#/definitions/person.privatePerson/...`) live in schemas/defs/person.json, everything else in the
// form's schema.json at the same pointer (bundling keeps the form's own structure).
import path from 'node:path';
import { displayPath, type SchemaPaths } from './paths.ts';
import { unescapeSegment } from '@portal/json-pointer';

export interface SourceLocation {
  readonly file: string;
  readonly pointer: string;
}

export function sourceLocation(
  paths: SchemaPaths,
  formFolder: string,
  bundledPointer: string,
): SourceLocation {
  const pointer = bundledPointer.replace(/^#/, '');
  const match = /^\/definitions\/([^/]+)(.*)$/.exec(pointer);
  const key = match?.[1] ? unescapeSegment(match[1]) : '';
  if (match && key.includes('.')) {
    const [file = '', name = ''] = key.split('.');
    return {
      file: displayPath(paths, path.join(paths.defsDir, `${file}.json`)),
      pointer: `/definitions/${name}${match[2] ?? ''}`,
    };
  }
  return { file: displayPath(paths, path.join(paths.formsDir, formFolder, 'schema.json')), pointer };
}
