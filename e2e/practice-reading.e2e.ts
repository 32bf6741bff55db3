import { expect, test, type Page } from '@playwright/test';
import { newLearner, registerThroughForm } from './learner-account';
import { correctAnswerSection, expectExplanation, expectNewestAttempt, expectTraitScore, openFirstQuestion, submitAndReadResult } from './practice-journey';

interface Option {
  id: string;
  text: string;
}

/** The label (option row) holding the checkbox or radio of `option`, where its mark is shown after submission. */
function optionRow(page: Page, role: 'checkbox' | 'radio', option: Option) {
  return page.locator('label').filter({ has: page.getByRole(role, { name: option.text }) });
}

/** PTE's re-order score, computed here independently of the app: 1 per adjacent pair that is also adjacent, in order, in the key. */
function adjacentPairScore(order: readonly string[], key: readonly string[]): number {
  let score = 0;
  for (let i = 0; i + 1 < order.length; i++) {
    const at = key.indexOf(order[i]!);
    if (at >= 0 && key[at + 1] === order[i + 1]) score++;
  }
  return score;
}

/** Paragraphs of `order` at the same position as in `key`. */
function positionsRight(order: readonly string[], key: readonly string[]): number {
  return order.filter((id, index) => key[index] === id).length;
}

test.beforeEach(async ({ page }) => {
  await registerThroughForm(page, newLearner('Rea Ding'));
});

test('multiple choice, multiple answers: one right and one wrong option score 0 and the right options are shown', async ({ page }) => {
  const item = await openFirstQuestion<{ options: Option[] }, { correct: string[] }>(page, 'reading-multiple-choice-multiple-answers');
  const correct = item.answerKey.correct;
  const right = item.prompt.options.find((option) => correct.includes(option.id))!;
  const wrong = item.prompt.options.find((option) => !correct.includes(option.id))!;
  const missed = item.prompt.options.filter((option) => correct.includes(option.id) && option.id !== right.id);
  expect(missed.length, 'the item has more than one right option').toBeGreaterThan(0);

  await page.getByRole('checkbox', { name: right.text }).check();
  await page.getByRole('checkbox', { name: wrong.text }).check();
  const card = await submitAndReadResult(page);

  // +1 for the right option, −1 for the wrong one (PTE's negative marking), never below 0.
  await expectTraitScore(card, 'Choices', 0, correct.length);
  await expect(correctAnswerSection(card)).toContainText(correct.join(', '));
  await expect(optionRow(page, 'checkbox', right)).toContainText('Correct: you chose it');
  await expect(optionRow(page, 'checkbox', wrong)).toContainText('Incorrect: you chose it');
  for (const option of missed) await expect(optionRow(page, 'checkbox', option)).toContainText('Correct answer: not chosen');
  await expect(page.getByRole('checkbox', { name: right.text })).toBeDisabled();
  await expectExplanation(card, item.explanation);
  await expectNewestAttempt(page, 0, correct.length);
});

test('re-order paragraphs: a partly right order (by drag and by keyboard) gets the adjacent-pair score', async ({ page }) => {
  const item = await openFirstQuestion<{ paragraphs: Option[] }, { order: string[] }>(page, 're-order-paragraphs');
  const key = item.answerKey.order;
  expect(key.length, 'the item has at least 4 paragraphs').toBeGreaterThanOrEqual(4);
  // The first two in the right order, the rest reversed: partly right whatever the length.
  const order = [key[0]!, key[1]!, ...key.slice(2).reverse()];
  const textOf = (id: string) => item.prompt.paragraphs.find((paragraph) => paragraph.id === id)!.text;
  const source = page.getByRole('list', { name: 'Source' });
  const yours = page.getByRole('list', { name: 'Your order' });

  await test.step('drag the first paragraph into your order', async () => {
    await source.getByRole('listitem').filter({ hasText: textOf(order[0]!) }).dragTo(yours);
    await expect(yours.getByRole('listitem')).toHaveCount(1);
    await expect(yours.getByRole('listitem').first()).toContainText(textOf(order[0]!));
  });

  await test.step('add the others with the keyboard, then move one down and back up', async () => {
    for (const id of order.slice(1)) {
      await page.getByRole('button', { name: `Add ${id} to your order` }).press('Enter');
    }
    await expect(source.getByText('Every paragraph is in your order.')).toBeVisible();
    const second = order[1]!;
    await page.getByRole('button', { name: `Move ${second} down` }).press('Enter');
    await expect(yours.getByRole('listitem').nth(2)).toContainText(textOf(second));
    await expect(page.getByText(`Paragraph ${second} is now number 3 of ${order.length} in your order.`)).toBeAttached();
    await page.getByRole('button', { name: `Move ${second} up` }).press('Enter');
    for (const [index, id] of order.entries()) await expect(yours.getByRole('listitem').nth(index)).toContainText(textOf(id));
  });

  const card = await submitAndReadResult(page);
  const pairs = adjacentPairScore(order, key);
  const positions = positionsRight(order, key);
  expect(pairs, 'the order is partly right').toBeGreaterThan(0);
  expect(pairs).toBeLessThan(key.length - 1);

  await expectTraitScore(card, 'Pairs', pairs, key.length - 1);
  await expect(card.getByRole('definition').filter({ hasText: `${positions} of ${key.length}` })).toBeVisible();
  // One Reading number: the 10–90 estimate from the pair score (10 + 80 × pairs / max), not a second one from positions.
  await expect(card.getByText(`reading ${Math.round(10 + (80 * pairs) / (key.length - 1))}`, { exact: true })).toBeVisible();
  await expect(card.getByText('Reading score')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: `Correct order: ${key.join(' → ')}` })).toBeVisible();
  await expect(yours.getByText(`${order[0]} → ${order[1]}: right pair`)).toBeVisible();
  await expect(yours.getByText(`${order[1]} → ${order[2]}: not a pair in the passage`)).toBeVisible();
  await expectExplanation(card, item.explanation);
  await expectNewestAttempt(page, pairs, key.length - 1);
});

test('reading & writing fill in the blanks: half the blanks right scores k of n and shows the right words', async ({ page }) => {
  const item = await openFirstQuestion<{ blanks: { options: string[] }[] }, { answers: string[] }>(page, 'reading-writing-fill-in-the-blanks');
  const answers = item.answerKey.answers;
  // Odd blanks right, even blanks wrong.
  const chosen = answers.map((answer, index) => (index % 2 === 0 ? answer : item.prompt.blanks[index]!.options.find((option) => option !== answer)!));
  const rightCount = chosen.filter((choice, index) => choice === answers[index]).length;

  for (const [index, choice] of chosen.entries()) {
    await page.getByRole('combobox', { name: `Blank ${index + 1}` }).selectOption(choice);
  }
  const card = await submitAndReadResult(page);

  await expectTraitScore(card, 'Blanks', rightCount, answers.length);
  await expect(page.getByText('Correct', { exact: true })).toHaveCount(rightCount);
  for (const [index, answer] of answers.entries()) {
    await expect(page.getByRole('combobox', { name: `Blank ${index + 1}` })).toBeDisabled();
    if (index % 2 === 1) await expect(page.getByText(`Incorrect: the answer is “${answer}”`, { exact: true })).toBeVisible();
  }
  await expect(correctAnswerSection(card)).toContainText(answers.join(', '));
  await expectExplanation(card, item.explanation);
  await expectNewestAttempt(page, rightCount, answers.length);
});
