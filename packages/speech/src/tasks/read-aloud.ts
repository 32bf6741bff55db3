import { scoreReadAloudContent } from '../content-scoring';
import { referenceReadingStrategy } from './reference-reading';

/** Read Aloud: the text on screen read aloud; one content point per word, minus one per error. */
export const readAloud = referenceReadingStrategy({
  task: 'read-aloud',
  scoreContent: scoreReadAloudContent,
  referenceName: 'text',
  allCorrect: 'You read every word of the text.',
  sayEachWord: 'Say each word as written.',
  offTextReason: 'We could not match what you said to the text. Read the text on screen aloud, word by word.',
});
