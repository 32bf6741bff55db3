/**
 * `npm run dev`: the API with reload on port 3001 and the Vite dev server with hot reload on port 3000,
 * which proxies /api to the API.
 */
import { spawn } from 'node:child_process';
import { ensureNodeVersion, ensureNpmDependencies, repoRoot, step } from './lib/machine-setup.mjs';

ensureNodeVersion();
ensureNpmDependencies();

const processes = [
  ['api', 'npx', ['tsx', 'watch', 'apps/api/src/main.ts'], { PORT: '3001', APP_URL: 'http://localhost:3000' }],
  ['web', 'npx', ['vite', '--port', '3000', '--strictPort'], {}, 'apps/web'],
].map(([name, command, args, env, cwd]) => {
  step(`Starting ${name}: ${command} ${args.join(' ')}`);
  const child = spawn(command, args, {
    cwd: cwd ? `${repoRoot}/${cwd}` : repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  child.on('exit', (code) => {
    console.log(`${name} exited with ${code}; stopping.`);
    for (const other of processes) other.kill('SIGTERM');
    process.exit(code ?? 1);
  });
  return child;
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => processes.forEach((child) => child.kill(signal)));
