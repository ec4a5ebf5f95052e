// The contract's runtime-free part: every endpoint's method and path, and the constants and small rules
// both sides share. It never loads the schema library (plain.test.ts follows its imports), so a page of
// the portal imports its values from here; the schemas (index.ts) are the server's, and the portal's
// type imports.
export * from './routes.ts';
export * from './csrf.ts';
export * from './idempotency.ts';
export * from './leaflets.ts';
export * from './account-values.ts';
export * from './application-values.ts';
export * from './payment-values.ts';
export * from './report-limits.ts';
export * from './issue-values.ts';
export { findUnsafeText, isSafeText, UNSAFE_TEXT_MESSAGE } from '@portal/validation/safe-text';
