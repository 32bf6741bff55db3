// Worker-thread entry: loads the TypeScript worker through tsx, whatever loader the parent thread has.
import { tsImport } from 'tsx/esm/api';

await tsImport('./assessor-worker.ts', import.meta.url);
