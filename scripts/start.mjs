/**
 * `npm start`: installs what is missing, builds the web app when its sources changed, then starts the server,
 * which migrates the database, loads the question bank and serves the app and API on http://localhost:3000
 * (PORT overrides the port). Uses the embedded database unless DATABASE_URL is set.
 */
import { spawn } from 'node:child_process';
import { ensureNodeVersion, ensureNpmDependencies, repoRoot, step } from './lib/machine-setup.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';

ensureNodeVersion();
ensureNpmDependencies();
ensureWebBuild();

step(`Starting PTE Coach on http://localhost:${process.env.PORT ?? 3000} …`);
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
