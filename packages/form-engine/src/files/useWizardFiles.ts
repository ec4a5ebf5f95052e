import { useSyncExternalStore } from 'react';
import type { AttachmentUpload } from '../form/types.ts';
import { useEngineRuntime } from '../runtime/EngineContext.ts';
import { attachmentStore, getAttachmentFiles } from './attachmentStore.ts';

/**
 * The files the current wizard's data refers to (inside <FormWizard>), updated when files are added or
 * removed; e.g. for a custom sending screen showing the antivirus-scan estimate (applications-spec §2).
 */
export function useWizardFiles(): AttachmentUpload[] {
  const runtime = useEngineRuntime();
  useSyncExternalStore(attachmentStore.subscribe, attachmentStore.version, attachmentStore.version);
  return runtime ? getAttachmentFiles(runtime.getFormData()) : [];
}
