import { practiceRoute, questionTypes } from '@pte/exam';
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot } from './e2e-environment';
import { newLearner, registerThroughForm } from './learner-account';
import { openFirstQuestion, submitAndReadResult } from './practice-journey';

const readAloud = questionTypes['read-aloud'];
const readAloudGuide = `/resources/study-materials/${readAloud.id}`;

/** The `# Title` of a Help Center article as the server's content folder holds it. */
async function helpArticleTitle(slug: string): Promise<string> {
  const markdown = await readFile(join(repoRoot, 'content', 'help', `${slug}.md`), 'utf8');
  const title = /^# (.+)$/m.exec(markdown)?.[1];
  if (!title) throw new Error(`content/help/${slug}.md has no title`);
  return title.trim();
}

/** The practice page's address, with or without the `?page=` the practice page adds once its question is loaded. */
function practicePageUrl(path: string): RegExp {
  return new RegExp(`${path}(\\?page=\\d+)?$`);
}

/** The assistant's latest answer in the conversation. */
function latestAnswer(page: Page) {
  return page.getByRole('list', { name: 'Conversation' }).getByRole('article', { name: 'Assistant’s answer' }).last();
}

/** Types `question` into the assistant's box, sends it with Enter and waits until it is answered. */
async function askAssistant(page: Page, question: string): Promise<void> {
  const answers = page.getByRole('list', { name: 'Conversation' }).getByRole('article', { name: 'Assistant’s answer' });
  const before = await answers.count();
  const box = page.getByRole('textbox', { name: 'Your question' });
  await box.fill(question);
  await box.press('Enter');
  await expect(answers).toHaveCount(before + 1, { timeout: 20_000 });
  await expect(page.getByRole('list', { name: 'Conversation' }).getByRole('article', { name: 'Your question' }).last()).toHaveText(question);
  await expect(box).toHaveValue('');
}

test('a practice page leads to its guide, whose scoring table lists the task’s traits, and the guide leads back to practice', async ({ page }) => {
  await registerThroughForm(page, newLearner('Gia Guide'));
  await page.goto(practiceRoute(readAloud));
  await expect(page.getByRole('heading', { level: 1, name: readAloud.title })).toBeVisible();

  await page.getByRole('link', { name: `Read the ${readAloud.title} guide` }).click();
  await expect(page).toHaveURL(new RegExp(`${readAloudGuide}$`));
  await expect(page.getByRole('heading', { level: 1, name: readAloud.title })).toBeVisible();
  const contents = page.getByRole('navigation', { name: 'On this page' });
  await expect(contents.getByRole('link', { name: 'How it is scored' })).toHaveAttribute('href', '#how-it-is-scored');

  // The scoring table names exactly the registry's traits, in the order the score card shows them.
  await expect(page.getByRole('heading', { level: 2, name: 'How it is scored' })).toBeVisible();
  const scoring = page.getByRole('region', { name: /^Table: Trait, Points/ });
  await expect(scoring.locator('tbody tr td:first-child')).toHaveText(readAloud.traits.map((trait) => trait.label));
  await expect(scoring.getByRole('row', { name: /Oral fluency 5/ })).toBeVisible();

  // "Practise Read Aloud" is offered under the title and again at the end of the guide; both lead to the task.
  const practise = page.getByRole('link', { name: `Practise ${readAloud.title}` });
  await expect(practise).toHaveCount(2);
  await practise.first().click();
  await expect(page).toHaveURL(practicePageUrl(practiceRoute(readAloud)));
  await expect(page.getByRole('heading', { level: 1, name: readAloud.title })).toBeVisible();
  await expect(page.getByRole('link', { name: `Read the ${readAloud.title} guide` })).toBeVisible();
});

test('the Help Center finds the microphone article, also when the search word has a typo', async ({ page }) => {
  const title = await helpArticleTitle('microphone-setup');
  await registerThroughForm(page, newLearner('Hal Helpme'));
  await page.goto('/resources/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search the help articles' });
  const results = page.getByRole('region', { name: 'Search results' });

  await search.fill('microphone');
  await expect(results.getByRole('status')).toHaveText(/^\d+ articles? match(es)? “microphone”\.$/);
  await expect(results.getByRole('link').first()).toHaveText(title);
  await results.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/resources\/help\/microphone-setup$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();

  await page.getByRole('link', { name: 'All help articles' }).click();
  await expect(page).toHaveURL(/\/resources\/help$/);
  // One letter missing: the search still ranks the microphone article first.
  await search.fill('micropone');
  await expect(results.getByRole('status')).toHaveText(/match(es)? “micropone”\.$/);
  await expect(results.getByRole('link').first()).toHaveText(title);

  // A search that matches nothing says so and points to the contact form.
  await search.fill('zzqxj');
  await expect(results.getByRole('status')).toHaveText('No article matches “zzqxj”. Try other words, or write to us below.');
  await expect(results.getByRole('link')).toHaveCount(0);
});

