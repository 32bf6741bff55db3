import { miniTestBlueprint, practiceRoute, questionTypes, sectionalBlueprint, type TestItemType } from '@pte/exam';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './e2e-environment';
import { canSynthesiseSpeech, fakeMicrophoneArgs, synthesiseMicrophoneInput } from './fake-microphone';
import { newLearner, registerThroughForm } from './learner-account';
import { bankIdsByPool, itemTitle, itemTypesOf, moveOnFromItem, secondsOnClock, startMockTest } from './mock-test-journey';
import { readSpeakingItem } from './speaking-journey';

// The first Read Aloud of Mock Test 1 is the mock pool's first (tests take the items kept for them in id order, never
// a practice item), read by flite. Chromium's fake microphone plays the file from the start each time a task opens the
// microphone, which it does as the task starts: the 38 s of silence before the reading outlast the introduction's 25 s
// and Read Aloud's 35 s of preparation (and the tone), so the speech falls into each recording.
const readAloud = readSpeakingItem<{ text: string }, unknown>('read-aloud', bankIdsByPool('read-aloud').mock[0]!);
const microphoneInput = canSynthesiseSpeech ? synthesiseMicrophoneInput('mock-test-answer', readAloud.prompt.text, { leadSeconds: 38 }) : '';

// A browser of its own for this file: the microphone's input is fixed when Chromium starts. Without flite the timer
// journeys still run, on Chromium's own fake microphone.
test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, ...(microphoneInput ? fakeMicrophoneArgs(microphoneInput) : ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'])],
  },
});

const speakingWritingTitle = 'Mock Test 1 · Part 1: Speaking and Writing';
const speakingWritingTypes = itemTypesOf(sectionalBlueprint('speaking-writing'));

/** The heading of the item on screen, which must be of `type`. */
function expectItemOfType(page: Page, type: TestItemType): Promise<void> {
  return expect(page.getByRole('heading', { level: 2, name: itemTitle(type), exact: true })).toBeVisible();
}

/** What must never be on screen during a test: a way back to an earlier item, or a result. */
async function expectExamMode(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: /\b(previous|back)\b/i })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /\b(previous|back)\b/i })).toHaveCount(0);
  // The same result card and trait bars the report's review shows (checked there).
  await expect(page.getByRole('heading', { name: /^Your result/ })).toHaveCount(0);
  await expect(page.getByRole('progressbar', { name: /: \d+ of \d+$/ })).toHaveCount(0);
  await expect(page.getByText(/likely between/i)).toHaveCount(0);
}

/** Lets the recorder of the item on screen prepare (no skipping in exam mode), record and end by itself. */
async function recordUntilCompleted(page: Page, prepareSeconds: number, answerSeconds: number): Promise<void> {
  const status = page.getByTestId('recorder-status');
  await expect(status).toHaveText(/^Beginning in \d+ seconds?$/);
  await expect(page.getByRole('button', { name: 'Skip preparation' })).toHaveCount(0);
  await expect(status).toHaveText('Recording', { timeout: (prepareSeconds + 5) * 1000 });
  await expect(page.getByRole('button', { name: 'Stop recording' })).toHaveCount(0);
  await expect(status).toHaveText('Completed', { timeout: (answerSeconds + 5) * 1000 });
  // Exam mode: no playback and no second take.
  await expect(page.getByRole('button', { name: 'Record again' })).toHaveCount(0);
  await expect(page.getByTestId('take-playback')).toHaveCount(0);
}

/** Checks a skill's figure on the report: its score and likely range, drawn (the band's accessible name) and in words. */
async function expectSkillFigure(page: Page, skill: string): Promise<void> {
  const band = page.getByRole('img', { name: new RegExp(`^${skill}: \\d+, likely between \\d+ and \\d+ on the 10 to 90 scale`) });
  await expect(band).toBeVisible();
  const [, score, low, high] = /: (\d+), likely between (\d+) and (\d+)/.exec((await band.getAttribute('aria-label')) ?? '')!.map(Number);
  const figure = { score: score!, low: low!, high: high! };
  expect(figure.low, `${skill}'s range`).toBeGreaterThanOrEqual(10);
  expect(figure.low).toBeLessThanOrEqual(figure.score);
  expect(figure.score).toBeLessThanOrEqual(figure.high);
  expect(figure.high).toBeLessThanOrEqual(90);
  const card = page
    .getByRole('region', { name: 'Your scores' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: skill, exact: true }) });
  await expect(card).toContainText(new RegExp(`Likely between ${figure.low} and ${figure.high} · from \\d+ items?`));
  await expect(card.locator('p').first()).toHaveText(String(figure.score));
}

/** The cells of the breakdown's row for `taskType`: items, answered, score, share, time used. */
function breakdownRow(page: Page, taskType: string): Locator {
  return page
    .getByRole('table', { name: 'Score per task type' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: taskType, exact: true }) })
    .getByRole('cell');
}

