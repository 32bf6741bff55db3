import { buildReorderAttemptResult, hasObjectiveScorer, parseContentItem, questionTypeList, sampleItems, scoreAnswer } from '@pte/exam';
import { describe, expect, it } from 'vitest';
import {
  assessmentResultSchema,
  blanksAssessRequestSchema,
  highlightIncorrectWordsAssessRequestSchema,
  multiAnswerAssessRequestSchema,
  objectiveAssessEndpoints,
  parseUserOrder,
  questionAttemptRequestSchema,
  reorderAttemptResultSchema,
  singleAnswerAssessRequestSchema,
  writeFromDictationAssessRequestSchema,
} from './assessment';

const emptyAnswers: Record<string, unknown> = {
  blanks: { answers: {} },
  'multi-answer': { answers: [] },
  'single-answer': { answer: 'A' },
  reorder: { order: ['A', 'B', 'C', 'D'] },
};

describe('assessmentResultSchema', () => {
  it.each(questionTypeList.filter((type) => hasObjectiveScorer(type.id)).map((type) => [type.id, type] as const))(
    'accepts what the %s scorer returns, with the fields the API adds',
    (_id, type) => {
      const item = parseContentItem(sampleItems[type.id]);
      const answer = type.id === 'write-from-dictation' ? { answer: 'the library' } : type.id === 'highlight-incorrect-words' ? { answers: [1] } : emptyAnswers[type.family];
      const scored = scoreAnswer(item, answer)!;
      const result = { ...scored, questionId: item.id, explanation: item.explanation };
      expect(assessmentResultSchema.parse(result)).toEqual(result);
    },
  );

  it('accepts a speaking assessment with word timings', () => {
    const result = {
      questionId: 'ra-001',
      taskType: 'read-aloud',
      traits: { content: { score: 40, max: 42 }, fluency: { score: 4, max: 5, raw: 4.3 }, pronunciation: { score: 3, max: 5 } },
      total: { score: 47, max: 52 },
      skills: { speaking: 82 },
      transcript: 'tides are caused',
      words: [{ text: 'tides', status: 'correct', start: 0.2, end: 0.6, quality: 0.9 }],
      metrics: { wordsPerMinute: 142 },
      feedback: ['Good pace.'],
    };
    expect(assessmentResultSchema.parse(result)).toEqual(result);
    expect(assessmentResultSchema.safeParse({ ...result, taskType: 'karaoke' }).success).toBe(false);
    expect(assessmentResultSchema.safeParse({ ...result, words: [{ text: 'x', status: 'great' }] }).success).toBe(false);
  });
});

