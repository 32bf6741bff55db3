import type { AssessmentResultResponse, AssistantCitation, Attempt } from '@pte/contract';
import { questionTypeList, questionTypes, type QuestionTypeId } from '@pte/exam';
import type { ContentPassage } from './content-passages';
import type { GroundedQuestion, GroundingSource } from './grounded-answer';
import { linesToQuote } from './passage-answer';
import type { PassageIndex } from './passage-index';
import { traitEvidence, type TraitEvidence } from './result-evidence';

/**
 * "Explain this result": an explanation of one of the learner's attempts built from its stored assessment — each
 * trait's mark and what lost marks on it, the assessment's own advice — and the guide sections that explain those
 * traits and how to improve them, quoted and cited like any answer. The same facts and sections ground a language
 * model's explanation.
 */

/** The skill guide (`content/guides/skills/<slug>.md`) on how to improve each trait, by trait id. */
const skillGuideOfTrait: Record<string, string> = {
  fluency: 'oral-fluency',
  pronunciation: 'pronunciation',
  grammar: 'grammar',
  spelling: 'spelling',
  vocabulary: 'vocabulary',
  vocabularyRange: 'vocabulary',
};

/** The skill guide on the content of the tasks whose content is a summary of what was read or heard. */
const contentSkillGuide: Partial<Record<QuestionTypeId, string>> = {
  'summarize-written-text': 'summarising',
  'summarize-spoken-text': 'summarising',
  're-tell-lecture': 'note-taking',
  'summarize-group-discussion': 'note-taking',
};

/**
 * The opening sections of a skill guide say where the skill is scored and how it is measured ("Where grammar counts",
 * "How our scorer measures it", "What the bands describe", "Which tasks, which form"); the task guide's "How it is
 * scored" already covers that, so an explanation points to the sections on improving instead.
 */
const aboutScoring = /^(where|which|when|how our|what the bands)\b/i;

/** How many guide sections an explanation cites at most. */
const maxSources = 5;

/** How many characters of a skill guide section an explanation quotes. */
const quoteBudget = 220;

/** An explanation ready to give: the learner's request as it is kept, the built-in answer and what grounds a model's. */
export interface ResultExplanation {
  /** The learner's side of the exchange, e.g. "Explain my Read Aloud result of 28 Nov 2025". */
  request: string;
  text: string;
  citations: AssistantCitation[];
  /** What a language model writes its explanation from; null when there is nothing to explain. */
  grounded: GroundedQuestion | null;
}

/** A stored result's assessment (a re-order result keeps it inside), or null for an attempt stored without one. */
function assessmentOfAttempt(attempt: Pick<Attempt, 'result'>): AssessmentResultResponse | null {
  const result = attempt.result;
  if (!result) return null;
  return 'assessment' in result ? result.assessment : result;
}

/** A task type's title, with its section when another section has a task of the same title: "Multiple Choice, Single Answer (Listening)". */
function taskName(typeId: QuestionTypeId): string {
  const type = questionTypes[typeId];
  const shared = questionTypeList.some((other) => other.id !== type.id && other.title === type.title);
  return shared ? `${type.title} (${type.section[0]!.toUpperCase()}${type.section.slice(1)})` : type.title;
}

/** "28 Nov 2025", in the learner's time zone. */
function dayOf(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(new Date(instant));
}

/** A passage as a citation. */
const citationOf = (passage: ContentPassage): AssistantCitation => ({ title: passage.title, href: passage.href, section: passage.heading });

/** "Oral fluency › Pauses and the 3-second rule". */
const placeOf = (passage: ContentPassage) => (passage.heading ? `${passage.title} › ${passage.heading}` : passage.title);

/** A trait's line: "Oral fluency: 2 / 5 — 3 long pauses (1 s or more)". */
function traitLine(trait: TraitEvidence): string {
  const mark = `${trait.label}: ${trait.score} / ${trait.max}`;
  if (trait.score >= trait.max) return `- ${mark}, full marks`;
  if (trait.lost.length > 0) return `- ${mark} — ${trait.lost.join('; ')}`;
  return trait.description ? `- ${mark} (marked on: ${trait.description})` : `- ${mark}`;
}

