/** Builds the web app only when its sources changed since the last build, so a second `npm start` is quick. */
import { join } from 'node:path';
import { repoRoot, run, step } from './machine-setup.mjs';
import { buildWhenChanged } from './source-fingerprint.mjs';

// Every workspace package: the web app imports some of them, and a new one must not be missed. The video list is
// bundled too, so recording the videos again (`npm run videos`) rebuilds the page that links them.
const sourceRoots = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public', 'packages', 'package-lock.json', 'content/media/video-tutorials.json'];

/** Runs `vite build` for apps/web unless apps/web/dist already matches the sources. */
export async function ensureWebBuild({ force = false } = {}) {
  const built = await buildWhenChanged({
    outDir: join(repoRoot, 'apps/web/dist'),
    roots: sourceRoots,
    force,
    build: () => {
      step('Building the web app…');
      run('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: join(repoRoot, 'apps/web') });
    },
  });
  if (!built) step('Web app is up to date.');
}
