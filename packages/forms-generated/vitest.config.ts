import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'forms-generated', environment: 'node', include: ['src/**/*.test.ts'] },
});
