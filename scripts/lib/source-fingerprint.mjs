/** A fingerprint of source trees, so a build runs only when what it is built from has changed. */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot } from './machine-setup.mjs';

function* walk(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path).sort()) yield* walk(join(path, entry));
}

/** A SHA-256 over the names and contents of every file under `roots` (relative to the repository), tests left out. */
function sourceFingerprint(roots) {
  const hash = createHash('sha256');
  for (const root of roots) {
    for (const file of walk(join(repoRoot, root))) {
      if (/\.test\.tsx?$/.test(file)) continue;
      hash.update(relative(repoRoot, file)).update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

/**
 * Runs `build` unless the stamp file in `outDir` records the same fingerprint of `roots`; writes the stamp after a
 * successful build. Returns whether it built.
 */
export async function buildWhenChanged({ outDir, roots, force = false, build }) {
  const stamp = join(outDir, '.source-fingerprint');
  const expected = sourceFingerprint(roots);
  if (!force && existsSync(stamp) && readFileSync(stamp, 'utf8') === expected) return false;
  await build();
  writeFileSync(stamp, expected);
  return true;
}
