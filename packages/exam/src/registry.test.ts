import { describe, expect, it } from 'vitest';
import { practiceRoute } from './question-type';
import { findQuestionTypeByFetchSection, findQuestionTypeByRoute, questionTypeList, questionTypes } from './registry';

const specRoutes = [
  '/speaking/read-aloud', '/speaking/repeat-sentence', '/speaking/describe-image', '/speaking/re-tell-lecture',
  '/speaking/answer-short-question', '/writing/summarize-written-text', '/writing/write-essay',
  '/reading/reading-writing-fill-in-the-blanks', '/reading/multiple-choice-multiple-answers',
  '/reading/re-order-paragraphs', '/reading/multiple-choice-single-answer', '/listening/summarize-spoken-text',
  '/listening/multiple-choice-multiple-answers', '/listening/fill-in-the-blanks', '/listening/highlight-correct-summary',
  '/listening/multiple-choice-single-answer', '/listening/select-missing-word', '/listening/highlight-incorrect-words',
  '/listening/write-from-dictation',
];

const specSections = [
  'speaking-read-aloud', 'speaking-repeat-sentence', 'speaking-describe-image', 'speaking-re-tell-lecture',
  'speaking-answer-short-question', 'writing-summarize-text', 'reading-writing-fill-in-the-blanks', 'reading-mcsa',
  'reading-mcma', 'reading-reorder-paragraphs', 'listening-mcsa', 'listening-mcma', 'listening-highlight-summary',
  'listening-select-missing-word',
];

describe('question-type registry', () => {
  it('has a practice type for every practice route of the spec sidebar', () => {
    for (const route of specRoutes) expect(findQuestionTypeByRoute(route), route).toBeDefined();
  });

  it('serves every fetch section the spec names', () => {
    for (const section of specSections) expect(findQuestionTypeByFetchSection(section), section).toBeDefined();
  });

  it('keys each definition by its own id, with unique routes and fetch sections', () => {
    for (const [id, type] of Object.entries(questionTypes)) expect(type.id).toBe(id);
    const routes = questionTypeList.map(practiceRoute);
    expect(new Set(routes).size).toBe(routes.length);
    const fetchSections = questionTypeList.map((type) => type.fetchSection);
    expect(new Set(fetchSections).size).toBe(fetchSections.length);
  });

  it('registers the two speaking tasks added in August 2025, with their own routes and assess paths', () => {
    expect(questionTypeList).toHaveLength(22);
    for (const [id, assessPath] of [
      ['summarize-group-discussion', '/summarize-group-discussion/assess'],
      ['respond-to-a-situation', '/respond-to-a-situation/assess'],
    ] as const) {
      expect(findQuestionTypeByRoute(`/speaking/${id}`)?.id).toBe(id);
      expect(findQuestionTypeByFetchSection(`speaking-${id}`)?.id).toBe(id);
      expect(questionTypes[id].assessPath).toBe(assessPath);
    }
  });

  it('uses the spec assess paths for the single- and multiple-answer listening types', () => {
    expect(questionTypes['listening-multiple-choice-multiple-answers'].assessPath).toBe('/reading-mcma/assess');
    for (const id of ['highlight-correct-summary', 'listening-multiple-choice-single-answer', 'select-missing-word'] as const) {
      expect(questionTypes[id].assessPath).toBe('/reading-mcsa/assess');
    }
  });
});
