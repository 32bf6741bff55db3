import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseContentItem } from '../../content/content-item';
import { traitMaxima } from '../../question-type';
import { sampleItems } from '../../testing/sample-items';
import { newSpeakingTaskMaxima } from './new-task-maxima';
import { respondToASituation } from './respond-to-a-situation';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const sample = (): Json => structuredClone(sampleItems['respond-to-a-situation']) as Json;

/** The problems the bank parser reports for an item, as `path: message`. */
function problems(item: Json): string[] {
  try {
    parseContentItem(item);
    return [];
  } catch (error) {
    if (error instanceof z.ZodError) return error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw error;
  }
}

describe('Respond to a Situation items', () => {
  it('reads its maxima from the one table and keeps the exam timings', () => {
    const item = parseContentItem(sample());
    expect(traitMaxima(respondToASituation.traits, item.answerKey, item.prompt)).toEqual(newSpeakingTaskMaxima['respond-to-a-situation']);
    expect(respondToASituation.timings.prepareSeconds).toBe(10);
    expect(respondToASituation.timings.answerSeconds).toBe(40);
  });

  it('accepts the sample, with any register', () => {
    expect(problems(sample())).toEqual([]);
    for (const register of ['formal', 'neutral', 'informal']) expect(problems({ ...sample(), answerKey: { ...sample().answerKey, register } })).toEqual([]);
  });

  it.each<[string, (item: Json) => void, string]>([
    ['a script that is not the situation', (item) => (item.audio.script = 'Something else.'), 'audio.script: The audio script must be exactly the situation text'],
    ['a cast', (item) => (item.audio.cast = { Ann: 'kal16' }), 'audio.cast: A situation is read by one voice'],
    ['an unknown register', (item) => (item.answerKey.register = 'casual'), 'answerKey.register'],
    ['no listener', (item) => delete item.answerKey.listener, 'answerKey.listener'],
    ['no key points', (item) => (item.answerKey.keyPoints = []), 'answerKey.keyPoints: List at least 1'],
    ['a situation of 61 words', (item) => {
      item.prompt.situation = 'word '.repeat(61).trim();
      item.audio.script = item.prompt.situation;
    }, 'prompt.situation: Use at most 60 words'],
  ])('rejects %s', (_case, change, message) => {
    const item = sample();
    change(item);
    expect(problems(item).join('\n')).toContain(message);
  });
});