/** The guide sections on `traits` that lost marks: the task's scoring, then each weak trait's skill section, then common mistakes. */
function guideSections(index: PassageIndex, typeId: QuestionTypeId, traits: readonly TraitEvidence[]): { passage: ContentPassage; focus: string }[] {
  const taskGuide = `/resources/study-materials/${typeId}`;
  const chosen: { passage: ContentPassage; focus: string }[] = [];
  const add = (passage: ContentPassage | undefined, focus: string) => {
    if (passage && chosen.length < maxSources && !chosen.some((entry) => entry.passage.href === passage.href)) chosen.push({ passage, focus });
  };
  add(index.passageAt(`${taskGuide}#how-it-is-scored`), '');
  const weakest = traits.filter((trait) => trait.score < trait.max).sort((a, b) => a.score / (a.max || 1) - b.score / (b.max || 1));
  for (const trait of weakest) {
    const slug = trait.id === 'content' ? contentSkillGuide[typeId] : skillGuideOfTrait[trait.id];
    if (!slug) continue;
    const page = `/resources/study-materials/skills/${slug}`;
    const focus = trait.lost.length > 0 ? trait.lost.join(' ') : trait.description;
    const onImproving = index.search(focus, 10, page).find((hit) => hit.passage.heading !== null && !aboutScoring.test(hit.passage.heading));
    add(onImproving?.passage ?? index.passageAt(page), focus);
  }
  add(index.passageAt(`${taskGuide}#common-mistakes`), '');
  return chosen;
}

/** A short quote of `passage` on `focus`: its best sentence or item, or nothing for a section cited as a whole. */
function quoteOf(passage: ContentPassage, focus: string): string {
  if (!focus) return '';
  const lines = linesToQuote(passage, focus, quoteBudget).slice(0, 2);
  return lines.map((line) => line.text).join(' ');
}

/**
 * The explanation of `attempt` (with its question's title): the marks and what lost them, the assessment's advice,
 * and the guide sections to read, from `index`. The date is written in `timeZone`.
 */
export function explainResult(attempt: Attempt, questionTitle: string, index: PassageIndex, timeZone: string): ResultExplanation {
  const name = taskName(attempt.questionType);
  const request = `Explain my ${name} result of ${dayOf(attempt.createdAt, timeZone)}`;
  const assessment = assessmentOfAttempt(attempt);
  if (!assessment) {
    const text = `Your ${name} answer of ${dayOf(attempt.createdAt, timeZone)} (“${questionTitle}”) was stored without an assessment, so there is nothing to explain.`;
    return { request, text, citations: [], grounded: null };
  }
  const traits = traitEvidence(attempt.questionType, assessment, attempt.answer);
  const facts = [
    `Your ${name} answer of ${dayOf(attempt.createdAt, timeZone)} (“${questionTitle}”) scored ${assessment.total.score} of ${assessment.total.max}.`,
    ...traits.map(traitLine),
  ];
  if (assessment.feedback.length > 0) facts.push('What the assessment advised:', ...assessment.feedback.map((line) => `- ${line}`));
  const sections = guideSections(index, attempt.questionType, traits);
  const guidance = sections.map(({ passage, focus }) => {
    const quote = quoteOf(passage, focus);
    return quote ? `- ${placeOf(passage)}: ${quote}` : `- ${placeOf(passage)}`;
  });
  const text = [...facts, ...(guidance.length > 0 ? ['To improve, read:', ...guidance] : [])].join('\n');
  const sources: GroundingSource[] = sections.map(({ passage }) => ({ citation: citationOf(passage), text: passage.markdown }));
  return {
    request,
    text,
    citations: sources.map((source) => source.citation),
    grounded: {
      question: `${request}: for each trait, say what lost marks and how to improve it.`,
      sources,
      learnerResults: facts.join('\n'),
    },
  };
}
