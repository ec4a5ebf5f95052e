import { defineProject } from 'vitest/config';
import { apiTestOptions } from './vitest.config.ts';

/** The API tests that replace a module (vi.mock): each file gets its own module registry. */
export default defineProject({
  test: { ...apiTestOptions, name: 'api-isolated', include: ['src/**/*.isolated.test.ts'] },
});
