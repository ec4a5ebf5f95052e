/** Attachments, applications-spec §5 "Attachments" and §9. */
import { toAttachmentRules, type AttachmentRulesInput } from '../rules/attachments.ts';
import { defineRuntimeKeyword, trueOrOptions } from './define-keyword.ts';

/**
 * On the array of file descriptors { name, size, type? }: `"attachments": true` or
 * `{ "minFiles"?: 0, "allowDwg"?: false, "extensions"?: [...], "maxFileSize"?: 10485760, "maxTotalSize"?: 52428800 }`.
 */
export const attachments = defineRuntimeKeyword({
  keyword: 'attachments',
  type: 'array',
  ...trueOrOptions({
    minFiles: { type: 'integer', minimum: 0 },
    allowDwg: { type: 'boolean' },
    extensions: { type: 'array', items: { type: 'string', pattern: '^[A-Za-z0-9]+$' }, minItems: 1 },
    maxFileSize: { type: 'integer', minimum: 1 },
    maxTotalSize: { type: 'integer', minimum: 1 },
  }),
  // The 50 MB limit is for all the application's files together, not for one list.
  readsRoot: true,
  normalize: (value) => {
    if (value === false) return null;
    return toAttachmentRules(
      typeof value === 'object' && value !== null ? (value as AttachmentRulesInput) : {},
    );
  },
});
