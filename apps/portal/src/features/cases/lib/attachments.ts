// portal-spec §5 Send document: attachments are checked in the browser BEFORE upload with the shared
// rules (1 byte minimum, 10 MB each, 50 MB in total, no duplicates; jpg, png, pdf, tif, and dwg from the
// picker). A file with an extension outside the list joins the list with its status (the
// spec's 'invalid file extension' toast vanished; the error now stays beside the picker until the file is
// removed). The first error of the list is the one displayed.
import {
  DEFAULT_EXTENSIONS,
  evaluateAttachments,
  MAX_FILE_SIZE,
  MAX_TOTAL_SIZE,
  type AttachmentEvaluation,
} from '@portal/validation/browser';

export interface AttachmentLimits {
  maxFileSize: number;
  maxTotalSize: number;
  /** Lowercase, without the dot. */
  extensions: readonly string[];
}

/** The spec's limits; the frontend config (files) overrides them when loaded. */
export const defaultAttachmentLimits: AttachmentLimits = {
  maxFileSize: MAX_FILE_SIZE,
  maxTotalSize: MAX_TOTAL_SIZE,
  extensions: [...DEFAULT_EXTENSIONS, 'dwg'],
};

export function limitsFromConfig(files: {
  maxFileSize: number;
  maxTotalSize: number;
  acceptedExtensions: readonly string[];
  pickerExtensions: readonly string[];
}): AttachmentLimits {
  return {
    maxFileSize: files.maxFileSize,
    maxTotalSize: files.maxTotalSize,
    extensions: [
      ...new Set([...files.acceptedExtensions, ...files.pickerExtensions].map((e) => e.toLowerCase())),
    ],
  };
}

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The picker's accept attribute: '.jpg,.jpeg,…'. */
export function acceptAttribute(limits: AttachmentLimits): string {
  return limits.extensions.map((extension) => `.${extension}`).join(',');
}

export function evaluate(
  files: readonly { name: string; size: number }[],
  limits: AttachmentLimits,
): AttachmentEvaluation {
  return evaluateAttachments([...files], {
    maxFileSize: limits.maxFileSize,
    maxTotalSize: limits.maxTotalSize,
    extensions: limits.extensions,
  });
}
