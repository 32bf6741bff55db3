import { describe, expect, it } from 'vitest';
import { describeExplanation, explainTrait } from './score-explanations';
import type { LinearModel } from './trait-models';

const model: LinearModel = {
  intercept: 3,
  features: {
    articulationRate: { weight: 0.4, center: 3, scale: 0.8, min: 1, max: 5 },
    fillersPerWord: { weight: -0.3, center: 0.05, scale: 0.05, min: 0, max: 0.3 },
    // Points the other way from its bands: it only corrects for a correlated measure.
    speechRate: { weight: -0.1, center: 2.8, scale: 0.8, min: 1, max: 5 },
  },
};
const typical = {
  articulationRate: [1.5, 2, 2.5, 3, 3.5, 4],
  fillersPerWord: [0.3, 0.2, 0.1, 0.06, 0.03, 0.01],
  speechRate: [1.2, 1.8, 2.3, 2.8, 3.2, 3.6],
};

describe('explainTrait', () => {
  it('names the measures that would lift the trait most, against their typical values one band up, and a next step', () => {
    const explanation = explainTrait({ score: 3, max: 5, raw: 3.2 }, model, { articulationRate: 2.2, fillersPerWord: 0.2, speechRate: 1.5 }, typical);
    expect(explanation?.pulledDownBy).toEqual([
      { measure: 'hesitations such as “um”', value: '20 per 100 words', typicalHigher: '3 per 100 words' },
      { measure: 'pace while speaking', value: '2.2 syllables/s', typicalHigher: '3.5 syllables/s' },
    ]);
    expect(explanation?.nextStep).toMatch(/“um”/);
    expect(describeExplanation('Oral fluency', { score: 3, max: 5, raw: 3.2 }, explanation!)).toBe(
      'Oral fluency 3/5: held back most by hesitations such as “um”, 20 per 100 words (about 3 per 100 words at 4/5); ' +
        'pace while speaking, 2.2 syllables/s (about 3.5 syllables/s at 4/5). Next step: Replace “um” and “uh” with a short silent pause.',
    );
  });

  it('says nothing for a trait at its maximum, a zeroed trait, or measures already better than one band up', () => {
    expect(explainTrait({ score: 5, max: 5, raw: 4.8 }, model, { articulationRate: 2 }, typical)).toBeUndefined();
    expect(explainTrait({ score: 0, max: 5, raw: 0 }, model, { articulationRate: 2 }, typical)).toBeUndefined();
    expect(explainTrait({ score: 3, max: 5, raw: 3 }, model, { articulationRate: 4.2, fillersPerWord: 0, speechRate: 1 }, typical)).toBeUndefined();
  });
});
