/**
 * `npm test`: installs what a fresh machine lacks, then runs every check: lint, type-check, unit and API tests
 * (on the embedded database and on PostgreSQL), the web build and the browser journeys in Debian's Chromium.
 * Ends with one line `tests: N passed, N failed`; exits non-zero if anything failed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDebianPackages, ensureDir, ensureNodeVersion, ensureNpmDependencies, repoRoot, step, warn } from './lib/machine-setup.mjs';
import { findTestPostgres } from './lib/test-postgres.mjs';
import { ensureServerBuild } from './lib/server-build.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';

ensureNodeVersion();
ensureNpmDependencies();
const missingBrowser = ensureDebianPackages(['chromium', 'fonts-liberation'], 'browser tests');
ensureDebianPackages(['pocketsphinx', 'pocketsphinx-en-us', 'pocketsphinx-testdata', 'flite', 'ffmpeg'], 'speech assessment tests');

const resultsDir = ensureDir(join(repoRoot, '.test-results'));
const postgres = await findTestPostgres();
const env = { ...process.env, FORCE_COLOR: '1', ...(postgres.url ? { TEST_DATABASE_URL: postgres.url } : {}) };

/** Each stage adds its passed and failed counts; a stage without test counts counts as one check. */
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedStages = [];

function runStage(name, command, args, { counts, cwd = repoRoot } = {}) {
  step(name);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env });
  const ok = result.status === 0;
  const counted = counts?.();
  if (counted) {
    totals.passed += counted.passed;
    totals.failed += counted.failed;
    totals.skipped += counted.skipped;
    if (!ok && counted.failed === 0) totals.failed += 1;
  } else if (ok) totals.passed += 1;
  else totals.failed += 1;
  if (!ok) failedStages.push(name);
  console.log(`${ok ? '\x1b[32m✓' : '\x1b[31m✗'}\x1b[0m ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

try {
  runStage('Lint (ESLint and import boundaries, one version range per dependency, dead code)', 'npm', ['run', '--silent', 'lint']);
  runStage('Type-check (tsc)', 'npm', ['run', '--silent', 'typecheck']);
  runStage('Question bank media up to date (audio, images)', 'npm', ['run', '--silent', 'content:check']);

  const vitestReport = join(resultsDir, 'vitest.json');
  rmSync(vitestReport, { force: true });
  runStage('Unit, content and API tests (Vitest)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`], {
    counts: () => {
      const report = readJson(vitestReport);
      return report && { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
    },
  });

  step('Building the web app and compiling the server for the browser journeys');
  await ensureWebBuild();
  await ensureServerBuild();

  if (missingBrowser.length > 0 || !existsSync('/usr/bin/chromium')) {
    warn('Chromium is not installed, so the browser journeys cannot run.');
    totals.failed += 1;
    failedStages.push('Browser journeys (Chromium missing)');
  } else {
    const playwrightReport = join(resultsDir, 'playwright.json');
    rmSync(playwrightReport, { force: true });
    runStage('Browser journeys (Playwright, Debian Chromium)', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
      counts: () => {
        const stats = readJson(playwrightReport)?.stats;
        return stats && { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
      },
    });
  }
} finally {
  postgres.stop();
}

if (failedStages.length) console.log(`Failed: ${failedStages.join('; ')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failedStages.length ? 1 : 0);