test.describe('a sectional test end to end', () => {
  test.skip(!canSynthesiseSpeech, 'flite (Debian package) is needed to synthesise the spoken answers');

  test('Part 1 with a fake microphone: record, move on without a way back, and read the report with its bands', async ({ page }) => {
    // About 2 minutes go on the introduction's and the Read Aloud's preparation and recording, as in the exam.
    test.setTimeout(300_000);
    await registerThroughForm(page, newLearner('Mira Mock'));
    await startMockTest(page, speakingWritingTitle);
    const itemCount = speakingWritingTypes.length;
    await expect(page.getByText(`Item 1 of ${itemCount}`, { exact: true })).toBeVisible();
    await expect(page.getByText('Part 1: Speaking and Writing', { exact: true })).toBeVisible();

    // 1. The personal introduction: 25 s to prepare, then the fake microphone's speech and silence are recorded.
    await expectItemOfType(page, 'personal-introduction');
    await expectExamMode(page);
    await recordUntilCompleted(page, 25, 30);
    await moveOnFromItem(page, 0, itemCount);

    // 2. The first Read Aloud: the passage the microphone reads, 35 s of preparation, then the reading until silence.
    await expectItemOfType(page, 'read-aloud');
    await expect(page.getByText(readAloud.prompt.text)).toBeVisible();
    await expectExamMode(page);
    await recordUntilCompleted(page, 35, 40);
    await expect(page.getByText(/The recording stopped after 3 seconds of silence/)).toBeVisible();
    await moveOnFromItem(page, 1, itemCount);

    // 3. The rest, quickly: each item in the blueprint's order, never a way back or a score; one summary and the essay typed.
    let summaryTyped = false;
    for (let position = 2; position < itemCount; position += 1) {
      const type = speakingWritingTypes[position]!;
      await expect(page.getByText(new RegExp(`^Item ${position + 1} of ${itemCount}\\b`))).toBeVisible();
      await expectItemOfType(page, type);
      await expectExamMode(page);
      if (type === 'summarize-written-text' && !summaryTyped) {
        await page.getByLabel('Your one-sentence summary').fill('The passage argues that careful planning helps cities grow in a fair and lasting way.');
        summaryTyped = true;
      }
      if (type === 'write-essay') await page.getByLabel('Your essay').fill('I believe that public transport should be free because it helps everyone.');
      await moveOnFromItem(page, position, itemCount);
    }

    // 4. The report: scoring finishes by itself, then the figures with their ranges, the breakdown and the review.
    await expect(page).toHaveURL(/\/mock-tests\/report\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: `Score report: ${speakingWritingTitle}` })).toBeVisible({ timeout: 90_000 });
    await expect(page.getByText(/^Scoring your answers/)).toHaveCount(0);
    await expect(page.getByText('A sectional test gives no overall score', { exact: false })).toBeVisible();
    await expectSkillFigure(page, 'Speaking');
    await expectSkillFigure(page, 'Writing');
    for (const skill of ['Reading', 'Listening']) {
      await expect(page.getByText(`This test has no item that feeds ${skill.toLowerCase()}.`)).toBeVisible();
    }

    const breakdown = page.getByRole('table', { name: 'Score per task type' });
    await expect(breakdown.getByRole('rowheader')).toHaveCount(new Set(speakingWritingTypes.filter((type) => type !== 'personal-introduction')).size);
    const expectedRows: [string, number, number][] = [
      ['Read Aloud', 6, 1],
      ['Repeat Sentence', 10, 0],
      ['Summarize Written Text', 2, 1],
      ['Write Essay', 1, 1],
    ];
    for (const [taskType, items, answered] of expectedRows) {
      const cells = breakdownRow(page, taskType);
      await expect(cells.nth(0)).toHaveText(String(items));
      await expect(cells.nth(1)).toHaveText(String(answered));
      await expect(cells.nth(2)).toHaveText(/^\d+(\.\d)? \/ \d+(\.\d)?$/);
      await expect(cells.nth(3)).toHaveText(/^\d+ %$/);
    }
    await expect(breakdownRow(page, 'Repeat Sentence').nth(2)).toHaveText(/^0 \/ \d+(\.\d)?$/);

    // The Read Aloud answer is reviewable: the question, the stored recording (played from the server) and its assessment.
    await page.getByRole('button', { name: 'Review item 2, Read Aloud' }).click();
    const review = page.locator('li').filter({ has: page.getByRole('button', { name: 'Hide item 2, Read Aloud' }) });
    await expect(review.getByText(readAloud.prompt.text)).toBeVisible({ timeout: 15_000 });
    await expect(review.getByRole('heading', { name: /^Your result/ })).toBeVisible();
    const content = await review.getByRole('progressbar', { name: /^Content: \d+ of \d+$/ }).getAttribute('aria-label');
    const [, heard, words] = /Content: (\d+) of (\d+)/.exec(content ?? '')!.map(Number);
    expect(words).toBe(readAloud.prompt.text.split(/\s+/).length);
    expect(heard, 'most words of the recorded reading are recognised').toBeGreaterThanOrEqual(Math.floor(words! * 0.7));
    await review.getByRole('button', { name: /^Play your (stored )?recording$/ }).click();
    await expect(review.locator('audio[aria-label^="Play your"]')).toHaveAttribute('src', /^blob:/);
  });
});

