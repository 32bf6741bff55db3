import { z } from 'zod';
import { textField, textList, wordLimitedText } from '../../content/text-fields';
import { defineQuestionType } from '../../question-type';
import { spokenResponse, spokenTraits } from '../families/open-responses';
import { newSpeakingTaskMaxima } from './new-task-maxima';

/** How formal a reply to the situation should be. */
export const registers = ['formal', 'neutral', 'informal'] as const;

/** A register of speech: formal (a lecturer, an official), neutral (staff, a classmate you barely know) or informal (a friend). */
export type Register = (typeof registers)[number];

/** Longest situation, in words (the exam's are up to about 60). */
const MAX_SITUATION_WORDS = 60;

const maxima = newSpeakingTaskMaxima['respond-to-a-situation'];

/**
 * Respond to a Situation (speaking, added 7 Aug 2025): read and hear a campus situation of up to about 60 words,
 * then say in 40 s what you would say to the person in it, in a register that suits them.
 */
export const respondToASituation = defineQuestionType({
  id: 'respond-to-a-situation',
  section: 'speaking',
  title: 'Respond to a Situation',
  slug: 'respond-to-a-situation',
  fetchSection: 'speaking-respond-to-a-situation',
  assessPath: '/respond-to-a-situation/assess',
  ...spokenResponse,
  timings: { audioLeadSeconds: 3, prepareSeconds: 10, answerSeconds: 40 },
  skills: ['speaking'],
  prompt: z.strictObject({
    /** The situation, shown on screen and played as audio. */
    situation: wordLimitedText(MAX_SITUATION_WORDS),
  }),
  answerKey: z.strictObject({
    /** What a full answer does, one short phrase each, e.g. "apologises for missing the seminar". */
    keyPoints: textList(1, 8),
    /** Who the learner speaks to, e.g. "lecturer", "librarian", "friend". */
    listener: textField(60, 'Name who the learner speaks to'),
    /** How formal the reply should be for that listener. */
    register: z.enum(registers),
  }),
  audio: 'required',
  traits: spokenTraits(
    {
      max: maxima.content,
      description: `${maxima.content} does everything the situation asks, in a register that suits the listener; fewer points or an unsuitable tone, lower bands; 0 off the situation.`,
    },
    maxima,
  ),
  checkItem({ prompt, audio }, report) {
    if (audio && audio.script.trim() !== prompt.situation.trim()) report('The audio script must be exactly the situation text', ['audio', 'script']);
    if (audio?.cast) report('A situation is read by one voice: leave out the cast', ['audio', 'cast']);
  },
});
