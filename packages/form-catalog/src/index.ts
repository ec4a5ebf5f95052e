export * from './catalog.ts';
export type { FormStep, FormUi } from './ui.ts';
