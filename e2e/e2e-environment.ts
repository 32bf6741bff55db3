import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, where the journeys' server is started. */
export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** The port of the server the journeys run against (`E2E_PORT`, default 4310). */
export const e2ePort = Number(process.env.E2E_PORT ?? 4310);

/** The address the browser opens; also the server's `APP_URL`, so e-mailed links point here. */
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;

/**
 * Where the journeys' server keeps its embedded database, uploads and outbox; made fresh for every run. A run on
 * another port has its own folder, so two runs on one machine never share a database.
 */
export const e2eDataDir = join(repoRoot, '.test-results', e2ePort === 4310 ? 'e2e-data' : `e2e-data-${e2ePort}`);

/** Debian's Chromium; never a downloaded browser. */
export const chromiumPath = '/usr/bin/chromium';

/** The flags Debian's Chromium needs on a build server: no sandbox (tests may run as root), no GPU, no background network traffic. */
export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
