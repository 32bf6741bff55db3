import { z } from 'zod';
import { scriptTurns, type ItemAudio } from '../../content/item-audio';
import { textField, textList } from '../../content/text-fields';
import { defineQuestionType, type ItemIssueReporter } from '../../question-type';
import { countSpacedWords } from '../../text/word-count';
import { audioOnlyPromptSchema, spokenResponse, spokenTraits } from '../families/open-responses';
import { newSpeakingTaskMaxima } from './new-task-maxima';

/** A discussion has exactly this many speakers. */
const SPEAKERS = 3;

/** Each speaker takes this many turns. */
const TURNS_PER_SPEAKER = { min: 2, max: 3 } as const;

/** Longest discussion script in words: about 3 minutes of speech at the bank's 150 words a minute. */
const MAX_DISCUSSION_WORDS = 450;

/** US male voices that sound too alike to tell two speakers apart. */
const SIMILAR_VOICES = ['rms', 'kal16'] as const;

/** One speaker's stance in the discussion, as a summary should report it. */
const speakerPositionSchema = z.strictObject({
  /** The speaker's name as the cast gives it. */
  speaker: textField(40, 'Name the speaker'),
  /** What the speaker argues or proposes, in a short phrase. */
  position: textField(300, 'Give the speaker’s position'),
});

const maxima = newSpeakingTaskMaxima['summarize-group-discussion'];

/**
 * Checks the discussion's cast: three speakers with voices a listener can tell apart, each taking 2–3 turns,
 * at most about 3 minutes in all. Returns the cast's speaker names (none when there is no cast).
 */
function checkDiscussionAudio(audio: ItemAudio, report: ItemIssueReporter): string[] {
  const cast = audio.cast;
  if (!cast) {
    report(`A discussion needs a cast: { "<Speaker>": "<voice>" } for its ${SPEAKERS} speakers`, ['audio', 'cast']);
    return [];
  }
  const speakers = Object.keys(cast);
  if (speakers.length !== SPEAKERS) report(`A discussion has exactly ${SPEAKERS} speakers; the cast has ${speakers.length}`, ['audio', 'cast']);
  const castVoices = Object.values(cast);
  if (new Set(castVoices).size !== castVoices.length) report('Give each speaker a different voice', ['audio', 'cast']);
  else if (SIMILAR_VOICES.every((voice) => castVoices.includes(voice))) {
    report('rms and kal16 sound alike: use slt, awb and one of rms or kal16', ['audio', 'cast']);
  }
  const turns = scriptTurns(audio.script);
  for (const speaker of speakers) {
    const taken = turns.filter((turn) => turn.speaker === speaker).length;
    if (taken < TURNS_PER_SPEAKER.min || taken > TURNS_PER_SPEAKER.max) {
      report(`${speaker} takes ${taken} turn(s); each speaker takes ${TURNS_PER_SPEAKER.min}–${TURNS_PER_SPEAKER.max}`, ['audio', 'script']);
    }
  }
  const words = turns.reduce((sum, turn) => sum + countSpacedWords(turn.text), 0);
  if (words > MAX_DISCUSSION_WORDS) report(`The discussion has ${words} words; keep it to ${MAX_DISCUSSION_WORDS} (about 3 minutes)`, ['audio', 'script']);
  return speakers;
}

/**
 * Summarize Group Discussion (speaking, added 7 Aug 2025): listen to three speakers discuss a topic for up to
 * 3 minutes, then summarise the discussion's main points and each speaker's position in up to 2 minutes.
 */
export const summarizeGroupDiscussion = defineQuestionType({
  id: 'summarize-group-discussion',
  section: 'speaking',
  title: 'Summarize Group Discussion',
  slug: 'summarize-group-discussion',
  fetchSection: 'speaking-summarize-group-discussion',
  assessPath: '/summarize-group-discussion/assess',
  ...spokenResponse,
  timings: { audioLeadSeconds: 3, prepareSeconds: 10, answerSeconds: 120 },
  skills: ['speaking', 'listening'],
  prompt: audioOnlyPromptSchema,
  answerKey: z.strictObject({
    /** The discussion's main points, one short phrase each. */
    keyPoints: textList(1, 10),
    /** One position per speaker, in the order they first speak. */
    positions: z.array(speakerPositionSchema).length(SPEAKERS, `Give one position for each of the ${SPEAKERS} speakers`),
  }),
  audio: 'required',
  traits: spokenTraits(
    {
      max: maxima.content,
      description: `${maxima.content} all main points and every speaker’s position, connected; fewer points or positions, lower bands; 0 nothing from the discussion.`,
    },
    maxima,
  ),
  checkItem({ answerKey, audio }, report) {
    if (!audio) return;
    const speakers = checkDiscussionAudio(audio, report);
    if (!speakers.length) return;
    answerKey.positions.forEach(({ speaker }, index) => {
      if (!speakers.includes(speaker)) report(`“${speaker}” is not in the cast`, ['answerKey', 'positions', index, 'speaker']);
    });
    for (const speaker of speakers) {
      const named = answerKey.positions.filter((position) => position.speaker === speaker).length;
      if (named !== 1) report(`Give ${speaker}’s position exactly once (found ${named})`, ['answerKey', 'positions']);
    }
  },
});
