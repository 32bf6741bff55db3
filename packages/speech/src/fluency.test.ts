import { describe, expect, it } from 'vitest';
import { measureFluency, type TimedWord } from './fluency';

function timeline(spec: string): TimedWord[] {
  // "word:start-end" items; "|" after a word marks a phrase end; "~" prefix marks a filler.
  return spec.split(' ').map((item) => {
    const match = item.match(/^(~?)([a-z]+)(\|?):([\d.]+)-([\d.]+)$/)!;
    return {
      text: match[2]!,
      filler: match[1] === '~',
      phraseEndsAfter: match[3] === '|',
      start: Number(match[4]),
      end: Number(match[5]),
      syllables: match[1] === '~' ? 1 : 2,
    };
  });
}

describe('measureFluency', () => {
  it('separates pauses inside phrases from pauses at phrase boundaries and measures runs', () => {
    const metrics = measureFluency(timeline('one:0.5-1 two|:1-1.5 three:2-2.5 four:2.6-3 five:4.2-4.7'), 6, 0);
    expect(metrics.leadingSilenceSeconds).toBe(0.5);
    expect(metrics.pauseCount).toBe(2);
    expect(metrics.pausesBetweenPhrases).toBe(1);
    expect(metrics.pausesWithinPhrases).toBe(1);
    expect(metrics.longPauseCount).toBe(1);
    expect(metrics.pauseSeconds).toBeCloseTo(1.7);
    expect(metrics.meanLengthOfRun).toBeCloseTo(10 / 3);
    expect(metrics.syllableCount).toBe(10);
    expect(metrics.speechRate).toBeCloseTo(10 / 4.2, 2);
    expect(metrics.articulationRate).toBeCloseTo(10 / 2.5, 2);
    expect(metrics.trailingSilenceSeconds).toBeCloseTo(1.3);
  });

  it('counts hesitations, breaks runs at them and applies the 3-second silence rule', () => {
    const metrics = measureFluency(timeline('~um:3.5-3.8 one:3.8-4.2 two:4.2-4.6 ~uh:4.6-5 three:5-5.5'), 6, 1);
    expect(metrics.fillerCount).toBe(2);
    expect(metrics.wordCount).toBe(3);
    expect(metrics.silencesOver3Seconds).toBe(1);
    expect(metrics.repetitionCount).toBe(1);
    expect(metrics.meanLengthOfRun).toBe(3);
  });

  it('reports an empty answer as all silence', () => {
    const metrics = measureFluency([], 5, 0);
    expect(metrics.wordCount).toBe(0);
    expect(metrics.silencesOver3Seconds).toBe(1);
  });
});
