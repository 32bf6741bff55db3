/** Builds the web app only when its sources changed since the last build, so a second `npm start` is quick. */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot, run, step } from './machine-setup.mjs';

const sourceRoots = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public', 'packages/exam/src', 'packages/contract/src', 'package-lock.json'];

function* walk(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path).sort()) yield* walk(join(path, entry));
}

function sourceFingerprint() {
  const hash = createHash('sha256');
  for (const root of sourceRoots) {
    for (const file of walk(join(repoRoot, root))) {
      if (/\.test\.tsx?$/.test(file)) continue;
      hash.update(relative(repoRoot, file)).update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

/** Runs `vite build` for apps/web unless apps/web/dist already matches the sources. */
export function ensureWebBuild({ force = false } = {}) {
  const dist = join(repoRoot, 'apps/web/dist');
  const stamp = join(dist, '.source-fingerprint');
  const expected = sourceFingerprint();
  if (!force && existsSync(stamp) && readFileSync(stamp, 'utf8') === expected) {
    step('Web app is up to date.');
    return;
  }
  step('Building the web app…');
  run('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: join(repoRoot, 'apps/web') });
  writeFileSync(stamp, expected);
}