test('a reload in the middle of a test resumes at the same item with the time it had left', async ({ page }) => {
  test.setTimeout(90_000);
  await registerThroughForm(page, newLearner('Remy Reload'));
  await startMockTest(page, 'Mock Test 2 · Part 2: Reading');
  const readingTypes = itemTypesOf(sectionalBlueprint('reading'));
  const fullTime = await secondsOnClock(page);
  expect(fullTime, 'the reading section has about half an hour').toBeGreaterThan(20 * 60);
  await expect(page.getByRole('timer')).toContainText('Reading');

  await expectItemOfType(page, readingTypes[0]!);
  await page.getByLabel('Blank 1', { exact: true }).selectOption({ index: 1 });
  await moveOnFromItem(page, 0, readingTypes.length);
  await expectItemOfType(page, readingTypes[1]!);
  await page.waitForTimeout(5000);

  const before = await secondsOnClock(page);
  const readAt = Date.now();
  expect(before, 'the section clock has run since the start').toBeLessThanOrEqual(fullTime - 5);
  await page.reload();
  await expect(page.getByText(new RegExp(`^Item 2 of ${readingTypes.length}\\b`))).toBeVisible();
  await expectItemOfType(page, readingTypes[1]!);
  const after = await secondsOnClock(page);
  const expected = before - (Date.now() - readAt) / 1000;
  expect(Math.abs(after - expected), `the clock resumes at ${after} s, ${expected.toFixed(1)} s expected`).toBeLessThanOrEqual(3);
  expect(after, 'the clock is not reset to the full time').toBeLessThanOrEqual(fullTime - 5);
});

test('an item whose time runs out moves on by itself, and an abandoned test leaves nothing to resume', async ({ page }) => {
  test.setTimeout(150_000);
  await registerThroughForm(page, newLearner('Tim Timeout'));
  await startMockTest(page, 'Mini Mock Test');
  const miniTypes = itemTypesOf(miniTestBlueprint);
  const question = miniTypes.indexOf('answer-short-question');
  for (let position = 0; position < question; position += 1) {
    await expectItemOfType(page, miniTypes[position]!);
    await moveOnFromItem(page, position, miniTypes.length);
  }

  // Answer Short Question: its own clock (lead-in, audio, 10 s to answer, 10 s for the upload); nothing is done here.
  await expectItemOfType(page, 'answer-short-question');
  const clock = await secondsOnClock(page);
  const shownAt = Date.now();
  expect(clock).toBeGreaterThan(20);
  expect(clock).toBeLessThan(60);
  await expect(page.getByRole('timer')).toContainText('Answer Short Question');
  await expect(page.getByText(new RegExp(`^Item ${question + 2} of ${miniTypes.length}\\b`))).toBeVisible({ timeout: (clock + 20) * 1000 });
  expect((Date.now() - shownAt) / 1000, 'the item moved on when its clock ran out, not before').toBeGreaterThanOrEqual(clock - 2);
  await expectItemOfType(page, miniTypes[question + 1]!);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // Abandoning (after a confirmation) ends the test: back to the catalogue, with no test to resume.
  await page.getByRole('button', { name: 'Abandon test' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Abandon this test?' });
  await dialog.getByRole('button', { name: 'Abandon test' }).click();
  await expect(page).toHaveURL(/\/mock-tests$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Tests on offer' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Your test in progress/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Resume', exact: true })).toHaveCount(0);
});

test('a question kept for the mock tests is never offered for practice: not at its address, not in the question list', async ({ page }) => {
  const type = questionTypes['write-essay'];
  const { practice, mock } = bankIdsByPool(type.id);
  expect(mock.length, 'the bank keeps Write Essay items for the mock tests').toBeGreaterThan(0);
  await registerThroughForm(page, newLearner('Pia Pool'));

  await page.goto(`${practiceRoute(type)}?id=${mock[0]}`);
  await expect(page.getByRole('alert')).toContainText(`Question “${mock[0]}” is not available for practice: it is kept for the mock tests.`);
  await page.getByRole('button', { name: 'Go to question 1' }).click();
  await expect(page.getByRole('heading', { level: 1, name: type.title })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.getByRole('button', { name: 'Questions' }).click();
  await expect(page.getByRole('dialog', { name: `${type.title} questions` }).getByText(`${practice.length} questions`, { exact: true })).toBeVisible();
});
