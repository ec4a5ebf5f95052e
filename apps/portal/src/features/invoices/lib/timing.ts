// portal-spec §4 and §9 waits of the invoices screens.

/** The refetch notice appears when reloading the invoices takes longer than this. */
export const REFETCH_NOTICE_DELAY_MS = 500;
/** Reloading the invoices takes at least this long ("about 2 s"), so the notice never flickers. */
export const REFETCH_MIN_DURATION_MS = 2000;
/** The copy-confirmation icon stays this long. */
export const COPY_CONFIRMATION_MS = 5000;
