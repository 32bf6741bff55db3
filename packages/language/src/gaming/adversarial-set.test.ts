/// <reference types="node" />
// Runs the adversarial set through the real assessor: every gamed answer stays within the limits of the traits it
// fakes and the feedback says what was recognised; no honest answer is penalised.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseContentItem, type ContentItem } from '@pte/exam';
import { beforeAll, describe, expect, it } from 'vitest';
import { assessWriting, prepareWritingAssessment } from '../assess-writing';
import { checkSpelling } from '../spelling/spell-check';
import { splitSentences } from '../text/segments';
import { tokenizeWords } from '../text/tokens';
import type { WritingAssessment, WritingAssessmentInput } from '../types';
import { adversarialSet, type AdversarialCase, type AdversarialItem } from './adversarial-set';
import { detectGaming } from './gaming-check';

const questionsDir = fileURLToPath(new URL('../../../../content/questions/', import.meta.url));
const taskDirs = ['writing/write-essay', 'writing/summarize-written-text', 'listening/summarize-spoken-text'];

const bankItems = new Map<string, ContentItem>();
for (const dir of taskDirs) {
  for (const file of readdirSync(join(questionsDir, dir)).filter((f) => f.endsWith('.json'))) {
    const item = parseContentItem(JSON.parse(readFileSync(join(questionsDir, dir, file), 'utf8')));
    bankItems.set(item.id, item);
  }
}

function bankItem(id: string): ContentItem {
  const item = bankItems.get(id);
  if (!item) throw new Error(`No bank item ${id}`);
  return item;
}

function adversarialItem(id: string): AdversarialItem {
  const item = bankItem(id);
  switch (item.type) {
    case 'write-essay':
      return { id, prompt: item.prompt.question, modelAnswer: item.modelAnswer };
    case 'summarize-written-text':
      return { id, source: item.prompt.passage, modelAnswer: item.modelAnswer };
    case 'summarize-spoken-text':
      return { id, source: item.audio?.script, modelAnswer: item.modelAnswer };
    default:
      throw new Error(`${id} is not a writing item`);
  }
}

function inputOf(testCase: AdversarialCase): WritingAssessmentInput {
  const text = typeof testCase.answer === 'string' ? testCase.answer : testCase.answer(adversarialItem(testCase.itemId), adversarialItem);
  return itemInput(bankItem(testCase.itemId), text);
}

function itemInput(item: ContentItem, text: string): WritingAssessmentInput {
  switch (item.type) {
    case 'write-essay':
      return { task: item.type, text, prompt: item.prompt.question, keyAspects: item.answerKey.keyAspects };
    case 'summarize-written-text':
      return { task: item.type, text, sourceText: item.prompt.passage, keyIdeas: item.answerKey.keyIdeas };
    case 'summarize-spoken-text':
      return { task: item.type, text, sourceText: item.audio?.script, keyIdeas: item.answerKey.keyIdeas };
    default:
      throw new Error(`${item.id} is not a writing item`);
  }
}

function summary(result: WritingAssessment): string {
  const traits = Object.entries(result.traits).map(([trait, score]) => `${trait} ${score!.score}/${score!.max}`).join(', ');
  return `${traits}; total ${result.total.score}/${result.total.max}; gates ${result.gates.map((g) => g.rule).join(', ') || 'none'}\n${result.feedback.join('\n')}`;
}

const gamed = adversarialSet.filter((c) => c.gaming !== 'honest');
const honest = adversarialSet.filter((c) => c.gaming === 'honest');

beforeAll(async () => {
  await prepareWritingAssessment();
}, 120_000);

describe('adversarial set', () => {
  it('has at least 60 gamed answers across the three tasks and every kind, and 20 honest ones', () => {
    expect(gamed.length).toBeGreaterThanOrEqual(60);
    expect(honest.length).toBeGreaterThanOrEqual(20);
    for (const prefix of ['we-', 'swt-', 'sst-']) expect(gamed.filter((c) => c.itemId.startsWith(prefix)).length, prefix).toBeGreaterThanOrEqual(12);
    const kinds = new Set(gamed.map((c) => c.gaming));
    for (const kind of ['repetition', 'keyword-list', 'copied-source', 'copied-prompt', 'template', 'gibberish', 'rare-word-salad', 'linking-word-list', 'off-topic', 'all-capitals']) expect(kinds.has(kind as AdversarialCase['gaming']), kind).toBe(true);
    for (const testCase of gamed) expect(testCase.limits && testCase.feedback?.length, testCase.name).toBeTruthy();
    expect(new Set(adversarialSet.map((c) => c.name)).size).toBe(adversarialSet.length);
  });

  it.each(gamed.map((c) => [c.name, c] as const))('gamed: %s', async (_name, testCase) => {
    const result = await assessWriting(inputOf(testCase));
    const report = summary(result);
    for (const [trait, limit] of Object.entries(testCase.limits?.traits ?? {})) {
      const score = result.traits[trait as keyof typeof result.traits];
      if (score) expect(score.score, `${trait} ≤ ${limit}\n${report}`).toBeLessThanOrEqual(limit);
    }
    if (testCase.limits?.total !== undefined) expect(result.total.score, `total ≤ ${testCase.limits.total} of the maximum\n${report}`).toBeLessThanOrEqual(testCase.limits.total * result.total.max + 1e-9);
    for (const pattern of testCase.feedback ?? []) expect(result.feedback.join('\n'), report).toMatch(pattern);
    // Gaming with a place in the text is marked there.
    if (!['off-topic', 'all-capitals'].includes(testCase.gaming)) {
      expect(result.issues.some((i) => i.source === `gaming:${testCase.gaming}` || i.source.startsWith('content:')), report).toBe(true);
    }
  });

  it.each(honest.map((c) => [c.name, c] as const))('not penalised: %s', async (_name, testCase) => {
    const result = await assessWriting(inputOf(testCase));
    const report = summary(result);
    expect(result.issues.filter((i) => i.source.startsWith('gaming:')).map((i) => `${i.source}: ${result.issues.length > 0 ? inputOf(testCase).text.slice(i.start, i.end) : ''}`), report).toEqual([]);
    expect(result.feedback.filter((line) => / recognised:/.test(line)), report).toEqual([]);
    for (const [trait, floor] of Object.entries(testCase.floors ?? {})) {
      const score = result.traits[trait as keyof typeof result.traits];
      if (score) expect(score.score, `${trait} ≥ ${floor}\n${report}`).toBeGreaterThanOrEqual(floor);
    }
  });
});

describe('the bank\'s model answers', () => {
  // The gaming checks need no grammar checker: words, sentences and the spelling check are enough.
  function gamingOf(item: ContentItem) {
    const input = itemInput(item, item.modelAnswer ?? '');
    const sentences = splitSentences(input.text);
    const tokens = tokenizeWords(input.text);
    const { issues } = checkSpelling(tokens, new Set(sentences.map((s) => s.start)));
    return detectGaming(input, { text: input.text, tokens, sentences, issues });
  }

  it('are not taken for gaming, on any of the 150 writing items', () => {
    const withModelAnswers = [...bankItems.values()].filter((item) => item.modelAnswer);
    expect(withModelAnswers.length).toBeGreaterThanOrEqual(150);
    const flagged = withModelAnswers.flatMap((item) => gamingOf(item).findings.map((f) => `${item.id}: ${f.kind} ${f.share.toFixed(2)}`));
    expect(flagged).toEqual([]);
  });
});
