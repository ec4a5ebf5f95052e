// The address of each case list as the customer last left it (page and filters), so that "Wróć do
// listy spraw" on a case returns to the same page and filters. The app layer resets it when the session
// ends (forgetOnIdentityChange), so the next user of the browser starts clean.
import { create } from 'zustand';
import { forgetOnIdentityChange } from '../../../shared/session/forgetPrivateState.ts';
import type { IssueListMode } from '../api/issueQueries.ts';
import type { IssueListSearch } from '../lib/issueListSearch.ts';

interface IssueListSearchStore {
  lastSearch: Record<IssueListMode, IssueListSearch>;
  remember: (mode: IssueListMode, search: IssueListSearch) => void;
  reset: () => void;
}

const initial: Record<IssueListMode, IssueListSearch> = { open: {}, history: {} };

export const useIssueListSearchStore = create<IssueListSearchStore>()((set) => ({
  lastSearch: initial,
  remember: (mode, search) => set((state) => ({ lastSearch: { ...state.lastSearch, [mode]: search } })),
  reset: () => set({ lastSearch: initial }),
}));

export function resetIssueFilters(): void {
  useIssueListSearchStore.getState().reset();
}

forgetOnIdentityChange(resetIssueFilters);
