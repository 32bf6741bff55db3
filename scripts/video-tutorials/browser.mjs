/**
 * Debian's Chromium driven by Playwright, with Playwright's video recording working on Debian's ffmpeg: Playwright
 * looks for its own ffmpeg build in its browsers folder, so a folder under .test-results points it at /usr/bin/ffmpeg
 * instead of downloading one. Must run before Playwright is first imported.
 */
import { existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Points Playwright's browsers folder at `dir`, holding a link to Debian's ffmpeg where Playwright expects its own. */
export function useDebianFfmpegForPlaywright(dir) {
  const require = createRequire(import.meta.url);
  const playwrightCore = dirname(require.resolve('playwright-core'));
  const { browsers } = JSON.parse(readFileSync(join(playwrightCore, 'browsers.json'), 'utf8'));
  const ffmpeg = browsers.find((browser) => browser.name === 'ffmpeg');
  if (!ffmpeg) throw new Error('playwright-core/browsers.json lists no ffmpeg');
  const folder = join(dir, `ffmpeg-${ffmpeg.revision}`);
  mkdirSync(folder, { recursive: true });
  const link = join(folder, 'ffmpeg-linux');
  if (!existsSync(link)) symlinkSync('/usr/bin/ffmpeg', link);
  process.env.PLAYWRIGHT_BROWSERS_PATH = dir;
}
