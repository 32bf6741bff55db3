import type { GuideExampleAssessment, SpeechAssessmentResult, WritingAssessmentResult } from '@pte/contract';
import {
  questionTypes,
  type AssessmentResult,
  type BlankDetails,
  type ChoiceDetails,
  type ContentItem,
  type DictationDetails,
  type HighlightDetails,
  type QuestionTypeId,
  type ReorderDetails,
} from '@pte/exam';

/**
 * The part of an API assessment a guide shows: each trait with its label and maximum, the total, the advice and the
 * key feedback of the task (per-part marks, the words not right and the pauses, key points, writing issues). It
 * keeps nothing that changes from run to run (processing time, queue wait), so the same answer always gives the
 * same summary.
 */

/** The most suggestions kept per writing issue. */
const SUGGESTIONS_KEPT = 3;
/** How much of an option's text a mark quotes. */
const OPTION_QUOTE_LENGTH = 70;

/** `value` to two decimals. */
function hundredths(value: number): number {
  return Math.round(value * 100) / 100;
}

/** `text` cut at a word boundary to about `length` characters, with an ellipsis when cut. */
function quote(text: string, length = OPTION_QUOTE_LENGTH): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length / 2)).trimEnd()}…`;
}

/** The traits in the order of the task's rubric, labelled as the score card labels them, then any the rubric lacks. */
function traitsOf(type: QuestionTypeId, traits: AssessmentResult['traits']): GuideExampleAssessment['traits'] {
  const definitions = questionTypes[type].traits;
  const listed = definitions.flatMap((definition) => {
    const trait = traits[definition.id];
    return trait ? [{ id: definition.id, label: definition.label, score: trait.score, max: trait.max }] : [];
  });
  const known = new Set<string>(definitions.map((definition) => definition.id));
  const others = Object.entries(traits)
    .filter(([id]) => !known.has(id))
    .map(([id, trait]) => ({ id, label: id, score: trait.score, max: trait.max }));
  return [...listed, ...others];
}

/** What every summary has: traits, total and advice. */
function commonPart(result: AssessmentResult): GuideExampleAssessment {
  return {
    traits: traitsOf(result.taskType as QuestionTypeId, result.traits),
    total: { score: result.total.score, max: result.total.max },
    feedback: [...result.feedback],
  };
}

/** The text of option `id` of a choice item. */
function optionText(item: ContentItem, id: string): string {
  const options = (item.prompt as { options?: { id: string; text: string }[] }).options ?? [];
  return options.find((option) => option.id === id)?.text ?? '';
}

/** The marks of each part of an objective answer, from the scorer's per-part details. */
function marksOf(item: ContentItem, details: unknown): NonNullable<GuideExampleAssessment['marks']> {
  if (item.type === 'write-from-dictation') {
    return (details as DictationDetails).keyWords.map((word) => ({ part: word.text, given: word.credited ? 'written' : 'missing or misspelt', points: word.credited ? 1 : 0 }));
  }
  if (item.type === 'highlight-incorrect-words') {
    return (details as HighlightDetails).words.map((word) => ({
      part: `“${word.shown}”`,
      given: word.selected ? 'clicked' : 'not clicked',
      expected: word.incorrect ? `changed: the speaker said “${word.spoken ?? ''}”` : 'said as shown',
      points: word.mark,
    }));
  }
  switch (questionTypes[item.type].family) {
    case 'single-answer':
    case 'multi-answer':
      return (details as ChoiceDetails).choices
        .filter((choice) => choice.selected || choice.correct)
        .map((choice) => ({
          part: `${choice.id}. ${quote(optionText(item, choice.id))}`,
          given: choice.selected ? 'chosen' : 'not chosen',
          expected: choice.correct ? 'a correct option' : 'a wrong option',
          points: choice.mark,
        }));
    case 'blanks':
      return (details as BlankDetails).blanks.map((blank) => ({
        part: `Blank ${blank.blank}`,
        given: blank.given.trim() === '' ? '(empty)' : blank.given,
        ...(blank.correct ? {} : { expected: blank.expected }),
        points: blank.correct ? 1 : 0,
      }));
    case 'reorder':
      return (details as ReorderDetails).pairs.map((pair) => ({
        part: `${pair.from} → ${pair.to}`,
        given: 'neighbours in the answer',
        expected: pair.correct ? 'neighbours in the key' : 'not neighbours in the key',
        points: pair.correct ? 1 : 0,
      }));
    default:
      return [];
  }
}

/** The summary of an objective answer's assessment (reading, listening). */
export function summariseObjective(item: ContentItem, result: AssessmentResult): GuideExampleAssessment {
  return { ...commonPart(result), marks: marksOf(item, result.details) };
}

/** The summary of a spoken answer's assessment: the words not right, the pauses, the key points covered, the appropriacy. */
export function summariseSpeech(result: SpeechAssessmentResult): GuideExampleAssessment {
  const metric = (name: string) => result.metrics?.[name] ?? 0;
  const { appropriacy } = result.details;
  const keyPoints = [
    ...(result.details.keyPoints ?? []).map((point) => ({ point: point.keyPoint, coverage: hundredths(point.coverage), missing: point.missing })),
    ...(result.details.positions ?? []).map((position) => ({
      point: `${position.speaker}'s position${position.named ? '' : ' (speaker not named)'}: ${position.position}`,
      coverage: hundredths(position.coverage),
      missing: position.missing,
    })),
  ];
  return {
    ...commonPart(result),
    transcript: result.transcript ?? '',
    words: (result.words ?? [])
      .filter((word) => word.status !== 'correct')
      .map((word) => ({
        text: word.text,
        status: word.status,
        ...(word.heard ? { heard: word.heard } : {}),
        ...(word.weakPhones && word.weakPhones.length > 0 ? { weakPhones: word.weakPhones } : {}),
      })),
    pauses: {
      count: metric('pauseCount'),
      long: metric('longPauseCount'),
      seconds: hundredths(metric('pauseSeconds')),
      fillers: metric('fillerCount'),
      repetitions: metric('repetitionCount'),
    },
    ...(keyPoints.length > 0 ? { keyPoints } : {}),
    ...(appropriacy
      ? { appropriacy: { found: appropriacy.found.map((sign) => `${sign.signal}: ${sign.heard}`), missing: [...appropriacy.missing], unsuitable: [...appropriacy.unsuitable] } }
      : {}),
  };
}

/** The summary of a written answer's assessment: every issue with the words it marks, and the gates applied. */
export function summariseWriting(text: string, result: WritingAssessmentResult): GuideExampleAssessment {
  return {
    ...commonPart(result),
    issues: result.details.issues.map((issue) => ({
      excerpt: text.slice(issue.start, issue.end),
      category: issue.category,
      message: issue.message,
      suggestions: issue.suggestions.slice(0, SUGGESTIONS_KEPT),
    })),
    gates: result.details.gates.map((gate) => gate.message),
  };
}
