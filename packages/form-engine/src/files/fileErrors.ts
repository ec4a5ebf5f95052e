// An error about one file names the file ("Nieprawidłowy format pliku" beside a list of three
// files, and in the error summary, did not say which). The validator points such an error at the file's
// descriptor in the list (`/attachments/documents/1`) or inside it; the name is read from the data.
import type { FieldError } from '../validation/formErrors.ts';
import { getAtPath, parsePointer } from '@portal/json-pointer';
import { isAttachmentDescriptor } from './attachmentStore.ts';

/** The name of the file an error's pointer addresses (the descriptor or a part of it), or null. */
export function fileNameAt(data: unknown, pointer: string): string | null {
  const path = parsePointer(pointer);
  for (let length = path.length; length > 0; length--) {
    const value = getAtPath(data, path.slice(0, length));
    if (isAttachmentDescriptor(value)) return value.name;
  }
  return null;
}

/** `errors` with each file's error message naming its file by `describe(message, name)`. */
export function withFileNames(
  errors: readonly FieldError[],
  data: unknown,
  describe: (message: string, name: string) => string,
): FieldError[] {
  return errors.map((error) => {
    const name = fileNameAt(data, error.pointer);
    return name === null ? error : { ...error, message: describe(error.message, name) };
  });
}
