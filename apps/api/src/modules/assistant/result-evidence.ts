import type { AssessmentResultResponse } from '@pte/contract';
import { questionTypes, type QuestionTypeId } from '@pte/exam';

/**
 * What cost an answer its marks, trait by trait, read from the assessment's own details: the words left out, replaced
 * or unclear in a spoken answer and its pauses and hesitations; the grammar, spelling and other issues of a written
 * one; the options, blanks, words or pairs an objective answer got wrong.
 */

/** One trait's mark and what lost marks on it (empty at full marks, or when the details name nothing). */
export interface TraitEvidence {
  id: string;
  label: string;
  /** How the trait is marked, from the task type's rubric. */
  description: string;
  score: number;
  max: number;
  lost: string[];
}

/** A plain object, as details are read from stored JSON. */
type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The objects of `details[field]`, or none. */
function listOf(details: unknown, field: string): Fields[] {
  const list = isFields(details) ? details[field] : undefined;
  return Array.isArray(list) ? list.filter(isFields) : [];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Words in curly quotes, the first `limit` of them and then a count: “a”, “b” and 3 more. */
function quoted(words: readonly string[], limit = 5): string {
  const shown = words.slice(0, limit).map((word) => `“${word}”`).join(', ');
  return words.length > limit ? `${shown} and ${words.length - limit} more` : shown;
}

/** "1 long pause", "3 long pauses". */
const counted = (count: number, singular: string, plural = `${singular}s`) => `${count} ${count === 1 ? singular : plural}`;

/** What lost marks on each trait of a spoken answer. */
function spokenEvidence(assessment: AssessmentResultResponse): Record<string, string[]> {
  const words = assessment.words ?? [];
  const metrics = assessment.metrics ?? {};
  const details = assessment.details;
  const content: string[] = [];
  if (isFields(details) && text(details.zeroReason)) content.push(text(details.zeroReason));
  const omitted = words.filter((word) => word.status === 'omitted').map((word) => word.text);
  if (omitted.length > 0) content.push(`${counted(omitted.length, 'word')} left out: ${quoted(omitted)}`);
  const replaced = words.filter((word) => word.status === 'substituted');
  if (replaced.length > 0) content.push(`${counted(replaced.length, 'word')} said differently: ${replaced.slice(0, 4).map((word) => `“${word.text}”${word.heard ? ` heard as “${word.heard}”` : ''}`).join(', ')}`);
  const inserted = words.filter((word) => word.status === 'inserted').map((word) => word.text);
  if (inserted.length > 0) content.push(`${counted(inserted.length, 'word')} added: ${quoted(inserted)}`);
  for (const point of listOf(details, 'keyPoints')) {
    const missing = Array.isArray(point.missing) ? point.missing.filter((word): word is string => typeof word === 'string') : [];
    if (typeof point.coverage === 'number' && point.coverage < 1 && missing.length > 0) content.push(`Key point “${text(point.keyPoint)}”: not heard ${quoted(missing, 4)}`);
  }
  for (const position of listOf(details, 'positions')) {
    if (position.named === false) content.push(`${text(position.speaker)} was not named`);
  }
  const appropriacy = isFields(details) && isFields(details.appropriacy) ? details.appropriacy : undefined;
  if (appropriacy) {
    const missing = Array.isArray(appropriacy.missing) ? appropriacy.missing.filter((signal): signal is string => typeof signal === 'string') : [];
    if (missing.length > 0) content.push(`For ${text(appropriacy.listener) || 'the listener'}, the reply lacked: ${missing.map((signal) => signal.replace('-', ' ')).join(', ')}`);
    const unsuitable = Array.isArray(appropriacy.unsuitable) ? appropriacy.unsuitable.filter((word): word is string => typeof word === 'string') : [];
    if (unsuitable.length > 0) content.push(`Words that do not suit the listener: ${quoted(unsuitable)}`);
  }

  const fluency: string[] = [];
  const measure = (id: string) => (typeof metrics[id] === 'number' && Number.isFinite(metrics[id]) ? metrics[id] : 0);
  if (measure('leadingSilenceSeconds') >= 3) fluency.push(`you started speaking after ${measure('leadingSilenceSeconds').toFixed(1)} s`);
  if (measure('silencesOver3Seconds') > 0) fluency.push(counted(measure('silencesOver3Seconds'), 'silence') + ' of 3 s or more');
  if (measure('longPauseCount') > 0) fluency.push(`${counted(measure('longPauseCount'), 'long pause')} (1 s or more)`);
  if (measure('pausesWithinPhrases') > 0) fluency.push(`${counted(measure('pausesWithinPhrases'), 'pause')} inside phrases`);
  if (measure('fillerCount') > 0) fluency.push(`${counted(measure('fillerCount'), 'hesitation')} such as “um” or “uh”`);
  if (measure('repetitionCount') > 0) fluency.push(counted(measure('repetitionCount'), 'repetition or restart', 'repetitions or restarts'));

  const unclear = words
    .filter((word) => word.status !== 'inserted' && (word.status === 'mispronounced' || (word.quality !== undefined && word.quality < 0.5)))
    .sort((a, b) => (a.quality ?? 0) - (b.quality ?? 0))
    .map((word) => word.text);
  const pronunciation = unclear.length > 0 ? [`least clear words: ${quoted([...new Set(unclear)], 6)}`] : [];
  return { content, vocabulary: content, fluency, pronunciation };
}

/** The trait of a written task that each category of issue counts against, in the order they are looked for. */
const traitsOfIssueCategory: Record<string, string[]> = {
  grammar: ['grammar'],
  spelling: ['spelling'],
  vocabulary: ['vocabulary', 'vocabularyRange'],
  form: ['form'],
  content: ['content'],
  style: ['developmentStructureCoherence', 'generalLinguisticRange'],
};

/** What lost marks on each trait of a written answer: its issues by category, the marked words quoted. */
function writtenEvidence(assessment: AssessmentResultResponse, traitIds: readonly string[], answer: unknown): Record<string, string[]> {
  const answerText = isFields(answer) ? text(answer.text) : '';
  const evidence: Record<string, string[]> = {};
  const gates = listOf(assessment.details, 'gates').map((gate) => text(gate.message)).filter(Boolean);
  if (gates.length > 0) evidence.content = [...gates];
  const byTrait = new Map<string, string[]>();
  for (const issue of listOf(assessment.details, 'issues')) {
    const trait = (traitsOfIssueCategory[text(issue.category)] ?? []).find((id) => traitIds.includes(id));
    if (!trait) continue;
    const start = typeof issue.start === 'number' ? issue.start : 0;
    const end = typeof issue.end === 'number' ? issue.end : start;
    const marked = answerText.slice(start, end).trim();
    byTrait.set(trait, [...(byTrait.get(trait) ?? []), marked && marked.length <= 60 ? `“${marked}”: ${text(issue.message)}` : text(issue.message)]);
  }
  for (const [trait, issues] of byTrait) {
    const shown = issues.slice(0, 4);
    if (issues.length > shown.length) shown.push(`and ${counted(issues.length - shown.length, 'more issue')}`);
    evidence[trait] = [...(evidence[trait] ?? []), `${counted(issues.length, 'issue')} — ${shown.join('; ')}`];
  }
  return evidence;
}

/** What an objective answer got wrong, from its per-option, per-blank, per-word or per-pair marks. */
function objectiveEvidence(assessment: AssessmentResultResponse): string[] {
  const details = assessment.details;
  const lost: string[] = [];
  const choices = listOf(details, 'choices');
  const wrongChosen = choices.filter((choice) => choice.selected === true && choice.correct !== true).map((choice) => text(choice.id));
  const missed = choices.filter((choice) => choice.correct === true && choice.selected !== true).map((choice) => text(choice.id));
  if (wrongChosen.length > 0) lost.push(`chosen but wrong: ${wrongChosen.join(', ')}`);
  if (missed.length > 0) lost.push(`right but not chosen: ${missed.join(', ')}`);
  for (const blank of listOf(details, 'blanks').filter((mark) => mark.correct === false).slice(0, 6)) {
    lost.push(`blank ${String(blank.blank)}: ${text(blank.given).trim() ? `“${text(blank.given)}”` : 'left empty'}, the answer is “${text(blank.expected)}”`);
  }
  const words = listOf(details, 'words');
  const wrongClicks = words.filter((word) => word.selected === true && word.incorrect !== true).map((word) => text(word.shown));
  const unnoticed = words.filter((word) => word.incorrect === true && word.selected !== true).map((word) => `“${text(word.shown)}” (the speaker said “${text(word.spoken)}”)`);
  if (wrongClicks.length > 0) lost.push(`clicked though the speaker said them: ${quoted(wrongClicks)}`);
  if (unnoticed.length > 0) lost.push(`changed words not clicked: ${unnoticed.slice(0, 5).join(', ')}`);
  const keyWords = listOf(details, 'keyWords').filter((word) => word.credited === false).map((word) => text(word.text));
  if (keyWords.length > 0) lost.push(`words missing or misspelt: ${quoted(keyWords, 6)}`);
  const pairs = listOf(details, 'pairs').filter((pair) => pair.correct === false).map((pair) => `${text(pair.from)} → ${text(pair.to)}`);
  if (pairs.length > 0) lost.push(`neighbours not in the right order: ${pairs.join(', ')}`);
  return lost;
}

/**
 * Each trait of `assessment` in the rubric's order with its mark and, below full marks, what lost marks on it. `answer`
 * is the answer as stored (a written answer's text is quoted where its issues are).
 */
export function traitEvidence(typeId: QuestionTypeId, assessment: AssessmentResultResponse, answer: unknown): TraitEvidence[] {
  const type = questionTypes[typeId];
  const rubric = new Map<string, { label: string; description: string }>(type.traits.map((trait) => [trait.id, trait]));
  const traitIds = Object.keys(assessment.traits);
  const evidence: Record<string, string[]> =
    type.family === 'speaking' ? spokenEvidence(assessment) : type.family === 'summarize' ? writtenEvidence(assessment, traitIds, answer) : { [traitIds[0] ?? '']: objectiveEvidence(assessment) };
  return Object.entries(assessment.traits).map(([id, mark]) => ({
    id,
    label: rubric.get(id)?.label ?? id,
    description: rubric.get(id)?.description ?? '',
    score: mark.score,
    max: mark.max,
    lost: mark.score < mark.max ? (evidence[id] ?? []) : [],
  }));
}
