import { editDistance } from '@pte/exam';
import { isFiller } from './language-model';
import type { RecognizedWord } from './speech-recognizer';

/** Content status of a word, as PTE counts Read Aloud and Repeat Sentence errors. */
export type ContentStatus = 'correct' | 'omitted' | 'inserted' | 'substituted';

/** One step of the alignment between the reference and what was recognised. */
interface AlignedToken {
  status: ContentStatus;
  /** Index of the reference token (absent for insertions). */
  referenceIndex?: number;
  /** Recognised words covering this token, in order (empty for omissions). */
  heard: RecognizedWord[];
  /** Index of the spoken form matched (correct tokens only). */
  variant?: number;
}

/** Result of aligning recognised words to a reference. */
export interface WordAlignment {
  tokens: AlignedToken[];
  /** Hesitations ("um", "uh") heard, not counted as insertions. */
  fillers: RecognizedWord[];
  correct: number;
  substitutions: number;
  omissions: number;
  insertions: number;
}

/** Letter edit distance relative to the longer word, 0 (same) – 1 (nothing alike). */
function dissimilarity(a: string, b: string): number {
  return editDistance(a, b) / Math.max(1, a.length, b.length);
}

interface Cell {
  cost: number;
  /** Matches on the best path to this cell: among equal costs, more matches win. */
  matches: number;
  /** Sum of letter-level dissimilarity of the substitutions: then, the more alike pairs win. */
  distance: number;
  step: 'match' | 'substitute' | 'omit' | 'insert' | 'start';
  /** Recognised words consumed by this step. */
  width: number;
  variant: number;
}

/**
 * Word-level edit distance between a reference (each written word with its spoken forms) and the
 * recognised words: each reference word is matched (all words of one of its spoken forms, cost 0),
 * substituted (by one recognised word, cost 1), omitted (cost 1), and each extra recognised word is an
 * insertion (cost 1) — PTE's replacement, omission and insertion errors. Hesitations are set aside first.
 * Among equal-cost alignments, the one with most matches is chosen, then the one whose substituted words
 * are most alike in spelling ("flows quickly" heard as "goes": "flows" was replaced, "quickly" omitted).
 */
export function alignWords(reference: readonly (readonly (readonly string[])[])[], recognized: readonly RecognizedWord[]): WordAlignment {
  const fillers = recognized.filter((word) => isFiller(word.text));
  const heard = recognized.filter((word) => !isFiller(word.text));
  const rows = reference.length;
  const cols = heard.length;
  const table: Cell[][] = Array.from({ length: rows + 1 }, () => new Array<Cell>(cols + 1));
  const better = (a: Cell, b: Cell) =>
    a.cost < b.cost || (a.cost === b.cost && (a.matches > b.matches || (a.matches === b.matches && a.distance < b.distance)));
  table[0]![0] = { cost: 0, matches: 0, distance: 0, step: 'start', width: 0, variant: -1 };
  for (let j = 1; j <= cols; j++) table[0]![j] = { cost: j, matches: 0, distance: 0, step: 'insert', width: 1, variant: -1 };
  for (let i = 1; i <= rows; i++) {
    table[i]![0] = { cost: i, matches: 0, distance: 0, step: 'omit', width: 0, variant: -1 };
    const variants = reference[i - 1]!;
    for (let j = 1; j <= cols; j++) {
      const diagonal = table[i - 1]![j - 1]!;
      const above = table[i - 1]![j]!;
      const left = table[i]![j - 1]!;
      const unlike = dissimilarity(variants[0]?.join(' ') ?? '', heard[j - 1]!.text);
      let best: Cell = { cost: diagonal.cost + 1, matches: diagonal.matches, distance: diagonal.distance + unlike, step: 'substitute', width: 1, variant: -1 };
      const omit: Cell = { cost: above.cost + 1, matches: above.matches, distance: above.distance, step: 'omit', width: 0, variant: -1 };
      if (better(omit, best)) best = omit;
      const insert: Cell = { cost: left.cost + 1, matches: left.matches, distance: left.distance, step: 'insert', width: 1, variant: -1 };
      if (better(insert, best)) best = insert;
      variants.forEach((variant, index) => {
        const width = variant.length;
        if (width === 0 || width > j) return;
        for (let k = 0; k < width; k++) if (heard[j - width + k]!.text !== variant[k]) return;
        const from = table[i - 1]![j - width]!;
        const match: Cell = { cost: from.cost, matches: from.matches + 1, distance: from.distance, step: 'match', width, variant: index };
        if (better(match, best) || (match.cost === best.cost && match.matches === best.matches)) best = match;
      });
      table[i]![j] = best;
    }
  }
  const tokens: AlignedToken[] = [];
  let i = rows;
  let j = cols;
  while (i > 0 || j > 0) {
    const cell = table[i]![j]!;
    switch (cell.step) {
      case 'match':
        tokens.push({ status: 'correct', referenceIndex: i - 1, heard: heard.slice(j - cell.width, j), variant: cell.variant });
        i--;
        j -= cell.width;
        break;
      case 'substitute':
        tokens.push({ status: 'substituted', referenceIndex: i - 1, heard: [heard[j - 1]!] });
        i--;
        j--;
        break;
      case 'omit':
        tokens.push({ status: 'omitted', referenceIndex: i - 1, heard: [] });
        i--;
        break;
      default:
        tokens.push({ status: 'inserted', heard: [heard[j - 1]!] });
        j--;
    }
  }
  tokens.reverse();
  const count = (status: ContentStatus) => tokens.filter((token) => token.status === status).length;
  return {
    tokens,
    fillers,
    correct: count('correct'),
    substitutions: count('substituted'),
    omissions: count('omitted'),
    insertions: count('inserted'),
  };
}
