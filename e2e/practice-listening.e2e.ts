import { expect, test, type Page } from '@playwright/test';
import { newLearner, registerThroughForm } from './learner-account';
import { correctAnswerSection, expectExplanation, expectNewestAttempt, expectTraitScore, openFirstQuestion, submitAndReadResult } from './practice-journey';

interface Option {
  id: string;
  text: string;
}

interface ChangedWord {
  index: number;
  shown: string;
  spoken: string;
}

/** The recording player of the question on the page. */
function recording(page: Page) {
  return page.getByRole('region', { name: 'Recording' });
}

/** Checks the page's recording is served (range support, long cache lifetime) and loads in the audio element. */
async function expectRecordingLoads(page: Page): Promise<void> {
  const audio = recording(page).locator('audio');
  const src = await audio.getAttribute('src');
  expect(src, 'the question has an audio URL').toBeTruthy();
  const partial = await page.request.get(src!, { headers: { Range: 'bytes=0-1023' } });
  expect(partial.status()).toBe(206);
  expect(partial.headers()['content-type']).toMatch(/^audio\//);
  // The URL is versioned by content hash, so it may be cached for long.
  expect(partial.headers()['cache-control']).toMatch(/max-age=\d{6,}/);
  expect((await partial.body()).length).toBe(1024);
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => (element.error ? -1 : element.readyState))).toBeGreaterThanOrEqual(1);
  const duration = await audio.evaluate((element: HTMLAudioElement) => element.duration);
  expect(duration).toBeGreaterThan(1);
  await expect(recording(page)).not.toContainText('–:––');
}

test.beforeEach(async ({ page }) => {
  await registerThroughForm(page, newLearner('Lis Tening'));
});

test('write from dictation: one wrong word scores the other words of n and shows the sentence', async ({ page }) => {
  const item = await openFirstQuestion<Record<string, never>, { sentence: string }>(page, 'write-from-dictation');
  const sentence = item.answerKey.sentence;
  const words = sentence.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  // Replace the longest word with one that is not in the sentence; case and the final full stop are PTE-irrelevant.
  const replaced = words.reduce((longest, word) => (word.length > longest.length ? word : longest));
  const typed = words.map((word) => (word === replaced ? 'xylophone' : word.toLowerCase())).join(' ');
  await expectRecordingLoads(page);

  await page.getByLabel('Type the sentence you heard').fill(typed);
  const card = await submitAndReadResult(page);

  await expectTraitScore(card, 'Words', words.length - 1, words.length);
  await expect(correctAnswerSection(card)).toContainText(sentence);
  const marks = page.getByRole('list', { name: 'Words of the sentence' });
  await expect(marks.getByRole('listitem')).toHaveCount(words.length);
  await expect(marks.getByText(/\(not credited\)/)).toHaveCount(1);
  await expect(marks.getByText(`${replaced} (not credited)`)).toBeVisible();
  await expectExplanation(card, item.explanation);
  await expectNewestAttempt(page, words.length - 1, words.length);
});

test('highlight incorrect words: one right and one wrong click score 0 and every changed word is shown', async ({ page }) => {
  const item = await openFirstQuestion<{ transcript: string }, { incorrectWords: ChangedWord[] }>(page, 'highlight-incorrect-words');
  const changed = item.answerKey.incorrectWords;
  const found = changed[0]!;
  const changedIndexes = new Set(changed.map((word) => word.index));
  const wrongIndex = item.prompt.transcript.split(/\s+/).findIndex((_, index) => !changedIndexes.has(index));
  const transcript = page.getByRole('group', { name: 'Transcript: select the words that differ from the recording' });
  const words = transcript.getByRole('button');
  await expect(words).toHaveCount(item.prompt.transcript.split(/\s+/).length);
  await expectRecordingLoads(page);

  await words.nth(found.index).click();
  await words.nth(wrongIndex).click();
  await expect(words.nth(found.index)).toHaveAttribute('aria-pressed', 'true');
  await expect(words.nth(wrongIndex)).toHaveAttribute('aria-pressed', 'true');
  const card = await submitAndReadResult(page);

  // +1 for the changed word found, −1 for a word the speaker did say.
  await expectTraitScore(card, 'Words', 0, changed.length);
  const marks = page.getByRole('list', { name: 'Marks' });
  await expect(marks.getByRole('listitem').filter({ hasText: `Found: the speaker said “${found.spoken}”` })).toHaveCount(1);
  await expect(marks.getByRole('listitem').filter({ hasText: 'The speaker said this word' })).toHaveCount(1);
  for (const word of changed.slice(1)) {
    await expect(marks.getByRole('listitem').filter({ hasText: `Missed: the speaker said “${word.spoken}”` })).toHaveCount(1);
  }
  for (const word of changed) await expect(correctAnswerSection(card)).toContainText(`“${word.shown}” (the speaker said “${word.spoken}”)`);
  await expectExplanation(card, item.explanation);
  await expectNewestAttempt(page, 0, changed.length);
});

test('listening multiple choice, single answer: the recording loads and plays, and a wrong choice reveals the right one', async ({ page }) => {
  const item = await openFirstQuestion<{ question: string; options: Option[] }, { correct: string }>(page, 'listening-multiple-choice-single-answer');
  const right = item.prompt.options.find((option) => option.id === item.answerKey.correct)!;
  const wrong = item.prompt.options.find((option) => option.id !== item.answerKey.correct)!;

  await test.step('the recording loads and starts on request', async () => {
    await expect(recording(page).getByRole('status')).toContainText(/Beginning in \d+ seconds?/);
    await expectRecordingLoads(page);
    await recording(page).getByRole('button', { name: 'Start now' }).click();
    await expect(recording(page).getByRole('status')).toHaveText('Playing');
    await expect.poll(() => recording(page).locator('audio').evaluate((element: HTMLAudioElement) => element.currentTime)).toBeGreaterThan(0);
  });

  await page.getByRole('radio', { name: wrong.text }).check();
  const card = await submitAndReadResult(page);

  await expectTraitScore(card, 'Choice', 0, 1);
  await expect(correctAnswerSection(card)).toContainText(right.id);
  const rowOf = (option: Option) => page.locator('label').filter({ has: page.getByRole('radio', { name: option.text }) });
  await expect(rowOf(right)).toContainText('Correct answer: not chosen');
  await expect(rowOf(wrong)).toContainText('Incorrect: you chose it');
  await expectExplanation(card, item.explanation);
  await expect(card.getByRole('heading', { name: 'Transcript', exact: true })).toBeVisible();
  await expect(card.getByText(item.audio!.script, { exact: true })).toBeVisible();
  await expectNewestAttempt(page, 0, 1);
});
