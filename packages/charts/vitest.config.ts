import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@pte/charts',
    // jsdom provides DOMParser, which the tests use to read the rendered SVG back.
    environment: 'jsdom',
  },
});
