import { expect, test } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './e2e-environment';
import { canSynthesiseSpeech, fakeMicrophoneArgs, synthesiseMicrophoneInput } from './fake-microphone';
import { readSpeakingItem, startSpeakingTask } from './speaking-journey';

// A Read Aloud answer through Chromium's fake microphone: the question's own text, read by flite.
const item = readSpeakingItem<{ text: string }, unknown>('read-aloud', 'ra-001-urban-beekeeping');
const microphoneInput = canSynthesiseSpeech ? synthesiseMicrophoneInput('read-aloud-answer', item.prompt.text) : '';

// A browser of its own for this file: the microphone's input is fixed when Chromium starts.
test.use({ launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, ...fakeMicrophoneArgs(microphoneInput)] } });

test.describe('speaking practice with a microphone', () => {
  test.skip(!canSynthesiseSpeech, 'flite (Debian package) is needed to synthesise the spoken answer');

  test('read aloud: prepare, record until silence, and see the scores with every word marked', async ({ page }) => {
    test.setTimeout(120_000);
    // The microphone check is offered before the first speaking task; this journey goes straight to the task.
    await startSpeakingTask(page, 'read-aloud', item, 'Sol Speaker');

    const recorder = page.getByTestId('speaking-recorder');
    const status = page.getByTestId('recorder-status');
    await expect(status).toHaveText(/^Beginning in \d+ seconds?$/);
    await recorder.getByRole('button', { name: 'Skip preparation' }).click();
    await expect(status).toHaveText('Recording', { timeout: 10_000 });
    await expect(page.getByRole('meter', { name: 'Microphone level' })).toBeVisible();
    // The take ends by itself after 3 s of silence once the reading is over.
    await expect(status).toHaveText('Completed', { timeout: 60_000 });
    await expect(recorder).toHaveAttribute('data-phase', 'completed');
    await expect(page.getByTestId('recording-waveform')).toBeVisible();
    await expect(page.getByTestId('take-playback')).toBeVisible();

    await page.getByRole('button', { name: 'Submit' }).click();
    const result = page.getByRole('heading', { name: /^Your result/ });
    await expect(result).toContainText(/Total \d+ \/ \d+/, { timeout: 30_000 });
    for (const trait of ['Content', 'Oral fluency', 'Pronunciation']) {
      await expect(page.getByRole('progressbar', { name: new RegExp(`^${trait}: \\d+ of \\d+$`) })).toBeVisible();
    }

    const words = page.getByRole('list', { name: 'Your answer, word by word' }).getByRole('listitem');
    const textWords = item.prompt.text.split(/\s+/).length;
    expect(await words.count()).toBeGreaterThanOrEqual(textWords);
    const correct = await page.getByTestId('word-marks').locator('[data-status="correct"]').count();
    expect(correct, 'most words of a clear reading are recognised as read').toBeGreaterThanOrEqual(Math.floor(textWords * 0.8));
    const content = await page.getByRole('progressbar', { name: /^Content: / }).getAttribute('aria-label');
    const [, score, max] = /Content: (\d+) of (\d+)/.exec(content ?? '') ?? [];
    expect(Number(max)).toBe(textWords);
    expect(Number(score)).toBeGreaterThanOrEqual(Math.floor(textWords * 0.8));

    await expect(page.getByRole('heading', { name: /^Model reading/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What we heard', exact: true })).toBeVisible();

    // The recording is stored with the attempt and plays back from the server.
    const stored = page.getByRole('button', { name: 'Play your stored recording' });
    await expect(stored).toBeVisible();
    await expect(page.getByRole('list', { name: 'Attempts, newest first' }).getByRole('listitem')).toHaveCount(1);

    // The study history reopens the answer as it was: the text read, the recording (playable) and its word marks.
    await page.goto('/study-history');
    await page.getByRole('list', { name: 'Your attempts, newest first' }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
    await expect(page.getByText(item.prompt.text)).toBeVisible();
    // Playing it fetches the stored recording with the learner's token; the player appears once it has arrived.
    await page.getByRole('button', { name: 'Play your stored recording' }).click();
    await expect(page.locator('audio[aria-label="Play your stored recording"]')).toHaveAttribute('src', /^blob:/);
    expect(await page.getByTestId('word-marks').locator('[data-status="correct"]').count()).toBe(correct);
  });
});
