export * from './csrf.ts';
export * from './errors.ts';
export * from './config.ts';
export * from './reports.ts';
export * from './endpoints.ts';
export * from './account.ts';
export * from './backoffice.ts';
export * from './application.ts';
