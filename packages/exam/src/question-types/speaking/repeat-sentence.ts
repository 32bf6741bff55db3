import { z } from 'zod';
import { textField } from '../../content/text-fields';
import { defineQuestionType } from '../../question-type';
import { audioOnlyPromptSchema, spokenResponse, spokenTraits } from '../families/open-responses';

/** Repeat Sentence (speaking): repeat a 3–9 s sentence heard once. Legacy traits (total 13). */
export const repeatSentence = defineQuestionType({
  id: 'repeat-sentence',
  section: 'speaking',
  title: 'Repeat Sentence',
  slug: 'repeat-sentence',
  fetchSection: 'speaking-repeat-sentence',
  assessPath: '/repeat-sentence/assess',
  ...spokenResponse,
  // The microphone opens as soon as the audio ends, with no tone (docs/exam-format.md#microphone-and-recording).
  timings: { audioLeadSeconds: 3, answerSeconds: 15 },
  skills: ['speaking', 'listening'],
  prompt: audioOnlyPromptSchema,
  answerKey: z.strictObject({ sentence: textField(300, 'Write the sentence') }),
  audio: 'required',
  traits: spokenTraits({ max: 3, description: '3 all words in the right sequence; 2 at least half; 1 less than half; 0 almost nothing.' }),
  checkItem({ answerKey, audio }, report) {
    if (audio && audio.script.trim() !== answerKey.sentence.trim()) report('The audio script must be exactly the sentence', ['audio', 'script']);
  },
});
