import { encodeWav16 } from '@pte/audio';
import { describe, expect, it } from 'vitest';
import { assessSpeech } from './assess-speech';
import type { AlignedWord, Alignment, AlignmentUnit, Recognition, RecognitionContext, SpeechRecognizer } from './speech-recognizer';
import { concat, mix, noise, silence, voiced } from './test-signals';

/**
 * A scripted recogniser (test double): "hears" the given words spread evenly over the voiced part and
 * aligns whatever it is asked to, each phone with the given GOP. The real engine is tested in
 * speech-assessor.test.ts; this pins down the pipeline around it.
 */
class ScriptedRecognizer implements SpeechRecognizer {
  readonly name = 'scripted';
  contexts: RecognitionContext[] = [];
  constructor(
    private readonly heard: string[],
    private readonly options: { gop?: number; alignFails?: boolean } = {},
  ) {}
  async recognize(_pcm: Int16Array, context: RecognitionContext): Promise<Recognition> {
    this.contexts.push(context);
    return { words: this.heard.map((text, i) => ({ text, start: 0.4 + i * 0.3, end: 0.4 + i * 0.3 + 0.25 })), noises: [] };
  }
  async align(_pcm: Int16Array, units: AlignmentUnit[]): Promise<Alignment | null> {
    if (this.options.alignFails) return null;
    const words: AlignedWord[] = units.map((unit, index) => {
      const start = 0.4 + index * 0.3;
      const phones = unit.pronunciations[0]!;
      return {
        index,
        text: unit.text,
        start,
        end: start + 0.25,
        phones: phones.map((phone, k) => ({ phone, start: start + (k * 0.25) / phones.length, end: start + ((k + 1) * 0.25) / phones.length, gop: this.options.gop ?? -70 })),
      };
    });
    return { words, silences: [] };
  }
  syllables(word: string): number {
    return Math.max(1, (word.match(/[aeiouy]+/g) ?? []).length);
  }
  pronunciations(word: string): string[][] {
    return [[...word.toUpperCase().replace(/[^A-Z]/g, '')].map((letter) => ('AEIOU'.includes(letter) ? 'AH' : 'T'))];
  }
  close(): void {}
}

// One second of silence, then five seconds of voice: the recognition window starts 0.6 s in.
const recording = encodeWav16(mix(concat(silence(1), voiced(5), silence(0.5)), noise(6.5, 0.001)), 16_000);
const TEXT = 'The river flows quickly to the sea.';