describe('assess request schemas', () => {
  it.each([
    [blanksAssessRequestSchema, { questionId: 'rwfib-001', answers: { '1': 'falls', '2': 'compressed' } }],
    [multiAnswerAssessRequestSchema, { questionId: 'rmcma-001', answers: ['A', 'C'] }],
    [singleAnswerAssessRequestSchema, { questionId: 'rmcsa-001', answer: 'B' }],
    [writeFromDictationAssessRequestSchema, { questionId: 'wfd-001', answer: 'The library will close early.' }],
    [writeFromDictationAssessRequestSchema, { questionId: 'wfd-001', answer: '' }],
    [highlightIncorrectWordsAssessRequestSchema, { questionId: 'hiw-001', answers: [4, 14] }],
    [questionAttemptRequestSchema, { questionId: 'ro-001', user_answer: '["C","A","D","B"]', time_taken: 63 }],
  ] as const)('accepts a valid body (%#)', (schema, body) => {
    expect(schema.parse(body)).toEqual(body);
  });

  it.each([
    [blanksAssessRequestSchema, { answers: { '1': 'x' } }, 'questionId'],
    [blanksAssessRequestSchema, { questionId: 'q', answers: { a: 'x' } }, 'answers'],
    [blanksAssessRequestSchema, { questionId: 'q', answers: { '1': 'x'.repeat(101) } }, 'answers'],
    [blanksAssessRequestSchema, { questionId: 'q', answers: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [String(i + 1), 'x'])) }, 'answers'],
    [multiAnswerAssessRequestSchema, { questionId: 'q', answers: 'A' }, 'answers'],
    [multiAnswerAssessRequestSchema, { questionId: 'q', answers: Array(11).fill('A') }, 'answers'],
    [multiAnswerAssessRequestSchema, { questionId: 'q', answers: ['option A'] }, 'answers'],
    [singleAnswerAssessRequestSchema, { questionId: 'q' }, 'answer'],
    [singleAnswerAssessRequestSchema, { questionId: '   ', answer: 'A' }, 'questionId'],
    [writeFromDictationAssessRequestSchema, { questionId: 'q', answer: 'x'.repeat(501) }, 'answer'],
    [highlightIncorrectWordsAssessRequestSchema, { questionId: 'q', answers: [-1] }, 'answers'],
    [highlightIncorrectWordsAssessRequestSchema, { questionId: 'q', answers: ['4'] }, 'answers'],
    [questionAttemptRequestSchema, { questionId: 'q', user_answer: 'C,A,D,B', time_taken: 5 }, 'user_answer'],
    [questionAttemptRequestSchema, { questionId: 'q', user_answer: '[1,2]', time_taken: 5 }, 'user_answer'],
    [questionAttemptRequestSchema, { questionId: 'q', user_answer: '["C","A"]', time_taken: -1 }, 'time_taken'],
    [questionAttemptRequestSchema, { questionId: 'q', user_answer: '["C","A"]' }, 'time_taken'],
  ] as const)('rejects an invalid body (%#), naming %s', (schema, body, field) => {
    const parsed = schema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });

  it.each([
    ['["C","A","D","B"]', ['C', 'A', 'D', 'B']],
    ['[]', undefined],
    ['{"order":["A"]}', undefined],
    ['not json', undefined],
  ])('parseUserOrder(%j)', (text, expected) => {
    expect(parseUserOrder(text)).toEqual(expected);
  });
});

describe('reorderAttemptResultSchema', () => {
  it('accepts what buildReorderAttemptResult gives', () => {
    const result = buildReorderAttemptResult({
      questionId: 'ro-001',
      userOrder: ['C', 'A', 'B', 'D'],
      correctOrder: ['C', 'A', 'D', 'B'],
      timeTaken: 41,
      createdAt: new Date('2025-05-01T10:00:00Z'),
    });
    expect(reorderAttemptResultSchema.parse(result)).toEqual(result);
  });
});

describe('objectiveAssessEndpoints', () => {
  it('has one path per spec and issue assess call, answering under the key the spec reads', () => {
    const summary = Object.fromEntries(objectiveAssessEndpoints.map((endpoint) => [endpoint.path, endpoint.responseKey]));
    expect(summary).toEqual({
      '/reading-writing-fill-in-the-blanks/assess': 'results',
      '/reading-mcma/assess': 'results',
      '/reading-fill-in-the-blanks/assess': 'results',
      '/reading-mcsa/assess': 'result',
      '/listening-fill-in-the-blanks/assess': 'results',
      '/highlight-incorrect-words/assess': 'results',
      '/write-from-dictation/assess': 'result',
    });
    const mcsa = objectiveAssessEndpoints.find((endpoint) => endpoint.path === '/reading-mcsa/assess');
    expect(mcsa?.types).toEqual(['reading-multiple-choice-single-answer', 'highlight-correct-summary', 'listening-multiple-choice-single-answer', 'select-missing-word']);
  });

  it('reads blank answers keyed by blank order or as a list in blank order', () => {
    const blanks = objectiveAssessEndpoints.find((endpoint) => endpoint.path === '/reading-writing-fill-in-the-blanks/assess')!;
    expect(blanks.request.parse({ questionId: 'q', answers: ['falls', null, 'flow'] })).toEqual({ questionId: 'q', answers: { '1': 'falls', '3': 'flow' } });
    expect(blanks.request.parse({ questionId: 'q', answers: { '2': 'x' }, timeTaken: 12.5 })).toEqual({ questionId: 'q', answers: { '2': 'x' }, timeTaken: 12.5 });
    expect(blanks.request.safeParse({ questionId: 'q', answers: [3] }).success).toBe(false);
    expect(blanks.request.safeParse({ questionId: 'q', answers: {}, timeTaken: -1 }).success).toBe(false);
  });
});
