// portal-spec §5/§9: an error report's message has at most 1024 characters. The frontend config
// (errorReportMaxLength) is the source; this default applies when the config could not be loaded, which is
// exactly when the error page often shows. It equals api-contract's ERROR_REPORT_MAX_LENGTH (a test checks),
// kept as a literal because importing the contract's reports module would pull its schema library into
// the first view.
export const DEFAULT_REPORT_MAX_LENGTH = 1024;
