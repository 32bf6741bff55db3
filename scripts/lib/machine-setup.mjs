/**
 * What `npm start` and `npm test` do before anything else on a machine: check Node, install npm dependencies
 * when the lockfile changed, and install the Debian packages the product uses when we may (root or
 * passwordless sudo). Uses only Node built-ins, because it runs before `npm install`.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Prints one step of set-up, so the learner or maintainer sees what is happening. */
export function step(message) {
  console.log(`\x1b[36m▸\x1b[0m ${message}`);
}

/** Prints a warning that does not stop the run. */
export function warn(message) {
  console.warn(`\x1b[33m!\x1b[0m ${message}`);
}

/** Runs a command with inherited output; throws when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: repoRoot, ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

/** Fails early with a clear message when Node is older than the product supports. */
export function ensureNodeVersion(minimum = [20, 19]) {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < minimum[0] || (major === minimum[0] && minor < minimum[1])) {
    console.error(`PTE Coach needs Node.js ${minimum.join('.')} or newer; this is ${process.versions.node}.`);
    process.exit(1);
  }
}

/** The fields of a package manifest that decide what `npm ci` installs; editing its scripts needs no reinstall. */
const installFields = ['name', 'dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies', 'overrides', 'workspaces', 'engines'];

/** What of a file decides the install: a manifest's install fields, the whole of any other file (the lockfile). */
function installRelevantContent(file) {
  if (!existsSync(file)) return '';
  const text = readFileSync(file, 'utf8');
  if (!file.endsWith('package.json')) return text;
  try {
    const manifest = JSON.parse(text);
    return JSON.stringify(installFields.map((field) => manifest[field] ?? null));
  } catch {
    return text;
  }
}

function fingerprint(files) {
  const hash = createHash('sha256');
  for (const file of files) hash.update(installRelevantContent(file)).update('\0');
  return hash.digest('hex');
}

function manifestFiles() {
  const workspaces = ['apps', 'packages'].flatMap((folder) =>
    existsSync(join(repoRoot, folder)) ? readdirSync(join(repoRoot, folder)).map((name) => join(repoRoot, folder, name, 'package.json')) : [],
  );
  return [join(repoRoot, 'package-lock.json'), join(repoRoot, 'package.json'), ...workspaces.sort()];
}

/**
 * Installs npm dependencies exactly as the lockfile records them (`npm ci`) when node_modules is missing or a
 * package manifest or the lockfile changed since the last install; otherwise does nothing, so a re-run is quick.
 */
export function ensureNpmDependencies() {
  const stamp = join(repoRoot, 'node_modules', '.pte-install-stamp');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint(manifestFiles())) return;
  step('Installing npm dependencies (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
  writeFileSync(stamp, fingerprint(manifestFiles()));
}

function isInstalled(debianPackage) {
  const result = spawnSync('dpkg-query', ['-W', '-f=${Status}', debianPackage], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.includes('install ok installed');
}

function privilegePrefix() {
  if (process.getuid?.() === 0) return [];
  const sudo = spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' });
  return sudo.status === 0 ? ['sudo', '-n'] : null;
}

/**
 * Installs the Debian packages that are missing, when running as root or with passwordless sudo. Otherwise it
 * prints the exact command to run and carries on with what works. Returns the packages still missing.
 */
export function ensureDebianPackages(packages, purpose) {
  if (!existsSync('/usr/bin/dpkg-query')) {
    warn(`Not a Debian/Ubuntu machine: install ${packages.join(', ')} yourself for ${purpose}.`);
    return packages;
  }
  const missing = packages.filter((name) => !isInstalled(name));
  if (missing.length === 0) return [];
  const prefix = privilegePrefix();
  if (!prefix) {
    warn(`Missing Debian packages for ${purpose}: ${missing.join(' ')}`);
    warn(`Install them with: sudo apt-get install -y ${missing.join(' ')}`);
    return missing;
  }
  step(`Installing Debian packages for ${purpose}: ${missing.join(' ')}`);
  const [command, ...prefixArgs] = prefix.length ? prefix : ['env'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync(command, [...prefixArgs, 'apt-get', 'update', '-qq'], { stdio: 'inherit', env });
  if (update.status !== 0) warn('apt-get update failed; trying the install with the package lists we have.');
  const install = spawnSync(command, [...prefixArgs, 'apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env,
  });
  if (install.status !== 0) {
    warn(`Could not install ${missing.join(' ')}; continuing without them.`);
    return missing.filter((name) => !isInstalled(name));
  }
  return [];
}

/** Creates a folder (and its parents) if it does not exist. */
export function ensureDir(path) {
  mkdirSync(path, { recursive: true });
  return path;
}
