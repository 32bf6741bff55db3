import { describe, expect, it } from 'vitest';
import { parseContentItem, type ContentItem } from '../content/content-item';
import { traitMaxima, type QuestionTypeDefinition } from '../question-type';
import { questionTypeList, questionTypes, type QuestionTypeId } from '../registry';
import { hasObjectiveScorer, scoreAnswer } from '../score-answer';
import { sampleItems } from '../testing/sample-items';

const item = (type: QuestionTypeId): ContentItem => parseContentItem(sampleItems[type]);

/** The answer that reproduces each objective type's key. */
const perfectAnswers: Partial<Record<QuestionTypeId, unknown>> = {
  'reading-writing-fill-in-the-blanks': { answers: { '1': 'falls', '2': 'compressed', '3': 'flow', '4': 'useful' } },
  'reading-multiple-choice-multiple-answers': { answers: ['C', 'A'] },
  're-order-paragraphs': { order: ['C', 'A', 'D', 'B'] },
  'reading-fill-in-the-blanks': { answers: { '1': 'fertile', '2': 'accept', '3': 'harvests' } },
  'reading-multiple-choice-single-answer': { answer: 'B' },
  'listening-multiple-choice-multiple-answers': { answers: ['A', 'D'] },
  'listening-fill-in-the-blanks': { answers: { '1': 'sediment', '2': 'delta', '3': 'agriculture', '4': 'populations' } },
  'highlight-correct-summary': { answer: 'B' },
  'listening-multiple-choice-single-answer': { answer: 'C' },
  'select-missing-word': { answer: 'A' },
  'highlight-incorrect-words': { answers: [14, 4] },
  'write-from-dictation': { answer: 'The library will close early on Friday for staff training.' },
};

describe('every task type definition', () => {
  it.each(questionTypeList.map((type) => [type.id, type] as const))('%s declares schemas, an audio flag and a rubric', (_id, type) => {
    const definition: QuestionTypeDefinition = type;
    expect(definition.traits.length).toBeGreaterThan(0);
    expect(new Set(definition.traits.map((trait) => trait.id)).size).toBe(definition.traits.length);
    const maxima = traitMaxima(definition.traits, item(type.id).answerKey, item(type.id).prompt);
    for (const max of Object.values(maxima)) expect(max).toBeGreaterThan(0);
    expect(['required', 'none']).toContain(definition.audio);
    expect(definition.audio === 'required').toBe(sampleItems[type.id].audio !== undefined);
  });

  it('has a pure scorer for every reading and listening type except summaries, and none for speaking and writing', () => {
    const scored = questionTypeList.filter((type) => hasObjectiveScorer(type.id)).map((type) => type.id);
    expect(scored.sort()).toEqual(Object.keys(perfectAnswers).sort());
    for (const type of questionTypeList) {
      if (type.section === 'speaking' || type.section === 'writing' || type.family === 'summarize') expect(hasObjectiveScorer(type.id)).toBe(false);
    }
    expect(scoreAnswer(item('read-aloud'), { recordingId: 'r1' })).toBeUndefined();
  });

  it.each(Object.entries(perfectAnswers))('%s gives full marks for the key, with rubric maxima and 90 per skill', (id, answer) => {
    const type = questionTypes[id as QuestionTypeId];
    const bankItem = item(type.id);
    const result = scoreAnswer(bankItem, answer)!;
    expect(result.taskType).toBe(type.id);
    expect(result.total.score).toBe(result.total.max);
    expect(Object.keys(result.traits)).toEqual(type.traits.map((trait) => trait.id));
    const maxima = traitMaxima<unknown, unknown>(type.traits, bankItem.answerKey, bankItem.prompt);
    for (const [trait, mark] of Object.entries(result.traits)) expect(mark.max).toBe(maxima[trait]);
    expect(result.skills).toEqual(Object.fromEntries(type.skills.map((skill) => [skill, 90])));
    expect(result.feedback.length).toBeGreaterThan(0);
    expect(result.correctAnswer).toBeDefined();
  });
});

