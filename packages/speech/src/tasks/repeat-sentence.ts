import { scoreRepeatSentenceContent } from '../content-scoring';
import { referenceReadingStrategy } from './reference-reading';

/** Repeat Sentence: the sentence heard, said back; content 0–3 by the share of words in sequence. */
export const repeatSentence = referenceReadingStrategy({
  task: 'repeat-sentence',
  scoreContent: scoreRepeatSentenceContent,
  referenceName: 'sentence',
  allCorrect: 'You repeated every word of the sentence in order.',
  sayEachWord: 'Listen for each word and say it back as you heard it.',
  offTextReason: 'Almost none of the sentence was repeated. Listen for the whole sentence and say it back word for word.',
});
