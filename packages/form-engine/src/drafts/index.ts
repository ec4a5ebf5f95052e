// '@portal/form-engine/drafts': the draft functions without the engine, for code outside the wizard chunk
// (e.g. the success page clearing the draft, a tile showing "you have an unfinished application").
export {
  clearDraft,
  hasDraft,
  readDraft,
  writeDraft,
  draftStorageKey,
  type StoredDraft,
} from './draftStorage.ts';
export { flushPendingDraftSaves } from './pendingSaves.ts';
