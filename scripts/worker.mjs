/**
 * `npm run worker`: an assessment worker for PTE Coach on several machines. Installs what is missing (npm packages; the
 * Debian speech engine when root or with sudo), compiles the server when its sources changed (the worker is built
 * beside it), then runs the compiled worker, which takes the mock-test answers that API instances started with
 * ASSESSMENT_WORKERS=external leave as jobs in PostgreSQL (DATABASE_URL), assesses them and stores the results.
 */
import { spawn } from 'node:child_process';
import { ensureDebianPackages, ensureNodeVersion, ensureNpmDependencies, repoRoot, step, warn } from './lib/machine-setup.mjs';
import { ensureServerBuild, workerEntry } from './lib/server-build.mjs';

ensureNodeVersion();
if (!process.env.DATABASE_URL) {
  // Said before anything is installed or compiled: without the shared database a worker has nothing to do.
  console.error(
    'The assessment worker needs DATABASE_URL, the PostgreSQL database the API instances share (run those with ASSESSMENT_WORKERS=external).\n' +
      'On the embedded database `npm start` assesses answers itself and needs no worker.',
  );
  process.exit(1);
}
ensureNpmDependencies();
// The speech engine: without it written answers are still assessed, but spoken ones are marked as not assessable.
if (ensureDebianPackages(['pocketsphinx', 'pocketsphinx-en-us'], 'speaking assessment').length > 0) {
  warn('Spoken answers this worker takes will be marked as not assessable until those packages are installed.');
}
await ensureServerBuild();

step('Starting an assessment worker …');
const worker = spawn(process.execPath, ['--enable-source-maps', workerEntry], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => worker.kill(signal));
worker.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
