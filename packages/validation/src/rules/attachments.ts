/**
 * Attachments, applications-spec §3 "Attachment status values", §5 "Attachments", §9 and portal-spec §5:
 * each file at least 1 byte and at most 10 MB (10485760 bytes), at most 50 MB (52428800 bytes) in total, no
 * duplicates (same name and size), accepted extensions jpg/jpeg/png/tif/tiff/pdf (dwg where the form allows
 * it) and a minimum count. The same function feeds the drop zone before upload and the validator after it.
 */
import type { RuleCheck, RuleIssue } from './rule-check.ts';

export const MIN_FILE_SIZE = 1;
export const MAX_FILE_SIZE = 10_485_760;
export const MAX_TOTAL_SIZE = 52_428_800;
export const DEFAULT_EXTENSIONS = ['jpg', 'jpeg', 'png', 'tif', 'tiff', 'pdf'] as const;
export const DWG_EXTENSION = 'dwg';

export type AttachmentFileStatus = 'ok' | 'invalidFormat' | 'empty' | 'tooBig' | 'duplicate';

/**
 * The spec's list statuses (ok, none, files too big, has too small file, has too big file, file already
 * exists, not enough files) plus hasInvalidFormat: §5 has a message for a wrong format but §3 no status.
 */
export type AttachmentListStatus =
  | 'ok'
  | 'none'
  | 'filesTooBig'
  | 'hasTooSmallFile'
  | 'hasTooBigFile'
  | 'hasInvalidFormat'
  | 'fileAlreadyExists'
  | 'notEnoughFiles';

export interface AttachmentRules {
  readonly minFiles: number;
  readonly maxFileSize: number;
  readonly maxTotalSize: number;
  /** Lowercase extensions without the dot. */
  readonly extensions: readonly string[];
}

export interface AttachmentRulesInput {
  readonly minFiles?: number;
  readonly maxFileSize?: number;
  readonly maxTotalSize?: number;
  readonly extensions?: readonly string[];
  readonly allowDwg?: boolean;
}

export interface AttachmentDescriptor {
  readonly name: string;
  readonly size: number;
  readonly type?: string;
}

export interface AttachmentEvaluation {
  readonly status: AttachmentListStatus;
  /** One status per file, in the order given. */
  readonly files: readonly AttachmentFileStatus[];
  readonly totalSize: number;
}

export function toAttachmentRules(input: AttachmentRulesInput = {}): AttachmentRules {
  const extensions = (input.extensions ?? DEFAULT_EXTENSIONS).map((extension) => extension.toLowerCase());
  return {
    minFiles: input.minFiles ?? 0,
    maxFileSize: input.maxFileSize ?? MAX_FILE_SIZE,
    maxTotalSize: input.maxTotalSize ?? MAX_TOTAL_SIZE,
    extensions:
      input.allowDwg && !extensions.includes(DWG_EXTENSION) ? [...extensions, DWG_EXTENSION] : extensions,
  };
}

