import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { questionTypeList, type QuestionTypeId } from '../registry';
import { sampleItems } from '../testing/sample-items';
import { contentItemSchema, parseContentItem, poolOf } from './content-item';
import { toPublicQuestion } from './public-question';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function sample(type: QuestionTypeId): Json {
  return structuredClone(sampleItems[type]) as Json;
}

function problems(json: unknown): string[] {
  try {
    parseContentItem(json);
    return [];
  } catch (error) {
    if (error instanceof z.ZodError) return error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw error;
  }
}

describe('parseContentItem', () => {
  it.each(questionTypeList.map((type) => [type.id]))('accepts the sample %s item', (id) => {
    expect(problems(sampleItems[id as QuestionTypeId])).toEqual([]);
  });

  it('rejects an unknown type', () => {
    expect(problems({ ...sample('read-aloud'), type: 'sing-a-song' })).toEqual(['type: Unknown task type']);
  });

  it('rejects unknown fields, so typos do not pass silently', () => {
    expect(problems({ ...sample('read-aloud'), explanaton: 'x' }).join()).toMatch(/explanaton/);
    const item = sample('reading-multiple-choice-single-answer');
    item.answerKey = { answer: 'B' };
    expect(problems(item).join('\n')).toMatch(/answerKey/);
  });

  it('requires audio where the type has it and refuses it elsewhere', () => {
    const listening = sample('write-from-dictation');
    delete listening.audio;
    expect(problems(listening).join()).toMatch(/^audio:/);
    const reading = { ...sample('reading-multiple-choice-single-answer'), audio: { script: 'x', voice: 'slt' } };
    expect(problems(reading)).toEqual(['audio: This task type has no audio']);
    expect(problems({ ...sample('write-from-dictation'), audio: { script: 'The library will close early on Friday for staff training.', voice: 'bob' } }).join()).toMatch(/audio\.voice/);
  });

  it('requires a model answer for speaking and writing items', () => {
    const essay = sample('write-essay');
    delete essay.modelAnswer;
    expect(problems(essay).join()).toMatch(/^modelAnswer:/);
    const readAloud = sample('read-aloud');
    delete readAloud.modelAnswer;
    expect(problems(readAloud).join()).toMatch(/^modelAnswer:/);
    expect(problems({ ...sample('reading-multiple-choice-single-answer'), modelAnswer: 'B' })).toEqual(['modelAnswer: This task type has no model answer']);
  });

  it('checks the common fields', () => {
    expect(problems({ ...sample('read-aloud'), id: 'Bad Id' }).join()).toMatch(/^id: Use a kebab-case id/);
    expect(problems({ ...sample('read-aloud'), difficulty: 'brutal' }).join()).toMatch(/^difficulty:/);
    expect(problems({ ...sample('read-aloud'), explanation: '   ' })).toEqual(['explanation: Explain the answer']);
  });

  it('takes an optional pool, "mock" alone: an item without one is a practice item', () => {
    const mock = parseContentItem({ ...sample('read-aloud'), pool: 'mock' });
    expect(mock.pool).toBe('mock');
    expect(poolOf(mock)).toBe('mock');
    expect(poolOf(parseContentItem(sample('read-aloud')))).toBe('practice');
    expect(problems({ ...sample('read-aloud'), pool: 'practice' })).toEqual([
      'pool: The only pool an item names is "mock"; leave the field out for a practice item',
    ]);
    expect(problems({ ...sample('read-aloud'), pool: 'exam' }).join()).toMatch(/^pool:/);
    // The pool is the bank's business: the learner never sees it.
    expect(toPublicQuestion(mock)).not.toHaveProperty('pool');
  });

  type Case = [string, QuestionTypeId, (item: Json) => void, RegExp];
  const cases: Case[] = [
    ['R&W FIB: blanks numbered out of order', 'reading-writing-fill-in-the-blanks', (item) => { item.prompt.passage = item.prompt.passage.replace('{{2}}', '{{9}}'); }, /Number the blanks/],
    ['R&W FIB: fewer answers than blanks', 'reading-writing-fill-in-the-blanks', (item) => { item.answerKey.answers.pop(); }, /four blanks but the key has three answers/],
    ['R&W FIB: fewer dropdowns than blanks', 'reading-writing-fill-in-the-blanks', (item) => { item.prompt.blanks.pop(); }, /one dropdown per blank/],
    ['R&W FIB: answer not among its options', 'reading-writing-fill-in-the-blanks', (item) => { item.answerKey.answers[1] = 'squeezed'; }, /answer to blank 2 .* not among its options/],
    ['R&W FIB: three options', 'reading-writing-fill-in-the-blanks', (item) => { item.prompt.blanks[0].options.pop(); }, /exactly 4 options/],
    ['R&W FIB: repeated option', 'reading-writing-fill-in-the-blanks', (item) => { item.prompt.blanks[0].options[3] = 'Falls'; }, /repeats an option/],
    ['R&W FIB: passage over 300 words', 'reading-writing-fill-in-the-blanks', (item) => { item.prompt.passage += ' word'.repeat(300); }, /at most 300 words/],
    ['R FIB: word bank lacks an answer', 'reading-fill-in-the-blanks', (item) => { item.prompt.wordBank[0] = 'crops'; }, /word bank lacks the answer to blank 3/],
    ['R FIB: too few distractors', 'reading-fill-in-the-blanks', (item) => { item.prompt.wordBank.pop(); }, /2–4 distractors/],
    ['R FIB: two blanks', 'reading-fill-in-the-blanks', (item) => { item.prompt.passage = item.prompt.passage.replace(' for good {{3}}', ''); item.answerKey.answers.pop(); item.prompt.wordBank.splice(0, 1); }, /Use 3–5 blanks/],
    ['R MCMA: correct option does not exist', 'reading-multiple-choice-multiple-answers', (item) => { item.answerKey.correct = ['A', 'G']; }, /"G" is not one of the options/],
    ['R MCMA: one correct option', 'reading-multiple-choice-multiple-answers', (item) => { item.answerKey.correct = ['A']; }, /at least 2 correct/],
    ['R MCMA: correct option listed twice', 'reading-multiple-choice-multiple-answers', (item) => { item.answerKey.correct = ['A', 'A']; }, /each correct option once/],
    ['R MCMA: option ids out of order', 'reading-multiple-choice-multiple-answers', (item) => { item.prompt.options[1].id = 'X'; }, /Option 2 must have id "B"/],
    ['R MCSA: correct option does not exist', 'reading-multiple-choice-single-answer', (item) => { item.answerKey.correct = 'E'; }, /"E" is not one of the options/],
    ['R MCSA: three options', 'reading-multiple-choice-single-answer', (item) => { item.prompt.options.pop(); }, /at least 4 options/],
    ['Reorder: display order already correct', 're-order-paragraphs', (item) => { item.answerKey.order = ['A', 'B', 'C', 'D']; }, /display order is already the correct order/],
    ['Reorder: key misses a paragraph', 're-order-paragraphs', (item) => { item.answerKey.order = ['C', 'A', 'D']; }, /every paragraph id exactly once/],
    ['Reorder: key repeats a paragraph', 're-order-paragraphs', (item) => { item.answerKey.order = ['C', 'A', 'A', 'B']; }, /every paragraph id exactly once/],
    ['Reorder: paragraph ids not A, B, C, D', 're-order-paragraphs', (item) => { item.prompt.paragraphs[3].id = 'E'; item.answerKey.order = ['C', 'A', 'E', 'B']; }, /Paragraph 4 must have id "D"/],
    ['Reorder: three paragraphs', 're-order-paragraphs', (item) => { item.prompt.paragraphs.pop(); item.answerKey.order = ['C', 'A', 'B']; }, /at least 4 paragraphs/],
    ['L FIB: transcript and answers do not give the script', 'listening-fill-in-the-blanks', (item) => { item.answerKey.answers[0] = 'silt'; }, /must equal the audio script/],
    ['L FIB: answer of two words', 'listening-fill-in-the-blanks', (item) => { item.answerKey.answers[3] = 'large populations'; }, /single word/],
    ['L FIB: blanks numbered out of order', 'listening-fill-in-the-blanks', (item) => { item.prompt.transcript = item.prompt.transcript.replace('{{1}}', '{{5}}'); }, /^prompt\.transcript: Number the blanks/m],
    ['L FIB: blank count differs from answers', 'listening-fill-in-the-blanks', (item) => { item.answerKey.answers.push('extra'); }, /four blanks but the key has five answers/],
    ['L MCMA: correct option does not exist', 'listening-multiple-choice-multiple-answers', (item) => { item.answerKey.correct = ['A', 'F']; }, /"F" is not one of the options/],
    ['HCS: five summaries', 'highlight-correct-summary', (item) => { item.prompt.options.push({ id: 'D', text: 'd' }, { id: 'E', text: 'e' }); }, /at most 4 options/],
    ['L MCSA: correct option does not exist', 'listening-multiple-choice-single-answer', (item) => { item.answerKey.correct = 'E'; }, /"E" is not one of the options/],
    ['SMW: correct option does not exist', 'select-missing-word', (item) => { item.answerKey.correct = 'Z'; }, /"Z" is not one of the options/],
    ['HIW: index past the end', 'highlight-incorrect-words', (item) => { item.answerKey.incorrectWords[1].index = 40; }, /past the end/],
    ['HIW: shown word is not at that index', 'highlight-incorrect-words', (item) => { item.answerKey.incorrectWords[0].index = 3; }, /Word 3 of the transcript is “a”, not “small”/],
    ['HIW: shown equals spoken', 'highlight-incorrect-words', (item) => { item.answerKey.incorrectWords[0].spoken = 'Small'; }, /shown and spoken words must differ/],
    ['HIW: another word differs from the script', 'highlight-incorrect-words', (item) => { item.audio.script = item.audio.script.replace('planet', 'world'); }, /Word 8 differs from the audio script/],
    ['HIW: spoken word is not what the script says', 'highlight-incorrect-words', (item) => { item.answerKey.incorrectWords[0].spoken = 'little'; }, /the audio script says “tiny”, not “little”/],
    ['HIW: script has more words', 'highlight-incorrect-words', (item) => { item.audio.script += ' Really.'; }, /only single words may differ/],
    ['HIW: index listed twice', 'highlight-incorrect-words', (item) => { item.answerKey.incorrectWords[1] = { ...item.answerKey.incorrectWords[0] }; }, /listed twice/],
    ['HIW: one changed word', 'highlight-incorrect-words', (item) => { item.answerKey.incorrectWords.pop(); }, /at least 2 words/],
    ['HIW: transcript with a leading space', 'highlight-incorrect-words', (item) => { item.prompt.transcript = ` ${item.prompt.transcript}`; }, /Remove spaces/],
    ['WFD: sentence differs from the script', 'write-from-dictation', (item) => { item.audio.script = 'The library will close early on Friday for staff meetings.'; }, /audio script must be exactly the sentence/],
    ['WFD: sentence too short', 'write-from-dictation', (item) => { item.answerKey.sentence = 'The library closes early.'; item.audio.script = 'The library closes early.'; }, /8–14 words \(it has 4\)/],
    ['RS: sentence differs from the script', 'repeat-sentence', (item) => { item.audio.script = 'Something else.'; }, /audio script must be exactly the sentence/],
    ['RA: text over 60 words', 'read-aloud', (item) => { item.prompt.text += ' more'.repeat(30); }, /at most 60 words/],
    ['DI: image not a file name', 'describe-image', (item) => { item.prompt.image = '../secret.txt'; }, /Name an image file/],
    ['ASQ: no accepted answer', 'answer-short-question', (item) => { item.answerKey.accepted = []; }, /at least 1/],
  ];

  it.each(cases)('%s', (_label, type, mutate, message) => {
    const item = sample(type);
    mutate(item);
    expect(problems(item).join('\n')).toMatch(message);
  });
});

