import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'validation', environment: 'node', include: ['src/**/*.test.ts'] },
});
