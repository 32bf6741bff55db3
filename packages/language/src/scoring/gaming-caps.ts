import type { GamingFinding, GamingKind, GamingLevel } from '../gaming/gaming-check';
import { lengthBand } from '../form/form-rules';
import type { WritingGate, WritingTask, WritingTrait } from '../types';

/** Highest band a trait may keep, as a share of its maximum (rounded down; content keeps at least 1 unless 0). */
type TraitCaps = Partial<Record<WritingTrait, number>>;

const THIRD = 1 / 3;
const HALF = 0.5;

/**
 * The traits each kind of gaming fakes and the most each may keep, when the gaming is part of the answer and when it
 * is most of it (README, "Gaming"). Repetition inflates length, range and coherence measures with the same words;
 * keywords have no grammar; copied and templated text is someone else's language; gibberish is no language at all;
 * rare words strung together fake vocabulary range; a list of linking words fakes coherence.
 */
const CAPS: Readonly<Record<GamingKind, Readonly<Record<GamingLevel, TraitCaps>>>> = {
  'repetition': {
    partial: { grammar: HALF, vocabulary: HALF, vocabularyRange: HALF, generalLinguisticRange: HALF, developmentStructureCoherence: HALF },
    dominant: { content: THIRD, grammar: HALF, vocabulary: HALF, spelling: HALF, vocabularyRange: 0, generalLinguisticRange: 0, developmentStructureCoherence: 0 },
  },
  'keyword-list': {
    partial: { grammar: HALF, vocabulary: HALF, vocabularyRange: HALF, generalLinguisticRange: HALF, developmentStructureCoherence: HALF },
    dominant: { content: THIRD, grammar: 0, vocabulary: 0, vocabularyRange: 0, generalLinguisticRange: 0, developmentStructureCoherence: 0 },
  },
  'copied-source': {
    partial: { content: HALF, grammar: HALF, vocabulary: HALF },
    dominant: { content: THIRD, grammar: 0, vocabulary: 0 },
  },
  'copied-prompt': {
    partial: { content: HALF, grammar: HALF, vocabulary: HALF, vocabularyRange: HALF, generalLinguisticRange: HALF, developmentStructureCoherence: HALF },
    dominant: { content: 0, grammar: 0, vocabulary: 0, vocabularyRange: 0, generalLinguisticRange: 0, developmentStructureCoherence: 0 },
  },
  'template': {
    partial: { content: HALF, vocabularyRange: HALF, generalLinguisticRange: HALF, developmentStructureCoherence: HALF },
    dominant: { content: THIRD, grammar: HALF, vocabulary: HALF, vocabularyRange: 0, generalLinguisticRange: 0, developmentStructureCoherence: 0 },
  },
  'gibberish': {
    partial: { grammar: HALF, vocabulary: HALF, vocabularyRange: HALF, generalLinguisticRange: HALF, developmentStructureCoherence: HALF },
    dominant: { content: 0, grammar: 0, vocabulary: 0, spelling: 0, vocabularyRange: 0, generalLinguisticRange: 0, developmentStructureCoherence: 0 },
  },
  'rare-word-salad': {
    partial: { vocabulary: HALF, vocabularyRange: HALF, generalLinguisticRange: HALF },
    dominant: { content: THIRD, grammar: HALF, vocabulary: 0, vocabularyRange: 0, generalLinguisticRange: 0, developmentStructureCoherence: 0 },
  },
  'linking-word-list': {
    partial: { generalLinguisticRange: HALF, developmentStructureCoherence: HALF },
    dominant: { content: THIRD, grammar: HALF, vocabularyRange: HALF, generalLinguisticRange: 0, developmentStructureCoherence: 0 },
  },
  'off-topic': {
    partial: { content: 0 },
    dominant: { content: 0 },
  },
};

/** The highest band of one trait, with its maximum, that a finding leaves. */
function capOf(trait: WritingTrait, max: number, share: number): number {
  const cap = Math.floor(share * max + 1e-9);
  return trait === 'content' && share > 0 ? Math.max(1, cap) : cap;
}

/**
 * The highest band each trait may keep given the gaming found: the lowest cap any finding sets (traits no finding
 * fakes are absent).
 */
export function gamingTraitCaps(findings: readonly GamingFinding[], maxima: readonly { trait: WritingTrait; max: number }[]): Partial<Record<WritingTrait, number>> {
  const caps: Partial<Record<WritingTrait, number>> = {};
  for (const finding of findings) {
    const shares = CAPS[finding.kind][finding.level];
    for (const { trait, max } of maxima) {
      const share = shares[trait];
      if (share === undefined) continue;
      caps[trait] = Math.min(caps[trait] ?? max, capOf(trait, max, share));
    }
  }
  return caps;
}

/** The traits a kind of gaming caps at a level, for feedback. */
export function traitsFakedBy(kind: GamingKind, level: GamingLevel): WritingTrait[] {
  return Object.keys(CAPS[kind][level]) as WritingTrait[];
}

/** A form band lower than the word count gives, with the gate that zeroes the item when it is 0. */
interface GamingFormRule {
  cap: number;
  gate?: WritingGate;
}

/**
 * Form where gaming fakes it. PTE gives form 0 to an answer of notes, and a mostly keyword answer is notes. Repeated
 * text pads the length: the word limits apply to the words left without the repeats, so twelve copies of a
 * 22-word sentence are a 22-word essay.
 */
export function gamingFormRule(task: WritingTask, findings: readonly GamingFinding[], wordCount: number): GamingFormRule | undefined {
  if (findings.some((f) => f.kind === 'keyword-list' && f.level === 'dominant')) {
    return { cap: 0, gate: { rule: 'bullet-points', message: 'The answer is mostly strings of keywords, which PTE treats as notes: form 0 and no score.' } };
  }
  const repetition = findings.find((f) => f.kind === 'repetition' && f.level === 'dominant');
  if (!repetition) return undefined;
  const ownWords = Math.round(wordCount * (1 - repetition.share));
  const cap = lengthBand(task, ownWords);
  if (cap > 0) return { cap };
  return { cap, gate: { rule: 'word-count', message: `Without its repeated text the answer has about ${ownWords} words: repeated words do not count, and PTE gives form 0 and no score outside the word limits.` } };
}

/** Lowers each capped trait's band, and its continuous value with it, to the cap. */
export function capTraitMarks(marks: Record<string, { score: number; raw: number }>, caps: Partial<Record<WritingTrait, number>>): void {
  for (const [trait, cap] of Object.entries(caps)) {
    const mark = marks[trait];
    if (!mark) continue;
    mark.score = Math.min(mark.score, cap);
    mark.raw = Math.min(mark.raw, cap);
  }
}
