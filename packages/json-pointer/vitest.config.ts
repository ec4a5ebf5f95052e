import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'json-pointer', environment: 'node', include: ['src/**/*.test.ts'] },
});