describe('objective scorers through the registry', () => {
  type Case = [string, QuestionTypeId, unknown, number, number, RegExp | undefined];
  const cases: Case[] = [
    ['R MCMA: 2 right + 2 wrong = 0', 'reading-multiple-choice-multiple-answers', { answers: ['A', 'C', 'B', 'D'] }, 0, 2, /two wrong options, which cancelled two correct ones/],
    ['R MCMA: 1 right + 1 wrong = 0', 'reading-multiple-choice-multiple-answers', { answers: ['A', 'B'] }, 0, 2, /^You chose one wrong option, which cancelled a correct one: in PTE each wrong choice costs a point\.$/m],
    ['R MCMA: 1 right, 1 missed', 'reading-multiple-choice-multiple-answers', { answers: ['A'] }, 1, 2, /You missed one correct option/],
    ['R MCMA: nothing chosen', 'reading-multiple-choice-multiple-answers', { answers: [] }, 0, 2, /did not choose any option/],
    ['R MCMA: only wrong choices', 'reading-multiple-choice-multiple-answers', { answers: ['B', 'D', 'E'] }, 0, 2, /None of your choices was right/],
    ['L MCMA: 2 right + 1 wrong = 1', 'listening-multiple-choice-multiple-answers', { answers: ['A', 'D', 'E'] }, 1, 2, /recording|wrong option/],
    ['R MCSA: wrong', 'reading-multiple-choice-single-answer', { answer: 'A' }, 0, 1, /The answer is B, not A/],
    ['HCS: wrong', 'highlight-correct-summary', { answer: 'C' }, 0, 1, /recording/],
    ['SMW: right', 'select-missing-word', { answer: 'A' }, 1, 1, /Correct/],
    ['L MCSA: wrong', 'listening-multiple-choice-single-answer', { answer: 'B' }, 0, 1, /The answer is C/],
    ['R&W FIB: two right, one empty', 'reading-writing-fill-in-the-blanks', { answers: { '1': 'falls', '2': 'compress', '4': ' USEFUL ' } }, 2, 4, /left one blank empty/],
    ['R FIB: one right', 'reading-fill-in-the-blanks', { answers: { '1': 'fertile', '2': 'avoid', '3': 'dry' } }, 1, 3, /One blank of 3 is right/],
    ['L FIB: one misspelled', 'listening-fill-in-the-blanks', { answers: { '1': 'sediment', '2': 'Delta,', '3': 'agricultre', '4': 'populations.' } }, 3, 4, /Blank 3: you wrote “agricultre”, the speaker said “agriculture”/],
    ['Reorder: two correct pairs, nothing in place', 're-order-paragraphs', { order: ['A', 'D', 'B', 'C'] }, 2, 3, /Two pairs of neighbouring paragraphs out of 3 are in the right order/],
    ['HIW: one right, one wrong = 0', 'highlight-incorrect-words', { answers: [4, 8] }, 0, 2, /clicked one word the speaker did say/],
    ['HIW: one found, one missed', 'highlight-incorrect-words', { answers: [4] }, 1, 2, /missed one changed word: “half” \(the speaker said “two-thirds”\)/],
    ['WFD: one misspelled, one missing', 'write-from-dictation', { answer: 'The libary will close early on friday for staff' }, 8, 10, /you wrote “libary” for “library”/],
    ['WFD: empty', 'write-from-dictation', { answer: '' }, 0, 10, /did not type anything/],
  ];

  it.each(cases)('%s', (_label, type, answer, score, max, feedback) => {
    const result = scoreAnswer(item(type), answer)!;
    expect(result.total).toEqual({ score, max });
    if (feedback) expect(result.feedback.join('\n')).toMatch(feedback);
    for (const skill of questionTypes[type].skills) expect(result.skills[skill]).toBe(Math.round(10 + (80 * score) / max));
  });

  it('gives per-choice marks in display order', () => {
    const result = scoreAnswer(item('reading-multiple-choice-multiple-answers'), { answers: ['A', 'B'] })!;
    expect(result.details).toEqual({
      choices: [
        { id: 'A', selected: true, correct: true, mark: 1 },
        { id: 'B', selected: true, correct: false, mark: -1 },
        { id: 'C', selected: false, correct: true, mark: 0 },
        { id: 'D', selected: false, correct: false, mark: 0 },
        { id: 'E', selected: false, correct: false, mark: 0 },
      ],
    });
    expect(result.correctAnswer).toEqual(['A', 'C']);
  });

  it('gives per-blank marks', () => {
    const result = scoreAnswer(item('reading-fill-in-the-blanks'), { answers: { '1': 'fertile', '3': 'dry' } })!;
    expect(result.details).toEqual({
      blanks: [
        { blank: 1, given: 'fertile', expected: 'fertile', correct: true },
        { blank: 2, given: '', expected: 'accept', correct: false },
        { blank: 3, given: 'dry', expected: 'harvests', correct: false },
      ],
    });
  });

  it('gives the spec position score of a re-ordered answer as metrics', () => {
    const result = scoreAnswer(item('re-order-paragraphs'), { order: ['C', 'A', 'B', 'D'] })!;
    expect(result.metrics).toEqual({ correctItems: 2, totalItems: 4, readingScore: 45 });
    expect(result.traits['pairs']).toEqual({ score: 1, max: 3 });
  });

  it('gives per-word marks of a highlight answer in transcript order', () => {
    const result = scoreAnswer(item('highlight-incorrect-words'), { answers: [8, 4] })!;
    expect(result.details).toEqual({
      words: [
        { index: 4, shown: 'small', spoken: 'tiny', selected: true, incorrect: true, mark: 1 },
        { index: 8, shown: 'planet,', selected: true, incorrect: false, mark: -1 },
        { index: 14, shown: 'half', spoken: 'two-thirds', selected: false, incorrect: true, mark: 0 },
      ],
    });
  });

  it('gives word-level marks of a dictation answer', () => {
    const result = scoreAnswer(item('write-from-dictation'), { answer: 'The library will close on Friday for staff training today' })!;
    expect(result.words?.filter((word) => word.status !== 'correct')).toEqual([
      { text: 'early', status: 'omitted' },
      { text: 'today', status: 'inserted' },
    ]);
    expect(result.feedback.join('\n')).toMatch(/You missed one word: early/);
    expect(result.feedback.join('\n')).toMatch(/Extra words cost no points/);
  });

  it.each([
    ['reading-multiple-choice-single-answer', { answer: 'AB' }],
    ['reading-multiple-choice-single-answer', {}],
    ['reading-multiple-choice-multiple-answers', { answers: 'A' }],
    ['reading-fill-in-the-blanks', { answers: { '0': 'x' } }],
    ['reading-fill-in-the-blanks', { answers: { '1': 'x'.repeat(101) } }],
    ['highlight-incorrect-words', { answers: [-1] }],
    ['highlight-incorrect-words', { answers: [1.5] }],
    ['write-from-dictation', { answer: 'x'.repeat(501) }],
    ['re-order-paragraphs', { order: [] }],
  ] as const)('rejects a malformed %s answer %j', (type, answer) => {
    expect(() => scoreAnswer(item(type), answer)).toThrow();
  });
});
