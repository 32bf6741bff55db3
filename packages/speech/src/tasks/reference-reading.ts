import { countNearMisses, type ContentResult } from '../content-scoring';
import { quoteWords, soundOf } from '../feedback';
import { referenceTokens } from '../spoken-text';
import { alignWords, type WordAlignment } from '../word-alignment';
import { requireText, type ContentAdviceInput, type SpeechTaskStrategy } from './speech-task-strategy';
import { contentAndDeliveryTraits, predictedTotal } from './task-traits';

/** How a task that reads or repeats a given text differs from the other. */
interface ReferenceReadingRules {
  task: 'read-aloud' | 'repeat-sentence';
  /** The PTE content rule, from the reference aligned with what was said and the near misses in it. */
  scoreContent(alignment: WordAlignment, wordCount: number, nearMisses: number): ContentResult;
  /** Why content is 0 when the answer was off the text, for the learner. */
  offTextReason: string;
  /** What the learner says back, in advice: "text" or "sentence". */
  referenceName: string;
  /** Advice when every word was said as written. */
  allCorrect: string;
  /** Advice after the words heard as other words: to read them as written, or say them as heard. */
  sayEachWord: string;
}

/**
 * Under this share of the reference's words recognised (near misses included), content is 0: almost nothing
 * from the prompt. The whole item is 0 (no fluency or pronunciation credit, `zeroReason` set) only when
 * forced alignment does not fit the reference either: recognition alone is weak evidence, since on
 * speechocean762 it found under a quarter of the words in 6 % of answers (mostly children's) that raters
 * scored 7 on average.
 */
const OFF_TEXT_READ_SHARE = 0.25;

/**
 * A task whose answer is a given text said back (Read Aloud, Repeat Sentence): recognition is biased to the
 * reference's word sequence, the words heard are aligned with it, and content counts replacements,
 * omissions and insertions by the task's rule.
 */
export function referenceReadingStrategy(rules: ReferenceReadingRules): SpeechTaskStrategy {
  return {
    expect(request) {
      const reference = referenceTokens(requireText(request.reference, 'the reference text', rules.task));
      if (!reference.length) throw new TypeError(`${rules.task} assessment needs a reference text with words`);
      const spoken = reference.map((token) => token.spoken);
      return {
        recognition: { kind: 'reference', tokens: spoken },
        reference,
        scoreContent(recognized, evidence) {
          const wordAlignment = alignWords(spoken, recognized);
          const nearMisses = countNearMisses(wordAlignment, spoken);
          const content = rules.scoreContent(wordAlignment, reference.length, nearMisses);
          if ((wordAlignment.correct + nearMisses) / reference.length >= OFF_TEXT_READ_SHARE) return { content, wordAlignment, nearMisses };
          const offText = evidence !== undefined && !evidence.fitsReference;
          return { content: { ...content, score: 0, raw: 0, ...(offText ? { zeroReason: rules.offTextReason } : {}) }, wordAlignment, nearMisses };
        },
      };
    },
    traits: contentAndDeliveryTraits,
    total: predictedTotal,
    adviseOnContent: (input) => wordErrorAdvice(input, rules),
    advisesOnDelivery: true,
  };
}

function wordErrorAdvice({ words, contentShare, zeroReason }: ContentAdviceInput, rules: ReferenceReadingRules): string[] {
  const advice: string[] = [];
  // Content 0 without the whole item zeroed: the words were not recognised, though the audio fits the text.
  if (contentShare === 0 && !zeroReason) advice.push(`We recognised almost none of the words of the ${rules.referenceName}, so content is 0. ${rules.sayEachWord}`);
  const omitted = words.filter((word) => word.status === 'omitted').map((word) => word.text);
  const substituted = words.filter((word) => word.status === 'substituted');
  const inserted = words.filter((word) => word.status === 'inserted').map((word) => word.text);
  if (omitted.length) advice.push(`You left out ${omitted.length === 1 ? 'a word' : `${omitted.length} words`}: ${quoteWords(omitted)}. Every missing word costs a content point.`);
  if (substituted.length) {
    advice.push(
      `Some words sounded like different words: ${substituted
        .slice(0, 4)
        .map((word) => `“${word.text}” (we heard “${word.heard ?? '?'}”${word.weakPhones?.length ? `; work on ${soundOf(word.weakPhones[0]!)}` : ''})`)
        .join(', ')}. ${rules.sayEachWord}`,
    );
  }
  if (inserted.length) advice.push(`You added ${inserted.length === 1 ? 'a word' : 'words'} that ${inserted.length === 1 ? 'is' : 'are'} not in the ${rules.referenceName}: ${quoteWords(inserted)}.`);
  if (!omitted.length && !substituted.length && !inserted.length && contentShare >= 1) advice.push(rules.allCorrect);
  return advice;
}
