import type { SpeechTraitScore } from './speech-assessment';
import type { LinearModel } from './trait-models';

/** How a measure is named and shown to a learner, and what to do when it holds a score down. */
interface MeasureWording {
  name: string;
  show(value: number): string;
  nextStep: string;
}

const percent = (value: number) => `${Math.round(value * 100)} %`;
const perHundredWords = (value: number) => `${Math.round(value * 100)} per 100 words`;
const fixed = (digits: number, unit = '') => (value: number) => `${value.toFixed(digits)}${unit}`;

const WORDING: Record<string, MeasureWording> = {
  gopZMean: { name: 'how close your sounds were to their usual form', show: fixed(2, ' SD'), nextStep: 'Listen to a model reading of the text and copy each vowel and consonant, slowly at first.' },
  gopZWorst: { name: 'your weakest sounds', show: fixed(2, ' SD'), nextStep: 'Practise the sounds named below one word at a time, then in the whole sentence.' },
  gopZLowShare: { name: 'sounds far from their usual form', show: percent, nextStep: 'Practise the sounds named below one word at a time, then in the whole sentence.' },
  lowPhoneShare: { name: 'sounds that were unclear', show: percent, nextStep: 'Open your mouth fully on vowels and finish every consonant at the ends of words.' },
  gopPhoneMean: { name: 'overall clarity of your sounds', show: fixed(0), nextStep: 'Listen to a model reading of the text and copy each vowel and consonant, slowly at first.' },
  gopWorstWords: { name: 'your least clear words', show: fixed(0), nextStep: 'Practise the words named below until each sounds like the model.' },
  lengthDeviation: { name: 'sounds held too long or cut short', show: fixed(2, ' SD'), nextStep: 'Give stressed syllables their full length and keep unstressed ones short, as in the model reading.' },
  speechRate: { name: 'pace including pauses', show: fixed(1, ' syllables/s'), nextStep: 'Read at a steady conversational pace, about 3–4 syllables a second.' },
  articulationRate: { name: 'pace while speaking', show: fixed(1, ' syllables/s'), nextStep: 'Read at a steady conversational pace, about 3–4 syllables a second.' },
  wordsPerMinute: { name: 'words per minute', show: fixed(0), nextStep: 'Read at a steady conversational pace, about 130–160 words a minute.' },
  phonationRatio: { name: 'share of the time spent speaking rather than pausing', show: percent, nextStep: 'Read through to each comma or full stop before you pause.' },
  runShare: { name: 'length of your runs of speech', show: percent, nextStep: 'Read through to each comma or full stop before you pause.' },
  pausesPerWord: { name: 'pauses', show: perHundredWords, nextStep: 'Pause only at commas and full stops; look a few words ahead as you read.' },
  pausesWithinPerWord: { name: 'pauses in the middle of phrases', show: perHundredWords, nextStep: 'Pause only at commas and full stops; look a few words ahead as you read.' },
  meanPauseSeconds: { name: 'length of your pauses', show: fixed(2, ' s'), nextStep: 'Keep pauses short: a breath at commas and full stops is enough.' },
  longPausesPerWord: { name: 'long pauses', show: perHundredWords, nextStep: 'Keep going: if you lose your place, carry on from the next word.' },
  fillersPerWord: { name: 'hesitations such as “um”', show: perHundredWords, nextStep: 'Replace “um” and “uh” with a short silent pause.' },
  repetitionsPerWord: { name: 'repeated or restarted words', show: perHundredWords, nextStep: 'Keep going instead of correcting yourself; a repeat costs more than a small slip.' },
  matchedShare: { name: 'words said as written', show: percent, nextStep: 'Read every word as written, including the small ones (a, the, of).' },
  errorShare: { name: 'words replaced or added', show: perHundredWords, nextStep: 'Read every word as written, without adding or changing any.' },
  insertionShare: { name: 'words added', show: perHundredWords, nextStep: 'Read only the words on screen, without adding any.' },
  omissionShare: { name: 'words left out', show: perHundredWords, nextStep: 'Read every word as written, including the small ones (a, the, of).' },
};

/** A measure that held a trait down, with its value and its typical value one band higher. */
interface MeasureShortfall {
  measure: string;
  value: string;
  /** Typical value among answers raters placed one band higher. */
  typicalHigher: string;
}

/** Why a trait scored what it did: the measures that held it down most, and one next step. */
export interface TraitExplanation {
  pulledDownBy: MeasureShortfall[];
  nextStep: string;
}

/**
 * Explains a trait estimated by a linear model: the (at most two) measures on the worse side of their
 * typical value one band higher (the medians per human band stored with the models) whose move to that
 * value would raise the estimate most, and the next step for the first. Nothing for a trait at its maximum
 * or zeroed.
 */
export function explainTrait(
  trait: SpeechTraitScore,
  model: LinearModel,
  features: Readonly<Record<string, number>>,
  typicalByBand: Readonly<Record<string, readonly number[]>> | undefined,
): TraitExplanation | undefined {
  if (!typicalByBand || trait.score >= trait.max || trait.raw === 0) return undefined;
  const higher = Math.min(trait.max, trait.score + 1);
  const shortfalls = Object.entries(model.features)
    .flatMap(([name, term]) => {
      const value = features[name];
      const bands = typicalByBand[name];
      const wording = WORDING[name];
      if (value === undefined || !bands || !wording || !Number.isFinite(value)) return [];
      const typical = bands[higher]!;
      // Which way is better, from the raters' bands (band 0 is too rare to go by); a measure whose weight
      // points the other way only corrects for a correlated one, and explains nothing on its own.
      const better = Math.sign(bands[bands.length - 1]! - bands[1]!);
      if (better === 0 || Math.sign(term.weight) !== better || (typical - value) * better <= 0) return [];
      const clamp = (x: number) => Math.min(term.max ?? Infinity, Math.max(term.min ?? -Infinity, x));
      // How much the estimate would rise if this measure were at its typical value one band up.
      const gain = (term.weight * (clamp(typical) - clamp(value))) / (term.scale || 1);
      return gain > 0.05 ? [{ gain, value, typical, wording }] : [];
    })
    .sort((a, b) => b.gain - a.gain)
    .slice(0, 2);
  if (!shortfalls.length) return undefined;
  return {
    pulledDownBy: shortfalls.map(({ value, typical, wording }) => ({ measure: wording.name, value: wording.show(value), typicalHigher: wording.show(typical) })),
    nextStep: shortfalls[0]!.wording.nextStep,
  };
}

/** One line of advice from an explanation: "Pronunciation 3/5: held back most by … Next: …". */
export function describeExplanation(label: string, trait: SpeechTraitScore, explanation: TraitExplanation): string {
  const reasons = explanation.pulledDownBy.map((shortfall) => `${shortfall.measure}, ${shortfall.value} (about ${shortfall.typicalHigher} at ${trait.score + 1}/${trait.max})`);
  return `${label} ${trait.score}/${trait.max}: held back most by ${reasons.join('; ')}. Next step: ${explanation.nextStep}`;
}
