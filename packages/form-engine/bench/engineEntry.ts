// The wizard chunk as the portal loads it (engine + validation browser entry), built on its own so its
// gzip size can be read against the 150 KB budget (quality-bar "wizard chunk"). A form's own chunk
// (validator, schema, ui) comes on top.
export { FormWizard, getAttachmentFiles, clearDraft } from '../src/index.ts';
