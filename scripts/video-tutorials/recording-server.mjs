/**
 * The compiled server the walkthroughs are recorded against (as `npm start` runs it), on its own port with a fresh
 * data folder, and the demo learner signed up on it.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** Starts `node apps/api/dist/main.js` on `port` with `dataDir` (emptied first); resolves once it is ready. */
export async function startRecordingServer({ repoRoot, serverEntry, port, dataDir }) {
  rmSync(dataDir, { recursive: true, force: true });
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, APP_URL: baseUrl, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors = `${errors}${chunk}`.slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped while starting (code ${child.exitCode}): ${errors}`);
    // Ready: the question bank is loaded, and the speech engine (started once the server listens) has warmed up,
    // so the walkthroughs' pages are not slowed down by it.
    const ready = await fetch(`${baseUrl}/api/health/ready`).then((response) => response.ok, () => false);
    const speech = ready ? await fetch(`${baseUrl}/api/health`).then((response) => response.json(), () => null) : null;
    if (ready && speech?.speech?.status !== 'starting') break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the server did not answer on ${baseUrl} within 4 minutes: ${errors}`);
    }
    await sleep(500);
  }
  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/** Signs up a demo learner through the API; returns its bearer token. */
export async function signUpDemoLearner(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ name: 'Alex Demo', email: `demo-${randomUUID().slice(0, 8)}@example.com`, password: `Demo-${randomUUID()}` }),
  });
  const token = response.headers.get('set-auth-token');
  if (!response.ok || !token) throw new Error(`signing up the demo learner failed (${response.status}): ${await response.text()}`);
  return token;
}
