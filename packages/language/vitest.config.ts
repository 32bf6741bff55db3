import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@pte/language',
    environment: 'node',
    // Harper's WebAssembly and the dictionaries load once per test file (a few seconds on a busy machine).
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
