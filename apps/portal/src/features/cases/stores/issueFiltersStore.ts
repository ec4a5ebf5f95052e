// The case-list filters of each mode, kept while the user opens a case and comes back. The app layer
// resets them when the session ends, so the next user of the browser starts clean.
import { create } from 'zustand';
import { emptyFilters, type IssueFilters } from '../lib/filterState.ts';
import type { IssueListMode } from '../api/issueQueries.ts';

interface IssueFiltersStore {
  filters: Record<IssueListMode, IssueFilters>;
  setFilters: (mode: IssueListMode, filters: IssueFilters) => void;
  reset: () => void;
}

const initial: Record<IssueListMode, IssueFilters> = { open: emptyFilters, history: emptyFilters };

export const useIssueFiltersStore = create<IssueFiltersStore>()((set) => ({
  filters: initial,
  setFilters: (mode, filters) => set((state) => ({ filters: { ...state.filters, [mode]: filters } })),
  reset: () => set({ filters: initial }),
}));

export function resetIssueFilters(): void {
  useIssueFiltersStore.getState().reset();
}
