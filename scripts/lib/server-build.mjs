/**
 * Compiles the API server, the assessment worker process (`npm run worker`) and their speech- and writing-assessment
 * worker threads to JavaScript with esbuild, so production runs plain `node apps/api/dist/main.js` (and
 * `apps/api/dist/worker.js`) with no TypeScript loader. Our workspace packages (@pte/*) are bundled in; every
 * other package stays an import resolved from node_modules at run time.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, step } from './machine-setup.mjs';
import { buildWhenChanged } from './source-fingerprint.mjs';

/** The compiled server's folder. */
const serverDist = join(repoRoot, 'apps/api/dist');

/** The compiled server's entry point. */
export const serverEntry = join(serverDist, 'main.js');

/** The compiled assessment worker's entry point (`npm run worker`). */
export const workerEntry = join(serverDist, 'worker.js');

const sourceRoots = ['apps/api/src', 'packages', 'package-lock.json'];

/** Leaves every bare import but our own workspace packages to Node's resolution at run time. */
const externalDependencies = {
  name: 'external-dependencies',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@pte/') ? undefined : { path: args.path, external: true }));
  },
};

/** Builds apps/api/dist unless it already matches the sources. */
export async function ensureServerBuild({ force = false } = {}) {
  const built = await buildWhenChanged({
    outDir: serverDist,
    roots: sourceRoots,
    force,
    build: async () => {
      step('Compiling the server…');
      // Imported here: this module is loaded before the first `npm ci` has installed esbuild.
      const { build } = await import('esbuild');
      rmSync(serverDist, { recursive: true, force: true });
      await build({
        absWorkingDir: repoRoot,
        entryPoints: {
          main: 'apps/api/src/main.ts',
          worker: 'apps/api/src/worker.ts',
          'assessor-worker': 'packages/speech/src/assessor-worker.ts',
          'writing-worker': 'packages/language/src/writing-worker.ts',
        },
        outdir: serverDist,
        bundle: true,
        splitting: true,
        format: 'esm',
        platform: 'node',
        target: 'node20.19',
        sourcemap: true,
        logLevel: 'warning',
        plugins: [externalDependencies],
      });
    },
  });
  if (!built) step('Server is up to date.');
}
