import { defineConfig, devices } from '@playwright/test';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath, e2eBaseUrl, e2eDataDir, e2ePort, repoRoot } from './e2e-environment';

/** Artifacts of a run on another port than the default go to their own folder, beside the default run's. */
const resultsFolder = e2ePort === 4310 ? join(repoRoot, '.test-results') : join(repoRoot, '.test-results', `port-${e2ePort}`);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: join(resultsFolder, 'playwright-artifacts'),
  reporter: [['list'], ['json', { outputFile: join(resultsFolder, 'playwright.json') }]],
  use: {
    baseURL: e2eBaseUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'debian-chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: chromiumPath, args: chromiumArgs } },
    },
  ],
  webServer: {
    // The compiled server, as `npm start` runs it (`npm run build` makes it; `npm test` does so before the journeys).
    command: `rm -rf "${e2eDataDir}" && node --enable-source-maps apps/api/dist/main.js`,
    cwd: repoRoot,
    url: `${e2eBaseUrl}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(e2ePort),
      HOST: '127.0.0.1',
      DATA_DIR: e2eDataDir,
      APP_URL: e2eBaseUrl,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Every journey signs in from the same address; the limit itself is covered by the API's tests.
      AUTH_RATE_LIMIT_MAX: '200',
      // New accounts confirm their address as they do with SMTP: the journeys open the link from the outbox.
      EMAIL_VERIFICATION: 'required',
    },
  },
});
