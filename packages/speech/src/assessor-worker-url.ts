/**
 * The assessment worker the pool runs unless told otherwise: the TypeScript worker loaded through tsx, for
 * development and tests. A production build that compiles the API and the worker to JavaScript passes its
 * bundled `assessor-worker.js` as `workerUrl` to `createSpeechAssessor` instead.
 */
export const TSX_ASSESSOR_WORKER_URL = new URL('./assessor-worker-entry.mjs', import.meta.url);
