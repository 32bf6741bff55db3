import { enablingSkills, type EnablingSkillId } from '@pte/exam';
import { skillIds } from '@pte/contract';

/**
 * Questions about the learner's own results, recognised by a few patterns: the assistant answers them from the
 * learner's data instead of the guides. Questions about how something is worked out ("how is my overall score
 * calculated?") are about the rules, so they go to the guides.
 */

/** A skill of the score report (`speaking`…) or an enabling skill (`oralFluency`…). */
export type SkillOfInterest = { kind: 'skill'; id: (typeof skillIds)[number] } | { kind: 'enabling'; id: EnablingSkillId };

/** What the learner asks about their own data. */
export type LearnerIntent =
  | { kind: 'weakest-task' }
  | { kind: 'practise-today' }
  | { kind: 'skill-change'; skill: SkillOfInterest; weeks: number }
  | { kind: 'predicted-score' }
  | { kind: 'last-mock-test' };

/** The words learners use for each skill, longest first where one contains another. */
const skillWords: { pattern: RegExp; skill: SkillOfInterest }[] = [
  { pattern: /\b(oral fluency|fluency|fluent)\b/, skill: { kind: 'enabling', id: 'oralFluency' } },
  { pattern: /\b(pronunciation|pronouncing|pronunciations)\b/, skill: { kind: 'enabling', id: 'pronunciation' } },
  { pattern: /\bgrammar\b/, skill: { kind: 'enabling', id: 'grammar' } },
  { pattern: /\bspelling\b/, skill: { kind: 'enabling', id: 'spelling' } },
  { pattern: /\b(vocabulary|vocab)\b/, skill: { kind: 'enabling', id: 'vocabulary' } },
  { pattern: /\b(written discourse|discourse)\b/, skill: { kind: 'enabling', id: 'writtenDiscourse' } },
  ...skillIds.map((id) => ({ pattern: new RegExp(`\\b${id}\\b`), skill: { kind: 'skill', id } as const })),
];

/** The learner speaks of themselves. */
const personal = /\b(my|me|i|im|mine|myself)\b/;

/** A question about how something is computed or what it means: a question for the guides. */
const aboutTheRules = /\b(how (is|are|do you|does it|does the app|do they) (\w+ )*(calculat|comput|work|deriv|scor|mark|decid)\w*|what does .* mean|meaning of|worked out|calculated|computed|derived)\b/;

/** A request for advice ("how can I improve my fluency?"): the guides answer it, not a trend. */
const askingForAdvice = /\b(how (can|do|should|could|would|to) (i )?(improve|get better|raise|boost|fix|work on|train|practi[sc]e)|tips?|advice|ways? to)\b/;

/** A change over time. */
const change = /\b(chang\w*|improv\w*|progress\w*|develop\w*|trend\w*|better|worse|going|gone|getting|doing|moved?|evolv\w*|over time|so far)\b/;

const weakest = /\b(weakest|worst|weakness(es)?|lowest|poorest|bad at|struggl\w*|need(s)? (the most )?work|least good)\b/;
const practise = /\b(practi[sc]e|study|work on|focus on|revise|train|do)\b/;
const whatNext = /\b(what|which)\b.*\b(should|shall|could|can|do|to)\b/;
const todayWords = /\b(today|tonight|now|next|first|this morning|this evening)\b/;
const todaysPlan = /\b(today'?s|todays)\s+(plan|practice|practise|study|tasks?|work)\b/;
const predicted = /\b(predicted|estimated|expected|likely|projected|current|overall)\s+(overall\s+)?(score|band|result|level)s?\b|\bwhat\s+(score|band)\s+(will|would|could|might|can|do)\s+i\s+(get|score|achieve|have)\b|\bam i (ready|on track)\b/;
const mockTest = /\bmock(\s+tests?|\s+exams?)?\b|\bpractice tests?\b/;
const lastOne = /\b(last|latest|recent|previous|most recent)\b|\bhow did i (do|score|go|perform)\b|\bmy mock( tests?)? (results?|scores?|report)\b/;

/** How many weeks a change is measured over: one when the learner says "week", else four (a month). */
function weeksOf(text: string): number {
  return /\bweek\b/.test(text) && !/\bweeks\b/.test(text) ? 1 : 4;
}

/** The question in lower case with apostrophes dropped and spaces collapsed. */
function normalise(message: string): string {
  return message.toLowerCase().replace(/['’]/g, '').replace(/\s+/g, ' ').trim();
}

/** The learner-data question `message` asks, or null when it is not one (the guides answer it). */
export function recogniseIntent(message: string): LearnerIntent | null {
  const text = normalise(message);
  if (!personal.test(text) || aboutTheRules.test(text)) return null;
  if (mockTest.test(text) && lastOne.test(text)) return { kind: 'last-mock-test' };
  if (predicted.test(text)) return { kind: 'predicted-score' };
  if (weakest.test(text)) return { kind: 'weakest-task' };
  if (todaysPlan.test(text) || (whatNext.test(text) && practise.test(text) && (todayWords.test(text) || text.split(' ').length <= 6))) {
    return { kind: 'practise-today' };
  }
  const skill = skillWords.find((entry) => new RegExp(`\\bmy ${entry.pattern.source}`).test(text) || (entry.pattern.test(text) && /\b(my|i)\b/.test(text)));
  if (skill && change.test(text) && !askingForAdvice.test(text)) return { kind: 'skill-change', skill: skill.skill, weeks: weeksOf(text) };
  return null;
}

/** The label of a skill of interest, as the learner reads it: "Speaking", "Oral fluency". */
export function skillLabel(skill: SkillOfInterest): string {
  if (skill.kind === 'enabling') return enablingSkills.find((entry) => entry.id === skill.id)!.label;
  return `${skill.id[0]!.toUpperCase()}${skill.id.slice(1)}`;
}