function asDescriptor(file: unknown): AttachmentDescriptor | null {
  if (typeof file !== 'object' || file === null) return null;
  const { name, size } = file as { name?: unknown; size?: unknown };
  if (typeof name !== 'string' || typeof size !== 'number' || !Number.isInteger(size) || size < 0)
    return null;
  return { name, size };
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Per-file statuses and the list status, in the spec's order of precedence. Accepts browser File objects. */
export function evaluateAttachments(files: unknown, rules: AttachmentRulesInput = {}): AttachmentEvaluation {
  return evaluateWithRules(files, toAttachmentRules(rules));
}

/**
 * The size of every file the data holds, in any list: the lists of descriptors ({ name, size }) wherever a
 * form keeps them, as the server's upload counts every file it receives against one limit.
 */
export function totalAttachmentSize(data: unknown): number {
  if (Array.isArray(data)) {
    const descriptors = data.map(asDescriptor);
    if (data.length > 0 && descriptors.every((descriptor) => descriptor !== null))
      return descriptors.reduce((sum, descriptor) => sum + descriptor!.size, 0);
    return data.reduce<number>((sum, item) => sum + totalAttachmentSize(item), 0);
  }
  if (typeof data === 'object' && data !== null)
    return Object.values(data).reduce<number>((sum, value) => sum + totalAttachmentSize(value), 0);
  return 0;
}

function evaluateWithRules(
  files: unknown,
  rules: AttachmentRules,
  root: unknown = undefined,
): AttachmentEvaluation {
  const list: readonly unknown[] = Array.isArray(files) ? files : [];
  const seen = new Set<string>();
  let totalSize = 0;
  const statuses = list.map((file): AttachmentFileStatus => {
    const descriptor = asDescriptor(file);
    if (!descriptor) return 'invalidFormat';
    totalSize += descriptor.size;
    if (!rules.extensions.includes(extensionOf(descriptor.name))) return 'invalidFormat';
    if (descriptor.size < MIN_FILE_SIZE) return 'empty';
    if (descriptor.size > rules.maxFileSize) return 'tooBig';
    const identity = `${descriptor.size}:${descriptor.name}`;
    if (seen.has(identity)) return 'duplicate';
    seen.add(identity);
    return 'ok';
  });
  // All the application's files count against the total; without the whole data, this list's.
  const allFilesSize = root === undefined ? totalSize : Math.max(totalSize, totalAttachmentSize(root));
  return { status: listStatus(statuses, allFilesSize, rules), files: statuses, totalSize };
}

function listStatus(
  statuses: readonly AttachmentFileStatus[],
  totalSize: number,
  rules: AttachmentRules,
): AttachmentListStatus {
  if (statuses.length === 0) return rules.minFiles > 0 ? 'none' : 'ok';
  if (statuses.includes('empty')) return 'hasTooSmallFile';
  if (statuses.includes('tooBig')) return 'hasTooBigFile';
  if (statuses.includes('invalidFormat')) return 'hasInvalidFormat';
  if (statuses.includes('duplicate')) return 'fileAlreadyExists';
  if (totalSize > rules.maxTotalSize) return 'filesTooBig';
  if (statuses.length < rules.minFiles) return 'notEnoughFiles';
  return 'ok';
}

export type AttachmentsParams =
  | { readonly level: 'file'; readonly status: Exclude<AttachmentFileStatus, 'ok'> }
  | {
      readonly level: 'list';
      readonly status: Exclude<AttachmentListStatus, 'ok'>;
      readonly minFiles: number;
      readonly maxTotalSize: number;
    };

const FILE_STATUSES_OF_LIST: ReadonlySet<AttachmentListStatus> = new Set([
  'hasTooSmallFile',
  'hasTooBigFile',
  'hasInvalidFormat',
  'fileAlreadyExists',
]);

/**
 * Reports every bad file at its own path (/0, /1, ...) and a list status of the list's own (none, too
 * few, all files too big) at the list. The total size is of every list in `root` (the whole data), so
 * each list with files says when all of them together are too big.
 */
export const checkAttachments: RuleCheck<AttachmentRules, AttachmentsParams> = (
  data,
  rules,
  _context,
  root,
) => {
  if (!Array.isArray(data)) return null;
  const evaluation = evaluateWithRules(data, rules, root);
  const issues: RuleIssue<AttachmentsParams>[] = [];
  evaluation.files.forEach((status, index) => {
    if (status !== 'ok') issues.push({ pointer: `/${index}`, params: { level: 'file', status } });
  });
  // A list status that only sums up its files' ('Przynajmniej jeden z wgranych plików jest niepoprawny')
  // would be a second message for the error each file already has (an attachment error once).
  if (evaluation.status !== 'ok' && !FILE_STATUSES_OF_LIST.has(evaluation.status)) {
    issues.push({
      pointer: '',
      params: {
        level: 'list',
        status: evaluation.status,
        minFiles: rules.minFiles,
        maxTotalSize: rules.maxTotalSize,
      },
    });
  }
  return issues.length > 0 ? issues : null;
};
