// The studio's calls to its dev server's API (server/plugin.ts).
import type { Proposal } from '../server/propose.ts';
import type { SaveResult } from '../server/save.ts';
import type { Vocabulary } from '../server/vocabulary.ts';
import type * as forms from '../server/forms.ts';

export type { Proposal, SaveResult, Vocabulary };
export type {
  ChangeReport,
  DataVerdict,
  EditableFile,
  Evaluation,
  EditedFiles,
  FormFiles,
  FormListItem,
} from '../server/forms.ts';
export type { FixtureVerdict, FixtureInfo } from '../server/forms.ts';
export type { Problem } from '@portal/schema-kit';

async function call<T>(url: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const response = await fetch(`/studio-api${url}`, {
    ...(body === undefined
      ? { method: 'GET' }
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    signal: signal ?? null,
  });
  const value = (await response.json()) as T & { message?: string };
  if (!response.ok) throw new Error(value.message ?? String(response.status));
  return value;
}

export const studioApi = {
  forms: () => call<forms.FormListItem[]>('/forms'),
  vocabulary: () => call<Vocabulary>('/vocabulary'),
  form: (id: number) => call<forms.FormFiles>(`/forms/${id}`),
  preview: (id: number, files: forms.EditedFiles, signal?: AbortSignal) =>
    call<{ preview: forms.Evaluation['preview']; validator: string | null }>(
      `/forms/${id}/preview`,
      { files },
      signal,
    ),
  fixtures: (id: number, files: forms.EditedFiles, signal?: AbortSignal) =>
    call<{ fixtures: forms.Evaluation['fixtures'] }>(`/forms/${id}/fixtures`, { files }, signal),
  check: (id: number, files: forms.EditedFiles, signal?: AbortSignal) =>
    call<{ problems: forms.Evaluation['problems'] }>(`/forms/${id}/check`, { files }, signal),
  changes: (id: number, files: forms.EditedFiles, signal?: AbortSignal) =>
    call<forms.ChangeReport>(`/forms/${id}/changes`, { files }, signal),
  evaluate: (id: number, files: forms.EditedFiles, signal?: AbortSignal) =>
    call<forms.Evaluation>(`/forms/${id}/evaluate`, { files }, signal),
  save: (id: number, files: forms.EditedFiles) => call<SaveResult>(`/forms/${id}/save`, { files }),
  /** The server's errors for answers filled in the preview, on the edited schema. */
  verdict: (id: number, files: forms.EditedFiles, data: unknown, today: string) =>
    call<forms.DataVerdict>(`/forms/${id}/verdict`, { files, data, today }),
  /** Commits the saved change on a new local branch (never pushed); rejects with git's or the studio's reason. */
  propose: (id: number, message: string) => call<Proposal>(`/forms/${id}/propose`, { message }),
  /** A paper form's PDF rendered from the edited files. */
  pdf: async (id: number, files: forms.EditedFiles): Promise<Blob> => {
    const response = await fetch(`/studio-api/forms/${id}/pdf`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ files }),
    });
    if (!response.ok) {
      const value = (await response.json()) as { message?: string };
      throw new Error(value.message ?? String(response.status));
    }
    return response.blob();
  },
};
