import { z } from 'zod';
import { textField } from '../../content/text-fields';
import { fillBlankMarkers } from '../../text/blank-markers';
import { blanksType } from '../families/blanks';

/**
 * Fill in the Blanks (listening): a 30–60 s recording; the transcript on screen is the audio script with 4–7
 * single words replaced by `{{n}}`, which the learner types.
 */
export const listeningFillInTheBlanks = blanksType({
  id: 'listening-fill-in-the-blanks',
  section: 'listening',
  title: 'Fill in the Blanks',
  slug: 'fill-in-the-blanks',
  fetchSection: 'listening-fill-in-the-blanks',
  assessPath: '/listening-fill-in-the-blanks/assess',
  timings: { prepareSeconds: 7, suggestedSeconds: 90 },
  skills: ['listening', 'writing'],
  prompt: z.strictObject({ transcript: textField(3000) }),
  blanks: { in: 'transcript', min: 4, max: 7 },
  checkItem({ prompt, answerKey, audio }, report) {
    answerKey.answers.forEach((answer, index) => {
      if (/\s/.test(answer.trim())) report(`Blank ${index + 1} must be a single word`, ['answerKey', 'answers', index]);
    });
    if (audio && fillBlankMarkers(prompt.transcript, answerKey.answers) !== audio.script) {
      report('The transcript with its blanks filled by the answers must equal the audio script exactly', ['prompt', 'transcript']);
    }
  },
});
