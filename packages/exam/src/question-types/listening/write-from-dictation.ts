import { z } from 'zod';
import { textField } from '../../content/text-fields';
import { defineQuestionType } from '../../question-type';
import { dictationTokens, scoreWriteFromDictation } from '../../scoring/write-from-dictation';
import { countPhrase } from '../../text/count-phrase';

/** One mark per word of the dictated sentence, for highlighting. */
export interface DictationDetails {
  keyWords: { text: string; credited: boolean }[];
}

/** Write from Dictation (listening): type a sentence of 8–14 words heard once. */
export const writeFromDictation = defineQuestionType({
  id: 'write-from-dictation',
  section: 'listening',
  title: 'Write from Dictation',
  slug: 'write-from-dictation',
  fetchSection: 'listening-write-from-dictation',
  assessPath: '/write-from-dictation/assess',
  family: 'single-answer',
  timings: { prepareSeconds: 7, suggestedSeconds: 60 },
  skills: ['listening', 'writing'],
  prompt: z.strictObject({}),
  answerKey: z.strictObject({ sentence: textField(300, 'Write the sentence') }),
  /** The sentence as the learner typed it. */
  answer: z.object({ answer: z.string({ error: 'Type the sentence you heard as text' }).max(500, 'Use at most 500 characters') }),
  audio: 'required',
  modelAnswer: 'none',
  traits: [
    {
      id: 'words',
      label: 'Words',
      max: (key) => dictationTokens(key.sentence).length,
      description: '1 point for each word of the sentence spelled correctly and in order; extra words cost nothing.',
    },
  ],
  checkItem({ answerKey, audio }, report) {
    const words = dictationTokens(answerKey.sentence).length;
    if (words < 8 || words > 14) report(`Use a sentence of 8–14 words (it has ${words})`, ['answerKey', 'sentence']);
    if (audio && audio.script.trim() !== answerKey.sentence.trim()) {
      report('The audio script must be exactly the sentence', ['audio', 'script']);
    }
  },
  score: (answer, answerKey) => {
    const result = scoreWriteFromDictation(answer.answer, answerKey.sentence);
    const feedback: string[] = [];
    const misspelled = new Set(result.misspellings.map((word) => word.expected));
    const misplaced = new Set(result.misplaced);
    const missed = result.keyWords.filter((word) => !word.credited && !misspelled.has(word.text) && !misplaced.has(word.text));
    if (result.score === result.max) feedback.push('Every word is right.');
    if (result.answerWords === 0) feedback.push('You did not type anything. Even a few words you are sure of earn points.');
    for (const word of result.misspellings) {
      feedback.push(`Check your spelling: you wrote “${word.typed}” for “${word.expected}”. A misspelled word earns nothing.`);
    }
    if (result.misplaced.length > 0) {
      feedback.push(`Some words were right but out of order (${result.misplaced.join(', ')}): write the words in the order you hear them.`);
    }
    if (missed.length > 0 && result.answerWords > 0) {
      feedback.push(`You missed ${countPhrase(missed.length, 'word')}: ${missed.map((word) => word.text).join(' ')}. Note key words as you listen and rebuild the sentence from them.`);
    }
    const extra = result.words.filter((word) => word.status === 'inserted').length - result.misspellings.length - result.misplaced.length;
    if (extra > 0) feedback.push('Extra words cost no points, but they earn none either.');
    const details: DictationDetails = { keyWords: result.keyWords };
    return {
      traits: { words: { score: result.score, max: result.max } },
      words: result.words,
      metrics: { answerWords: result.answerWords },
      feedback,
      correctAnswer: answerKey.sentence,
      details,
    };
  },
});
