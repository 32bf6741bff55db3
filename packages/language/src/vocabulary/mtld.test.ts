import { describe, expect, it } from 'vitest';
import { mtld } from './mtld';

describe('mtld', () => {
  it('is 0 for no words', () => {
    expect(mtld([])).toBe(0);
  });

  it('scores a repetitive text far below a varied one', () => {
    const repetitive = 'the cat and the dog and the cat and the dog and the cat and the dog'.split(' ');
    const varied = ('researchers measured how rapidly coastal cities expanded while rural villages slowly emptied during recent '
      + 'decades because younger families moved towards ports offering steady wages better schools cheaper transport and '
      + 'livelier cultural scenes than remote farms could provide').split(' ');
    expect(mtld(repetitive)).toBeLessThan(10);
    expect(mtld(varied)).toBeGreaterThan(30);
  });

  it('does not fall just because a text is longer', () => {
    const words = Array.from({ length: 400 }, (_, i) => `w${i % 60}`);
    expect(mtld(words) / mtld(words.slice(0, 200))).toBeGreaterThan(0.85);
    expect(mtld(words) / mtld(words.slice(0, 200))).toBeLessThan(1.15);
  });
});
