// The application endpoints' plain values. No schema library (plain.ts).
/**
 * Data lifecycle: the keyword of a send refused by its sender's budget of stored bytes: 413 when the files do not
 * fit in what is left, 429 (with Retry-After) when nothing is left. The message says how much and until when.
 */
export const UPLOAD_BUDGET_KEYWORD = 'uploadBudget';