describe('assessSpeech', () => {
  it('marks Read Aloud words, ignores hesitations and biases recognition to the reference', async () => {
    const recognizer = new ScriptedRecognizer(['the', 'um', 'river', 'goes', 'to', 'the', 'big', 'sea']);
    const result = await assessSpeech({ wav: recording, task: 'read-aloud', reference: TEXT, maxSeconds: 40 }, recognizer);
    expect(recognizer.contexts[0]).toEqual({ kind: 'reference', tokens: [[['the']], [['river']], [['flows']], [['quickly']], [['to']], [['the']], [['sea']]] });
    expect(result.words.map((word) => `${word.status}:${word.text}`)).toEqual([
      'correct:The', 'correct:river', 'substituted:flows', 'omitted:quickly', 'correct:to', 'correct:the', 'inserted:big', 'correct:sea',
    ]);
    expect(result.words[2]!.heard).toBe('goes');
    expect(result.traits.content).toEqual({ score: 4, max: 7, raw: 4 });
    expect(result.metrics.fillerCount).toBe(1);
    expect(result.transcript).toBe('the um river goes to the big sea');
    // Times are in the original recording, after the trimmed silence.
    expect(result.words[0]!.start).toBeGreaterThan(0.9);
    expect(result.feedback.some((line) => line.includes('“quickly”'))).toBe(true);
    expect(result.traits.fluency!.max).toBe(5);
    // The total is the predicted share of the item's own scale: its traits' maxima, 7 words + 5 + 5.
    expect(result.total.max).toBe(17);
    expect(Number.isInteger(result.total.score)).toBe(true);
  });

  it('gives better pronunciation to better goodness of pronunciation, all else equal', async () => {
    const words = ['the', 'river', 'flows', 'quickly', 'to', 'the', 'sea'];
    const good = await assessSpeech({ wav: recording, task: 'read-aloud', reference: TEXT, maxSeconds: 40 }, new ScriptedRecognizer(words, { gop: -60 }));
    const poor = await assessSpeech({ wav: recording, task: 'read-aloud', reference: TEXT, maxSeconds: 40 }, new ScriptedRecognizer(words, { gop: -250 }));
    expect(good.traits.pronunciation!.raw).toBeGreaterThan(poor.traits.pronunciation!.raw);
    expect(good.words[0]!.quality).toBeGreaterThan(poor.words[0]!.quality!);
    expect(poor.words.every((word) => word.weakPhones?.length)).toBe(true);
  });

  it('still scores fluency and pronunciation when forced alignment fails', async () => {
    const words = ['the', 'river', 'flows', 'quickly', 'to', 'the', 'sea'];
    const result = await assessSpeech({ wav: recording, task: 'read-aloud', reference: TEXT, maxSeconds: 40 }, new ScriptedRecognizer(words, { alignFails: true }));
    expect(result.traits.content!.score).toBe(7);
    expect(result.traits.fluency!.raw).toBeGreaterThan(0);
    expect(result.traits.pronunciation!.raw).toBeGreaterThan(0);
    expect(result.words.every((word) => word.start !== undefined && word.quality === undefined)).toBe(true);
  });

  it('scores an off-topic Re-tell Lecture 0 on every trait, with the reason first in the feedback', async () => {
    const recognizer = new ScriptedRecognizer(['i', 'like', 'pizza', 'very', 'much']);
    const result = await assessSpeech(
      { wav: recording, task: 're-tell-lecture', keyPoints: ['glaciers are melting faster', 'sea levels will rise'], maxSeconds: 40 },
      recognizer,
    );
    expect(recognizer.contexts[0]).toEqual({ kind: 'open', hints: [['glaciers', 'are', 'melting', 'faster'], ['sea', 'levels', 'will', 'rise']] });
    expect(result.traits).toEqual({
      content: { score: 0, max: 5, raw: 0 },
      fluency: { score: 0, max: 5, raw: 0 },
      pronunciation: { score: 0, max: 5, raw: 0 },
    });
    expect(result.total).toEqual({ score: 0, max: 15 });
    expect(result.feedback[0]).toBe(result.zeroReason);
    expect(result.keyPoints?.map((point) => point.coverage)).toEqual([0, 0]);
  });

  it('marks Answer Short Question with its single vocabulary trait', async () => {
    const result = await assessSpeech(
      { wav: recording, task: 'answer-short-question', accepted: ['thermometer'], maxSeconds: 10 },
      new ScriptedRecognizer(['a', 'thermometer']),
    );
    expect(result.traits).toEqual({ vocabulary: { score: 1, max: 1, raw: 1 } });
    expect(result.total).toEqual({ score: 1, max: 1 });
  });

  it('reports each speaker’s position in a discussion summary and advises on the views missed', async () => {
    const result = await assessSpeech(
      {
        wav: recording,
        task: 'summarize-group-discussion',
        keyPoints: ['the library may open all night'],
        positions: [
          { speaker: 'Nina', position: 'wants the library open all night' },
          { speaker: 'Tom', position: 'worries about the cost of night staff' },
        ],
        maxSeconds: 120,
      },
      new ScriptedRecognizer('nina wants the library open all night'.split(' ')),
    );
    expect(result.traits.content).toMatchObject({ max: 6 });
    expect(result.positions?.map((position) => [position.speaker, position.named])).toEqual([['Nina', true], ['Tom', false]]);
    expect(result.feedback).toContain('Give each speaker’s view: Tom — “worries about the cost of night staff”.');
  });

  it('reports the appropriacy of a reply to a situation and advises on the forms that do not suit the listener', async () => {
    const result = await assessSpeech(
      { wav: recording, task: 'respond-to-a-situation', keyPoints: ['asks for the seminar slides'], audience: { listener: 'lecturer', register: 'formal' }, maxSeconds: 40 },
      new ScriptedRecognizer('hey gonna need the seminar slides'.split(' ')),
    );
    expect(result.appropriacy).toMatchObject({ listener: 'lecturer', register: 'formal', unsuitable: ['hey', 'gonna'], share: 0 });
    expect(result.traits.content).toMatchObject({ max: 6 });
    expect(result.feedback).toContain('“hey”, “gonna” sound too casual for your lecturer; use full, polite forms.');
  });

  it('needs the task’s reference material', async () => {
    await expect(assessSpeech({ wav: recording, task: 'read-aloud', maxSeconds: 40 }, new ScriptedRecognizer([]))).rejects.toThrow(/reference text/);
    await expect(assessSpeech({ wav: recording, task: 'describe-image', maxSeconds: 40 }, new ScriptedRecognizer([]))).rejects.toThrow(/key points/);
  });
});
