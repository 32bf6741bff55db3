import { practiceRoute, questionTypes, type QuestionTypeId } from '@pte/exam';
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './e2e-environment';
import { newLearner, registerThroughForm } from './learner-account';

/** A speaking item of the bank as stored, with the parts a journey speaks from. */
export interface SpeakingItem<Prompt = Record<string, unknown>, AnswerKey = Record<string, unknown>> {
  id: string;
  title: string;
  prompt: Prompt;
  answerKey: AnswerKey;
}

/** Reads `content/questions/speaking/<type>/<id>.json`: the item whose answer the fake microphone will speak. */
export function readSpeakingItem<Prompt, AnswerKey>(typeId: QuestionTypeId, id: string): SpeakingItem<Prompt, AnswerKey> {
  const type = questionTypes[typeId];
  return JSON.parse(readFileSync(join(repoRoot, 'content', 'questions', type.section, type.id, `${id}.json`), 'utf8')) as SpeakingItem<Prompt, AnswerKey>;
}

/**
 * Registers a new learner, opens `item` on its task's practice page and skips the microphone check offered before
 * the first speaking task, which starts the task (and the fake microphone's input).
 */
export async function startSpeakingTask(page: Page, typeId: QuestionTypeId, item: Pick<SpeakingItem, 'id' | 'title'>, learnerName: string): Promise<void> {
  await registerThroughForm(page, newLearner(learnerName));
  await page.goto(`${practiceRoute(questionTypes[typeId])}?id=${item.id}`);
  await expect(page.getByRole('heading', { level: 2, name: item.title })).toBeVisible();
  const check = page.getByTestId('microphone-check');
  await check.getByRole('button', { name: 'Skip the check' }).click();
  await expect(check).toBeHidden();
}
