import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 4310);

/** Where the journeys' server keeps its embedded database, uploads and outbox; made fresh for every run. */
export const e2eDataDir = join(repoRoot, '.test-results', 'e2e-data');

/** Debian's Chromium with the flags this machine needs (reference/stack-probe.md); never a downloaded browser. */
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: join(repoRoot, '.test-results', 'playwright-artifacts'),
  reporter: [['list'], ['json', { outputFile: join(repoRoot, '.test-results', 'playwright.json') }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'debian-chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs } },
    },
  ],
  webServer: {
    command: `rm -rf "${e2eDataDir}" && node --import tsx apps/api/src/main.ts`,
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: e2eDataDir,
      APP_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
  },
});
