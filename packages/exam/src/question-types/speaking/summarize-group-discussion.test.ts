import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseContentItem } from '../../content/content-item';
import { scriptTurns } from '../../content/item-audio';
import { traitMaxima } from '../../question-type';
import { sampleItems } from '../../testing/sample-items';
import { newSpeakingTaskMaxima } from './new-task-maxima';
import { summarizeGroupDiscussion } from './summarize-group-discussion';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const sample = (): Json => structuredClone(sampleItems['summarize-group-discussion']) as Json;

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

/** The sample item with its script, cast and (optionally) voice replaced. */
function withAudio(lines: string[], cast: Record<string, string>, voice = Object.values(cast)[0]): Json {
  const item = sample();
  item.audio = { script: lines.join('\n'), voice, cast };
  return item;
}

const cast = { Nina: 'slt', Tom: 'rms', 'Dr Hale': 'awb' };
const twoTurnsEach = ['Nina: One.', 'Tom: Two.', 'Dr Hale: Three.', 'Nina: Four.', 'Tom: Five.', 'Dr Hale: Six.'];

describe('scriptTurns', () => {
  it.each([
    ['Nina: Hello there.', [{ speaker: 'Nina', text: 'Hello there.', line: 0 }]],
    ['Dr Hale:   Yes: quite.\n\nTom: No.', [{ speaker: 'Dr Hale', text: 'Yes: quite.', line: 0 }, { speaker: 'Tom', text: 'No.', line: 2 }]],
    ['just words', [{ speaker: '', text: 'just words', line: 0 }]],
  ])('reads %j as turns', (script, turns) => {
    expect(scriptTurns(script)).toEqual(turns);
  });
});

describe('Summarize Group Discussion items', () => {
  it('reads its content, fluency and pronunciation maxima from the one table', () => {
    const item = parseContentItem(sample());
    expect(traitMaxima(summarizeGroupDiscussion.traits, item.answerKey, item.prompt)).toEqual(newSpeakingTaskMaxima['summarize-group-discussion']);
    expect(summarizeGroupDiscussion.timings).toEqual({ audioLeadSeconds: 3, prepareSeconds: 10, answerSeconds: 120 });
  });

  it('accepts three speakers in three voices, each with 2–3 turns', () => {
    expect(problems(sample())).toEqual([]);
    expect(problems(withAudio([...twoTurnsEach, 'Tom: Seven.'], cast))).toEqual([]);
    expect(problems(withAudio(twoTurnsEach, { ...cast, Tom: 'kal16' }))).toEqual([]);
  });

  it.each<[string, Json, string]>([
    ['no cast', { ...sample(), audio: { script: 'One voice only.', voice: 'slt' } }, 'audio.cast: A discussion needs a cast'],
    ['two speakers', withAudio(['Nina: One.', 'Tom: Two.', 'Nina: Three.', 'Tom: Four.'], { Nina: 'slt', Tom: 'rms' }), 'exactly 3 speakers'],
    ['a shared voice', withAudio(twoTurnsEach, { ...cast, Tom: 'slt' }), 'Give each speaker a different voice'],
    ['two voices that sound alike', withAudio(twoTurnsEach, { Nina: 'kal16', Tom: 'rms', 'Dr Hale': 'awb' }), 'rms and kal16 sound alike'],
    ['one turn', withAudio(twoTurnsEach.slice(0, 5), cast), 'Dr Hale takes 1 turn(s)'],
    ['four turns', withAudio([...twoTurnsEach, 'Tom: Seven.', 'Tom: Eight.'], cast), 'Tom takes 4 turn(s)'],
    ['a stranger', withAudio([...twoTurnsEach, 'Sam: Hi.'], cast), 'audio.script: Line 7 names “Sam”, who is not in the cast'],
    ['a line that is not a turn', withAudio([...twoTurnsEach, 'Applause.'], cast), 'Line 7 must be a turn'],
    ['the wrong voice', withAudio(twoTurnsEach, cast, 'awb'), "audio.voice: Set voice to the first speaker's (Nina: slt)"],
    ['a long discussion', withAudio(twoTurnsEach.map((line) => `${line} ${'word '.repeat(80)}`), cast), 'keep it to 450'],
  ])('rejects %s', (_case, item, message) => {
    expect(problems(item).join('\n')).toContain(message);
  });

  it('requires one position for each cast member', () => {
    const renamed = sample();
    renamed.answerKey.positions[2].speaker = 'Dr Hall';
    expect(problems(renamed)).toEqual([
      'answerKey.positions.2.speaker: “Dr Hall” is not in the cast',
      'answerKey.positions: Give Dr Hale’s position exactly once (found 0)',
    ]);
    const twice = sample();
    twice.answerKey.positions[1].speaker = 'Nina';
    expect(problems(twice).join('\n')).toContain('Give Nina’s position exactly once (found 2)');
    const short = sample();
    short.answerKey.positions.pop();
    expect(problems(short).join('\n')).toContain('Give one position for each of the 3 speakers');
  });
});
