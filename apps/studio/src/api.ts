// The studio's calls to its dev server's API (server/plugin.ts).
import type { ChangeReport, Evaluation, EditedFiles, FormFiles, FormListItem } from '../server/forms.ts';
import type { SaveResult } from '../server/save.ts';
import type { Vocabulary } from '../server/vocabulary.ts';

export type { ChangeReport, Evaluation, EditedFiles, FormFiles, FormListItem, SaveResult, Vocabulary };
export type { FixtureVerdict, FixtureInfo } from '../server/forms.ts';
export type { Problem } from '../../../tools/schemas/problems.ts';

async function call<T>(url: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const response = await fetch(`/studio-api${url}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const value = (await response.json()) as T & { message?: string };
  if (!response.ok) throw new Error(value.message ?? String(response.status));
  return value;
}

export const studioApi = {
  forms: () => call<FormListItem[]>('/forms'),
  vocabulary: () => call<Vocabulary>('/vocabulary'),
  form: (id: number) => call<FormFiles>(`/forms/${id}`),
  preview: (id: number, files: EditedFiles, signal?: AbortSignal) =>
    call<{ preview: Evaluation['preview']; validator: string | null }>(
      `/forms/${id}/preview`,
      { files },
      signal,
    ),
  fixtures: (id: number, files: EditedFiles, signal?: AbortSignal) =>
    call<{ fixtures: Evaluation['fixtures'] }>(`/forms/${id}/fixtures`, { files }, signal),
  check: (id: number, files: EditedFiles, signal?: AbortSignal) =>
    call<{ problems: Evaluation['problems'] }>(`/forms/${id}/check`, { files }, signal),
  changes: (id: number, files: EditedFiles, signal?: AbortSignal) =>
    call<ChangeReport>(`/forms/${id}/changes`, { files }, signal),
  evaluate: (id: number, files: EditedFiles, signal?: AbortSignal) =>
    call<Evaluation>(`/forms/${id}/evaluate`, { files }, signal),
  save: (id: number, files: EditedFiles) => call<SaveResult>(`/forms/${id}/save`, { files }),
  /** A paper form's PDF rendered from the edited files. */
  pdf: async (id: number, files: EditedFiles): Promise<Blob> => {
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
