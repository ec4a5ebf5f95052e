// Finds the attachment descriptors ({ id, name, size, type? }) wherever a form keeps them, without
// the server knowing the form: the schema says where attachments may be; this finds what was sent.
import { escapeSegment, getAtPath, unescapeSegment } from '@portal/json-pointer';

export interface DescriptorRef {
  /** JSON pointer of the attachments list the descriptor is in. */
  field: string;
  descriptor: { id: string; name: string; size: number; type?: string };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isDescriptor(value: unknown): value is DescriptorRef['descriptor'] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { id, name, size } = value as Record<string, unknown>;
  return typeof id === 'string' && UUID.test(id) && typeof name === 'string' && typeof size === 'number';
}

export function findAttachmentDescriptors(data: unknown, pointer = ''): DescriptorRef[] {
  if (Array.isArray(data)) {
    if (data.length > 0 && data.every(isDescriptor))
      return data.map((descriptor) => ({ field: pointer, descriptor }));
    return data.flatMap((item, index) => findAttachmentDescriptors(item, `${pointer}/${index}`));
  }
  if (typeof data === 'object' && data !== null) {
    return Object.entries(data).flatMap(([key, value]) =>
      findAttachmentDescriptors(value, `${pointer}/${escapeSegment(key)}`),
    );
  }
  return [];
}

export function valueAt(data: unknown, pointer: string): unknown {
  return getAtPath(data, pointer.split('/').slice(1).map(unescapeSegment));
}
