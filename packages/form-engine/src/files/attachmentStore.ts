// Files cannot go into form data or localStorage, so the data holds descriptors { id, name, size, type }
// (schemas/defs/attachments.json) and the File objects wait here, keyed by the descriptor's id, until the
// portal sends them as multipart parts `file:<id>` (api-contract ApplicationPayload). One store per page:
// ids are random UUIDs, so forms never collide, and files survive moving between steps and routes.
import { safeFileName } from '@portal/validation/browser';
import type { AttachmentDescriptor, AttachmentUpload } from '../form/types.ts';

const files = new Map<string, File>();
const listeners = new Set<() => void>();
let version = 0;

function notify(): void {
  version += 1;
  for (const listener of listeners) listener();
}

export const attachmentStore = {
  add(file: File): AttachmentDescriptor {
    const id = crypto.randomUUID();
    files.set(id, file);
    notify();
    // The name as the server stores it: the answers refuse control and bidirectional
    // characters, and a file's name is not the person's to retype.
    const name = safeFileName(file.name);
    return file.type ? { id, name, size: file.size, type: file.type } : { id, name, size: file.size };
  },
  get(id: string): File | undefined {
    return files.get(id);
  },
  has(id: string): boolean {
    return files.has(id);
  },
  remove(id: string): void {
    if (files.delete(id)) notify();
  },
  clear(): void {
    files.clear();
    notify();
  },
  /** Changes with every add, remove or clear (for useSyncExternalStore). */
  version(): number {
    return version;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function isAttachmentDescriptor(value: unknown): value is AttachmentDescriptor {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return typeof record.id === 'string' && typeof record.name === 'string' && typeof record.size === 'number';
}

/** Every attachment descriptor in the data, wherever it sits. */
export function collectAttachmentDescriptors(
  data: unknown,
  found: AttachmentDescriptor[] = [],
): AttachmentDescriptor[] {
  if (Array.isArray(data)) {
    for (const item of data) {
      if (isAttachmentDescriptor(item)) found.push(item);
      else collectAttachmentDescriptors(item, found);
    }
  } else if (typeof data === 'object' && data !== null) {
    for (const value of Object.values(data)) collectAttachmentDescriptors(value, found);
  }
  return found;
}

/** The files to upload with `data`: one per descriptor, as multipart part `file:<id>`. */
export function getAttachmentFiles(data: unknown): AttachmentUpload[] {
  const uploads: AttachmentUpload[] = [];
  for (const descriptor of collectAttachmentDescriptors(data)) {
    const file = files.get(descriptor.id);
    if (file) uploads.push({ id: descriptor.id, partName: `file:${descriptor.id}`, file });
  }
  return uploads;
}

/**
 * `data` without the descriptors whose File is gone (a draft restored after a reload: files cannot be kept
 * in localStorage), and the names of the dropped files for the message asking to add them again.
 */
export function dropMissingAttachments(data: unknown): { data: unknown; droppedNames: string[] } {
  const droppedNames: string[] = [];
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      const kept = value.filter((item) => {
        if (isAttachmentDescriptor(item) && !files.has(item.id)) {
          droppedNames.push(item.name);
          return false;
        }
        return true;
      });
      return kept.map(visit);
    }
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, visit(item)]));
    }
    return value;
  };
  return { data: visit(data), droppedNames };
}
