// The cases' plain values (portal-spec §4 statuses, §5 send-document limits). No schema library: the
// portal's pages import these (plain.ts).
/** portal-spec §4: the fixed Polish status values that drive the timeline. */
export const IssueStatus = {
  submitted: 'Zgłoszenie',
  inProgress: 'W realizacji',
  canceled: 'Anulowane',
  completed: 'Zakończenie realizacji',
  accepted: 'Zgłoszenie przyjęte',
} as const;

/** Statuses that move a case from the open list to the history list. */
export const HISTORICAL_STATUSES: readonly string[] = [IssueStatus.completed, IssueStatus.canceled];

/** portal-spec §5: the message of a send with neither text nor files. */
export const DOCUMENT_TEXT_OR_FILES_REQUIRED = 'Wpisz treść pisma lub dodaj przynajmniej jeden załącznik';
export const DOCUMENT_TEXT_MAX_LENGTH = 4000;
