/**
 * @portal/validation: the one validation language of the portal's forms, identical in the browser
 * (precompiled) and on the server. See README.md. Browser code imports '@portal/validation/browser'
 * (no AJV compiler) and generated validators import '@portal/validation/runtime'.
 */
export * from './browser.ts';
export { createAjv, baseAjvOptions } from './create-ajv.ts';
export { keywords, fieldsNamedByKeyword, type NamedField } from './keywords/index.ts';
export type { KeywordOptions } from './rules/checks.ts';
export {
  compileStandaloneModule,
  standaloneModuleCode,
  RUNTIME_MODULE,
  type StandaloneModuleOptions,
} from './standalone.ts';