describe('contentItemSchema', () => {
  it('returns the same schema for a type each time and types the item', () => {
    expect(contentItemSchema('write-from-dictation')).toBe(contentItemSchema('write-from-dictation'));
    const item = contentItemSchema('write-from-dictation').parse(sampleItems['write-from-dictation']);
    expect(item.answerKey.sentence).toBe('The library will close early on Friday for staff training.');
  });

  it('rejects an item of another type', () => {
    expect(contentItemSchema('write-from-dictation').safeParse(sampleItems['read-aloud']).success).toBe(false);
  });
});

describe('toPublicQuestion', () => {
  it.each(questionTypeList.map((type) => [type.id]))('keeps answers, scripts and explanations of %s back', (id) => {
    const item = parseContentItem(sampleItems[id as QuestionTypeId]);
    const question = toPublicQuestion(item);
    expect(Object.keys(question).sort()).toEqual(['difficulty', 'id', 'prompt', 'title', 'topic', 'type']);
    expect(question.prompt).toEqual(item.prompt);
    const text = JSON.stringify(question);
    expect(text).not.toContain(item.explanation);
    // Respond to a Situation shows its situation on screen while the audio reads the same text.
    if (item.audio && item.type !== 'respond-to-a-situation') expect(text).not.toContain(item.audio.script);
    if (item.modelAnswer) expect(text).not.toContain(item.modelAnswer);
  });
});
