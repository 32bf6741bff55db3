import { expect, test } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './e2e-environment';
import { canSynthesiseSpeech, fakeMicrophoneArgs, synthesiseMicrophoneInput } from './fake-microphone';
import { readSpeakingItem, startSpeakingTask } from './speaking-journey';

// A Repeat Sentence answer: the prompt plays, then the microphone opens at once (no preparation, no tone). The fake
// microphone starts when the task does, so the spoken sentence waits out the countdown and the prompt audio.
const item = readSpeakingItem<unknown, { sentence: string }>('repeat-sentence', 'rs-001-library-shelving');
const microphoneInput = canSynthesiseSpeech ? synthesiseMicrophoneInput('repeat-sentence-answer', item.answerKey.sentence, { voice: 'rms', leadSeconds: 12 }) : '';

// A browser of its own for this file: the microphone's input is fixed when Chromium starts.
test.use({ launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, ...fakeMicrophoneArgs(microphoneInput)] } });

test.describe('speaking practice with prompt audio', () => {
  test.skip(!canSynthesiseSpeech, 'flite (Debian package) is needed to synthesise the spoken answer');

  test('repeat sentence: the sentence plays, recording starts as it ends, and the repetition is scored', async ({ page }) => {
    test.setTimeout(120_000);
    await startSpeakingTask(page, 'repeat-sentence', item, 'Rae Repeater');

    const status = page.getByTestId('recorder-status');
    await expect(status).toHaveText('Listen to the recording');
    await expect(page.getByRole('button', { name: 'Skip preparation' })).toHaveCount(0);
    await expect(status).toHaveText('Recording', { timeout: 20_000 });
    await expect(status).toHaveText('Completed', { timeout: 40_000 });

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: /^Your result/ })).toContainText(/Total \d+ \/ 13/, { timeout: 30_000 });
    const content = await page.getByRole('progressbar', { name: /^Content: / }).getAttribute('aria-label');
    expect(Number(/Content: (\d) of 3/.exec(content ?? '')?.[1]), 'a clear repetition keeps most of the sentence').toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('heading', { name: 'The sentence', exact: true })).toBeVisible();
    await expect(page.getByText(item.answerKey.sentence, { exact: true })).toBeVisible();
  });
});
