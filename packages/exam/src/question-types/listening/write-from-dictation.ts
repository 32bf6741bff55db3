import { defineQuestionType } from '../../question-type';

/** Write from Dictation (listening). */
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
});
