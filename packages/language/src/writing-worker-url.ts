/**
 * The writing worker the pool runs unless told otherwise. Run from the TypeScript sources (development and tests)
 * it is the tsx entry beside this file; in the compiled server, where this module is part of the JavaScript bundle,
 * it is the bundled `writing-worker.js` that the build writes beside it.
 */
export const DEFAULT_WRITING_WORKER_URL = import.meta.url.endsWith('.ts')
  ? new URL('./writing-worker-entry.mjs', import.meta.url)
  : new URL('./writing-worker.js', import.meta.url);
