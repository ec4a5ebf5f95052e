import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'form-catalog', environment: 'node', include: ['src/**/*.test.ts'] },
});