test('the assistant answers how Read Aloud is scored with a citation to the guide’s section, says when it does not know, and deletes the conversation', async ({
  page,
}) => {
  await registerThroughForm(page, newLearner('Ava Asker'));
  await page.goto('/ai-assistant');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Assistant' })).toBeVisible();
  await expect(page.getByText('Ask your first question')).toBeVisible();

  await askAssistant(page, 'How is Read Aloud scored?');
  const answer = latestAnswer(page);
  await expect(answer).toContainText('From the study guides and Help Center');
  await expect(answer).toContainText(/Oral fluency: 5/);
  const citation = answer.getByRole('navigation', { name: 'Sources' }).getByRole('link', { name: `${readAloud.title} › How it is scored` });
  await expect(citation).toHaveAttribute('href', `${readAloudGuide}#how-it-is-scored`);

  // The citation opens the guide at the section it quotes, scrolled so that section's heading is at the top.
  await citation.click();
  await expect(page).toHaveURL(new RegExp(`${readAloudGuide}#how-it-is-scored$`));
  const section = page.getByRole('heading', { level: 2, name: 'How it is scored' });
  await expect(section).toBeInViewport();
  await expect.poll(async () => (await section.boundingBox())?.y ?? -1).toBeLessThan(200);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  // Back on the assistant, the conversation is still there (it is kept on the server).
  await page.goBack();
  await expect(page).toHaveURL(/\/ai-assistant$/);
  await expect(page.getByRole('list', { name: 'Conversation' }).getByRole('article', { name: 'Your question' })).toHaveText(['How is Read Aloud scored?']);

  await askAssistant(page, 'What is the capital of France?');
  const unknown = latestAnswer(page);
  await expect(unknown).toContainText('Not covered by the guides');
  await expect(unknown).toContainText(/^Not covered by the guides\s*I do not know the answer to that/);
  await expect(unknown.getByRole('navigation', { name: 'Sources' }).getByRole('link')).toHaveCount(2);

  // Deleting asks first; Cancel keeps everything.
  await page.getByRole('button', { name: 'Delete my conversation' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete your conversation?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('list', { name: 'Conversation' }).getByRole('article')).toHaveCount(4);

  await page.getByRole('button', { name: 'Delete my conversation' }).click();
  await confirm.getByRole('button', { name: 'Delete conversation' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Your conversation was deleted.')).toBeVisible();
  await expect(page.getByText('Ask your first question')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Conversation' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete my conversation' })).toHaveCount(0);

  // The conversation is gone on the server too, not only from the page.
  await page.reload();
  await expect(page.getByText('Ask your first question')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Conversation' })).toHaveCount(0);
});

test('“Explain this result” explains a practice result from its marks with the guide’s sections, and keeps the exchange in the conversation', async ({ page }) => {
  await registerThroughForm(page, newLearner('Eli Explain'));
  const item = await openFirstQuestion<{ options: { id: string; text: string }[] }, { correct: string[] }>(page, 'reading-multiple-choice-multiple-answers');
  const wrong = item.prompt.options.find((option) => !item.answerKey.correct.includes(option.id))!;
  await page.getByRole('checkbox', { name: wrong.text }).check();
  const card = await submitAndReadResult(page);

  await card.getByRole('button', { name: 'Explain this result' }).click();
  const explanation = card.getByRole('list', { name: 'Explanation' }).getByRole('article', { name: 'Assistant’s answer' });
  await expect(explanation).toContainText('From your results', { timeout: 20_000 });
  await expect(explanation).toContainText(`Choices: 0 / ${item.answerKey.correct.length} — chosen but wrong: ${wrong.id}`);
  const guide = '/resources/study-materials/reading-multiple-choice-multiple-answers#how-it-is-scored';
  await expect(explanation.getByRole('navigation', { name: 'Sources' }).locator(`a[href="${guide}"]`)).toBeVisible();
  await expect(card.getByRole('status')).toHaveText('The explanation of your result is ready.');

  await card.getByRole('link', { name: 'AI Assistant' }).click();
  await expect(page).toHaveURL(/\/ai-assistant$/);
  await expect(page.getByRole('list', { name: 'Conversation' }).getByRole('article', { name: 'Your question' })).toHaveText([
    /^Explain my Multiple Choice, Multiple Answers \(Reading\) result of \d{1,2} \w{3} \d{4}$/,
  ]);
});
