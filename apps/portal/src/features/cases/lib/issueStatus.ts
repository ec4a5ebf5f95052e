// The fixed Polish status values of portal-spec §4 and the limits of §5, as plain constants checked against
// @portal/api-contract by type: importing the contract's values at run time would bring its schema library
// (typebox, ~12 KB gzip) into the case screens' chunks.
import type {
  DOCUMENT_TEXT_MAX_LENGTH as ContractTextMaxLength,
  HISTORICAL_STATUSES as ContractHistoricalStatuses,
  IssueStatus as ContractIssueStatus,
} from '@portal/api-contract';

export const IssueStatus = {
  submitted: 'Zgłoszenie',
  inProgress: 'W realizacji',
  canceled: 'Anulowane',
  completed: 'Zakończenie realizacji',
  accepted: 'Zgłoszenie przyjęte',
} as const satisfies typeof ContractIssueStatus;

/** Statuses of the history list (the back link of a historical case's details leads there). */
export const HISTORICAL_STATUSES: typeof ContractHistoricalStatuses = [
  IssueStatus.completed,
  IssueStatus.canceled,
];

/** portal-spec §5: the longest document text the server accepts (after trimming). */
export const DOCUMENT_TEXT_MAX_LENGTH = 4000 satisfies typeof ContractTextMaxLength;
