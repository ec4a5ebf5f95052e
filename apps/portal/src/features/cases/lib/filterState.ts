// The case-list filter values (portal-spec §2), apart from the filtering rules so that the session reset
// in the app layer (first view of '/') does not bring the rules along.

export interface IssueFilters {
  /** '' = every type. */
  type: string;
  /** '' = every status. */
  status: string;
  /** 'YYYY-MM-DD' once a full date is typed or picked, the typed text until then; '' = open-ended. */
  dateFrom: string;
  dateTo: string;
  /** Free text searched in the connection address. */
  address: string;
  /** Customer journeys: NOTIFIED_ONLY = only the cases with a notification (the header's "Powiadomienia"); '' = all. */
  notified: string;
}

/** The `notified` value (and the address's `powiadomienia=`) of the cases with a notification. */
export const NOTIFIED_ONLY = 'tak';

export const emptyFilters: IssueFilters = {
  type: '',
  status: '',
  dateFrom: '',
  dateTo: '',
  address: '',
  notified: '',
};
