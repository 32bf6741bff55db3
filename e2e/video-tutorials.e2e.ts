import { questionTypeList } from '@pte/exam';
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath, repoRoot } from './e2e-environment';
import { newLearner, registerThroughForm } from './learner-account';

// The video plays without a click on its own play button only when the browser allows it; the journey presses
// play through the page like a learner, so the policy only has to allow sound.
test.use({ launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, '--autoplay-policy=no-user-gesture-required'] } });

/** The files of every video tutorial, as `npm run videos` lists them. */
const manifest = JSON.parse(readFileSync(join(repoRoot, 'content', 'media', 'video-tutorials.json'), 'utf8')) as {
  videos: Array<{ typeId: string; video: { file: string; hash: string }; captions: { file: string; hash: string } }>;
};

test('video tutorials: each recorded video is listed on the page and served under the URL the page links; the others are named as not recorded yet', async ({ page, request }) => {
  await registerThroughForm(page, newLearner('Vid Lister'));
  await page.goto('/resources/video-tutorials');
  const recorded = new Set(manifest.videos.map((video) => video.typeId));
  for (const type of questionTypeList) {
    // Found by its address: two task types (reading's and listening's Multiple Choice, Multiple Answers…) share a title.
    if (recorded.has(type.id)) await expect(page.getByRole('main').locator(`a[href="/resources/video-tutorials/${type.id}"]`)).toHaveAccessibleName(type.title);
    else await expect(page.getByRole('main').getByText(/^Not recorded yet:/)).toContainText(type.title);
  }
  for (const video of manifest.videos) {
    for (const [file, type] of [[video.video, 'video/webm'], [video.captions, 'text/vtt; charset=utf-8']] as const) {
      const response = await request.get(`/api/media/${file.file}?v=${file.hash}`, { headers: { Range: 'bytes=0-63' } });
      expect(response.status(), file.file).toBe(206);
      expect(response.headers()['content-type']).toBe(type);
      expect(response.headers()['cache-control']).toContain('immutable');
    }
  }
});

test('video tutorials: a video plays with its captions showing, and its links lead on', async ({ page }) => {
  test.setTimeout(120_000);
  await registerThroughForm(page, newLearner('Vid Watcher'));
  await page.goto('/resources/video-tutorials');
  await expect(page.getByRole('heading', { level: 1, name: 'Video Tutorials' })).toBeVisible();
  const main = page.getByRole('main');

  await main.getByRole('link', { name: 'Read Aloud', exact: true }).click();
  await expect(page).toHaveURL(/\/resources\/video-tutorials\/read-aloud$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Read Aloud' })).toBeVisible();
  const video = page.locator('video');
  await expect(video).toHaveAttribute('preload', 'metadata');

  // The files are served with byte ranges, which seeking needs.
  const videoUrl = await video.locator('source').getAttribute('src');
  const partial = await page.request.get(videoUrl!, { headers: { Range: 'bytes=0-1023' } });
  expect(partial.status()).toBe(206);
  expect(partial.headers()['content-type']).toBe('video/webm');

  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  await video.evaluate((element: HTMLVideoElement) => element.play());
  const startedAt = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 }).toBeGreaterThan(startedAt + 1);
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);

  // Captions are on by default, and a cue is showing once the narration has begun.
  const captions = () =>
    video.evaluate((element: HTMLVideoElement) => {
      const track = Array.from(element.textTracks).find((candidate) => candidate.kind === 'captions');
      return { mode: track?.mode, language: track?.language, active: Array.from(track?.activeCues ?? []).map((cue) => (cue as VTTCue).text) };
    });
  expect((await captions()).mode).toBe('showing');
  expect((await captions()).language).toBe('en');
  await expect.poll(async () => (await captions()).active.join(' '), { timeout: 15_000 }).not.toBe('');
  const shown = (await captions()).active.join(' ');
  await expect(page.getByRole('list').filter({ hasText: shown.split('\n')[0]! })).toBeVisible();

  // The transcript plays the video from a line; the page links the task's guide and practice page.
  await page.getByRole('button', { name: /^Play from 0:0\d$/ }).first().click();
  await expect(page.getByRole('link', { name: 'Read the Read Aloud guide' })).toHaveAttribute('href', '/resources/study-materials/read-aloud');
  await page.getByRole('link', { name: 'Practise Read Aloud' }).click();
  await expect(page).toHaveURL(/\/speaking\/read-aloud/);

  // Each task guide leads to its video.
  await page.goto('/resources/study-materials/read-aloud');
  await page.getByRole('link', { name: 'Watch the video tutorial' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Read Aloud' })).toBeVisible();
  await expect(page).toHaveURL(/\/resources\/video-tutorials\/read-aloud$/);
});
