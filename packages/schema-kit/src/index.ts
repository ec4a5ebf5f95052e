// The schema checks, fixtures, problems and generated docs that `pnpm schemas:*` (tools/schemas) and the
// form studio's server share. Every entry takes the SchemaPaths its caller made once for its root.
export { checkSchemas, type CheckOptions } from './check.ts';
export { checkCatalog } from './check-catalog.ts';
export { checkForm, compileCached } from './check-form.ts';
export { keywordFieldProblems } from './check-keyword-fields.ts';
export { writeDocs } from './docs.ts';
export {
  compareErrors,
  DEFAULT_FIXTURE_TODAY,
  evaluateFixtureData,
  fixtureFiles,
  readFixture,
  type ExpectedError,
  type Fixture,
  type FixtureKind,
} from './fixtures.ts';
export {
  formatLikeRepo,
  readJsonFile,
  readTextFile,
  writeJsonFile,
  writeTextFile,
  type JsonParseResult,
} from './json-files.ts';
export { jsonSyntaxError } from './json-positions.ts';
export { loadMetaValidators } from './meta-validators.ts';
export { displayPath, hasFormSchema, schemaPaths, type SchemaPaths } from './paths.ts';
export { countProblems, formatProblem, locateProblems, uniqueProblems, type Problem } from './problems.ts';
export { checkVersions, type VersionsOptions } from './versions.ts';
