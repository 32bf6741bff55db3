/**
 * `npm start`: installs what is missing (npm packages; the Debian speech engine when root or with sudo), builds the web app
 * and compiles the server when their sources changed, then starts the compiled server, which migrates the database, loads the question bank and serves the app and API on http://localhost:3000
 * (PORT overrides the port). Uses the embedded database unless DATABASE_URL is set.
 */
import { spawn } from 'node:child_process';
import { ensureDebianPackages, ensureNodeVersion, ensureNpmDependencies, repoRoot, step, warn } from './lib/machine-setup.mjs';
import { ensureServerBuild, serverEntry } from './lib/server-build.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';

ensureNodeVersion();
ensureNpmDependencies();
// The speech engine: without it everything works except assessing spoken answers, which then says so.
if (ensureDebianPackages(['pocketsphinx', 'pocketsphinx-en-us'], 'speaking assessment').length > 0) {
  warn('Speaking answers cannot be assessed until those packages are installed; everything else works.');
}
await ensureWebBuild();
await ensureServerBuild();

step(`Starting PTE Coach on http://localhost:${process.env.PORT ?? 3000} …`);
const server = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
