// The writing worker for development and tests: loads the TypeScript worker through tsx (a development
// dependency), whatever loader the parent thread has. A build that compiles the worker to JavaScript passes
// that file to the pool instead (see writing-worker-url.ts).
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport('./writing-worker.ts', import.meta.url);

export default worker.default;
export const { ready } = worker;
