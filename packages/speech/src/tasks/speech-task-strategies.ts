import type { SpeechTask } from '../speech-assessment';
import { answerShortQuestion } from './answer-short-question';
import { describeImage } from './describe-image';
import { readAloud } from './read-aloud';
import { repeatSentence } from './repeat-sentence';
import { reTellLecture } from './re-tell-lecture';
import { respondToASituation } from './respond-to-a-situation';
import { summarizeGroupDiscussion } from './summarize-group-discussion';
import type { SpeechTaskStrategy } from './speech-task-strategy';

/** How each speaking task is assessed: one strategy per task, none missing. */
export const speechTaskStrategies: { readonly [Task in SpeechTask]: SpeechTaskStrategy } = {
  'read-aloud': readAloud,
  'repeat-sentence': repeatSentence,
  'describe-image': describeImage,
  're-tell-lecture': reTellLecture,
  'answer-short-question': answerShortQuestion,
  'summarize-group-discussion': summarizeGroupDiscussion,
  'respond-to-a-situation': respondToASituation,
};
