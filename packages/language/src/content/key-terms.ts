import { isContentWord } from '../text/function-words';
import { splitSentences } from '../text/segments';
import { tokenizeWords } from '../text/tokens';
import { conceptKey } from '../text/word-forms';

/**
 * The passage's key terms, for scoring content when an item has no key ideas listed: the content words that recur
 * most (by concept), with words of the first sentence weighted up as that is where a passage usually states its topic.
 */
export function deriveKeyTerms(source: string, limit = 8): string[] {
  const sentences = splitSentences(source);
  const weight = new Map<string, { word: string; score: number; count: number }>();
  sentences.forEach((sentence, index) => {
    for (const token of tokenizeWords(sentence.text)) {
      if (!isContentWord(token.lower) || token.lower.length < 3 || /^\d/.test(token.lower)) continue;
      const key = conceptKey(token.lower);
      const entry = weight.get(key) ?? { word: token.lower, score: 0, count: 0 };
      entry.score += index === 0 ? 2 : 1;
      entry.count += 1;
      weight.set(key, entry);
    }
  });
  const ranked = [...weight.values()].filter((e) => e.count > 1 || e.score >= 2).sort((a, b) => b.score - a.score || a.word.localeCompare(b.word));
  return ranked.slice(0, limit).map((e) => e.word);
}
