import { coverKeyPoints, wordsMatch, type ContentResult, type KeyPointCoverage } from '../content-scoring';
import { spokenWords } from '../spoken-text';

/** One speaker's position in a discussion, as the answer key gives it. */
export interface SpeakerPosition {
  speaker: string;
  position: string;
}

/** How much of one speaker's position a summary gave, and whether it said who held it. */
export interface PositionCoverage {
  speaker: string;
  position: string;
  /** Share of the position's content words said, 0–1. */
  coverage: number;
  /** Key words of the position not heard. */
  missing: string[];
  /** The speaker's name was said. */
  named: boolean;
}

/** Titles a name may carry; a speaker counts as named only by the rest of the name ("Hale" of "Dr Hale"). */
const TITLES = new Set(['dr', 'doctor', 'professor', 'prof', 'mr', 'mrs', 'ms', 'miss', 'sir']);

/** A key point or position counts in full when this share of its content words is said, half from the lower share. */
const FULL_COVERAGE = 0.6;
const HALF_COVERAGE = 0.3;

/** A position given without its speaker's name earns this share of its credit: naming who said it is part of the task. */
const UNNAMED_POSITION_CREDIT = 0.75;

/** The words by which a speaker is named: the name without its title (the title itself when that is all there is). */
export function nameWords(speaker: string): string[] {
  const words = spokenWords(speaker);
  const name = words.filter((word) => !TITLES.has(word));
  return name.length ? name : words;
}

/** The words to add to recognition for a discussion's positions: the speakers' names and what they argue. */
export function positionHints(positions: readonly SpeakerPosition[]): string[][] {
  return positions.map(({ speaker, position }) => [...nameWords(speaker), ...spokenWords(position)]);
}

/** How much of each speaker's position the summary gave (its content words said anywhere) and whether the speaker was named. */
export function coverPositions(saidWords: readonly string[], positions: readonly SpeakerPosition[]): PositionCoverage[] {
  const covered = coverKeyPoints(saidWords, positions.map(({ position }) => ({ text: position, words: spokenWords(position) })));
  return positions.map(({ speaker, position }, index) => {
    const { coverage, missing } = covered[index]!;
    const named = nameWords(speaker).some((name) => saidWords.some((said) => wordsMatch(said, name)));
    return { speaker, position, coverage, missing, named };
  });
}

/** Credit for one key point or position by the share of its words said: 1, ½ or 0. */
function coverageCredit(coverage: number): number {
  return coverage >= FULL_COVERAGE ? 1 : coverage >= HALF_COVERAGE ? 0.5 : 0;
}

/** Credit for the key points and the speakers' positions a discussion summary gave, each as a share 0–1. */
function discussionCredit(keyPoints: readonly KeyPointCoverage[], positions: readonly PositionCoverage[]): { keyPoints: number; positions: number } {
  const keyPointShare = keyPoints.length ? keyPoints.reduce((sum, point) => sum + coverageCredit(point.coverage), 0) / keyPoints.length : 0;
  const positionShare = positions.length
    ? positions.reduce((sum, position) => sum + coverageCredit(position.coverage) * (position.named ? 1 : UNNAMED_POSITION_CREDIT), 0) / positions.length
    : keyPointShare;
  return { keyPoints: keyPointShare, positions: positionShare };
}

/**
 * Summarize Group Discussion content, 0–`max` (docs/scoring-speech.md#content): half for the discussion's key
 * points, half for the speakers' positions. A key point or position counts in full when at least 60 % of its
 * content words are said, half when at least 30 %; a position given without its speaker's name counts three
 * quarters. The band is the rounded share of `max`; nothing from the discussion is 0 with a reason. Without
 * positions (a free practice discussion) the key points are the whole mark.
 */
export function scoreDiscussionContent(keyPoints: readonly KeyPointCoverage[], positions: readonly PositionCoverage[], max: number): ContentResult {
  if (!keyPoints.length) return { score: 0, max, raw: 0, zeroReason: 'This question has no key points to compare with.' };
  const credit = discussionCredit(keyPoints, positions);
  const raw = Math.round(((credit.keyPoints + credit.positions) / 2) * max * 100) / 100;
  const score = Math.round(raw);
  if (credit.keyPoints === 0 && credit.positions === 0) {
    return { score: 0, max, raw: 0, zeroReason: 'Your answer did not mention the discussion’s points or any speaker’s view, so it could not be scored. Summarise what the speakers discussed.' };
  }
  return { score, max, raw };
}
