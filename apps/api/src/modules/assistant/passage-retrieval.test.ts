import { beforeAll, describe, expect, it } from 'vitest';
import { contentDir } from '../../../test/bank-items';
import { readContentPassages, type ContentPassage } from './content-passages';
import { answerFromPassages } from './passage-answer';
import { createPassageIndex, isRelevant, pagesOf, type PassageIndex } from './passage-index';
import { retrievalQuestions, unanswerableQuestions } from './retrieval-questions';

/** The least top-1 and top-3 accuracy the retrieval test set must keep, a little below what it measures (0.959 and 1.000 over 73 questions). */
const minimumAccuracy = { top1: 0.93, top3: 0.97 } as const;

describe('retrieval over the guides and Help Center', () => {
  let passages: ContentPassage[];
  let index: PassageIndex;

  beforeAll(async () => {
    passages = await readContentPassages(contentDir);
    index = createPassageIndex(passages);
  });

  it('has a test set of at least 60 questions whose pages all exist', () => {
    expect(retrievalQuestions.length).toBeGreaterThanOrEqual(60);
    const pages = new Set(passages.map((passage) => passage.page));
    const missing = retrievalQuestions.flatMap((entry) => entry.pages.filter((page) => !pages.has(page)));
    expect(missing).toEqual([]);
  });

  it('finds the page that answers each question: top-1 and top-3 accuracy above their thresholds', () => {
    let top1 = 0;
    let top3 = 0;
    const misses: string[] = [];
    for (const { question, pages } of retrievalQuestions) {
      const ranked = pagesOf(index.search(question, 30)).slice(0, 3);
      if (pages.includes(ranked[0] ?? '')) top1 += 1;
      if (ranked.some((page) => pages.includes(page))) top3 += 1;
      else misses.push(`${question} → ${ranked.join(', ')}`);
    }
    const accuracy = { top1: top1 / retrievalQuestions.length, top3: top3 / retrievalQuestions.length };
    console.info(`Assistant retrieval over ${retrievalQuestions.length} questions: top-1 ${accuracy.top1.toFixed(3)}, top-3 ${accuracy.top3.toFixed(3)}`);
    expect(accuracy.top1, misses.join('\n')).toBeGreaterThanOrEqual(minimumAccuracy.top1);
    expect(accuracy.top3, misses.join('\n')).toBeGreaterThanOrEqual(minimumAccuracy.top3);
  });

  it('answers every test question from a relevant passage, citing the section it quotes', () => {
    for (const { question } of retrievalQuestions) {
      const hits = index.search(question, 10);
      const answer = answerFromPassages(question, hits);
      expect(answer, question).not.toBeNull();
      expect(answer!.citations[0]).toEqual({ title: hits[0]!.passage.title, href: hits[0]!.passage.href, section: hits[0]!.passage.heading });
    }
  });

  it('finds nothing relevant for questions the guides do not cover', () => {
    for (const question of unanswerableQuestions) {
      const hits = index.search(question, 10);
      expect(hits.filter(isRelevant).map((hit) => hit.passage.id), question).toEqual([]);
      expect(answerFromPassages(question, hits), question).toBeNull();
    }
  });
});
