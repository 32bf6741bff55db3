import type { WritingIssue } from '../types';
import { matchCase, ruleIssue, type GrammarRule } from './grammar-rule';
import { grammarWords, isThirdPersonVerb, pastTenseOf, verbLemma } from './grammar-words';
import type { TaggedTerm } from './tagging';
import { canBeVerb } from '../text/word-forms';

// Time expressions that fix an event in the finished past ("yesterday", "last year", "two days ago", "in 2010").
const PAST_TIME = /\b(yesterday|last (year|week|month|night|summer|winter|spring|autumn|weekend|century|decade|time)|(\w+ )(years?|months?|weeks?|days?|hours?|decades?) ago|in the past|in (1[6-9]\d\d|200\d|201\d)|earlier this (year|month|week)|when i was (a child|young|little|a student|at school))\b/i;
const FUTURE_TIME = /^(tomorrow|next (year|week|month|summer|winter|weekend))\b/i;
const PRESENT_FORMS = new Set(['is', 'are', 'am', 'has', 'have', 'do', 'does']);
const CLAUSE_LINKS = new Set(['because', 'and', 'but', 'so', 'when', 'after', 'before', 'until']);

// Whether a word is a present-tense verb form after a subject: "goes", "is", or a bare verb ("go", "hire") the
// tagger may read as a noun.
function isPresentForm(term: TaggedTerm, previous: TaggedTerm | undefined): boolean {
  if (previous && (grammarWords.modals.has(previous.lower) || previous.lower === 'to' || grammarWords.doForms.has(previous.lower))) return false;
  if (PRESENT_FORMS.has(term.lower) || isThirdPersonVerb(term)) return true;
  if (term.tags.has('PastTense') || term.tags.has('Gerund') || term.tags.has('Adjective') || term.tags.has('Determiner')) return false;
  return /^[a-z]+$/.test(term.lower) && verbLemma(term.lower) === term.lower && canBeVerb(term.lower) && grammarWords.unchangingPast.has(term.lower) === false
    && (term.tags.has('Verb') || (previous !== undefined && (previous.tags.has('Noun') || previous.tags.has('Pronoun')) && !previous.tags.has('Possessive')));
}

function pastOf(term: TaggedTerm): string {
  const lower = term.lower;
  if (lower === 'is' || lower === 'am') return 'was';
  if (lower === 'are') return 'were';
  if (lower === 'has' || lower === 'have') return 'had';
  if (lower === 'do' || lower === 'does') return 'did';
  return pastTenseOf(verbLemma(lower));
}

function isPastVerb(term: TaggedTerm): boolean {
  return ['was', 'were', 'had', 'did'].includes(term.lower) || (term.tags.has('PastTense') && verbLemma(term.lower) !== term.lower);
}

// The first verb of the clause that starts at `from`: after its subject, skipping adverbs.
function clauseVerb(terms: readonly TaggedTerm[], from: number): number | undefined {
  for (let i = from + 1; i < terms.length && i <= from + 6; i += 1) {
    const term = terms[i]!;
    if (grammarWords.midAdverbs.has(term.lower)) continue;
    if (term.tags.has('Preposition') || grammarWords.subordinators.has(term.lower)) return undefined;
    if (isPresentForm(term, terms[i - 1]) || isPastVerb(term) || grammarWords.modals.has(term.lower)) return i;
  }
  return undefined;
}

// "ships, trucks and trains", "access, training and services": "and" ends a list of nouns (", X and"), so the -s
// word after it is a plural noun, not a present verb; a list of past verbs (", looked and sees") is still a story.
function endsNounList(terms: readonly TaggedTerm[], and: number, text: string): boolean {
  const item = terms[and - 1];
  const before = terms[and - 2];
  return item !== undefined && before !== undefined && text.slice(before.end, item.start).includes(',') && !isPastVerb(item);
}

function presentIssue(verb: TaggedTerm, why: string): WritingIssue {
  const past = pastOf(verb);
  return ruleIssue('past-time-tense', verb, verb, `${why} Use the past tense: "${past}".`, [matchCase(past, verb.text)]);
}

/**
 * Tense consistency (Score Guide, grammar trait): a finished past time ("yesterday", "last year", "two years ago",
 * "in 2010", a "when …" clause in the past) takes the past tense — "Last week we visit" → "visited", "has finished
 * … last month" → "finished"; the present tense cannot follow a past verb in the same story ("opened the door and
 * sees" → "saw"); "tomorrow" cannot take the past.
 */
export const pastTimeTense: GrammarRule = ({ text, sentences, terms: all }) => {
  const issues: WritingIssue[] = [];
  all.forEach((terms, sentenceIndex) => {
    const sentence = sentences[sentenceIndex]!;
    if (terms.length < 3 || /\?\s*$/.test(sentence.text)) return;
    const marker = PAST_TIME.exec(sentence.text);
    const sinceBefore = marker && /\b(since|for|until|from)\s+$/i.test(sentence.text.slice(0, marker.index));
    if (marker && !sinceBefore) {
      const markerEnd = sentence.start + marker.index + marker[0].length;
      const markerStart = sentence.start + marker.index;
      // Present perfect with a finished time: "has finished … last month", "have seen … two days ago".
      const perfect = terms.findIndex((t, i) => ['has', 'have', "'ve"].includes(t.lower) && terms[i + 1] !== undefined
        && (terms[i + 1]!.tags.has('PastTense') || terms[i + 1]!.tags.has('Participle')) && verbLemma(terms[i + 1]!.lower) !== terms[i + 1]!.lower);
      if (perfect >= 0 && markerStart > terms[perfect]!.start) {
        const have = terms[perfect]!;
        const participle = terms[perfect + 1]!;
        const past = pastTenseOf(verbLemma(participle.lower));
        issues.push(ruleIssue('past-time-tense', have, participle, `"${marker[0]}" is a finished time, which takes the simple past: "${past}".`, [past]));
        return;
      }
      // A present verb in the clause the past time introduces: "Last year the company hire …".
      const after = terms.findIndex((t) => t.start >= markerEnd);
      const subjectStart = after >= 0 && terms[after]!.text === ',' ? after + 1 : after;
      const wordsBefore = sentence.text.slice(0, marker.index).trim().split(/\s+/).filter(Boolean).length;
      if (subjectStart >= 0 && wordsBefore <= 1) {
        const v = clauseVerb(terms, subjectStart);
        if (v !== undefined && isPresentForm(terms[v]!, terms[v - 1]) && !grammarWords.modals.has(terms[v]!.lower)) {
          issues.push(presentIssue(terms[v]!, `"${marker[0]}" puts this in the past.`));
          return;
        }
      }
    }
    // A subordinate clause in the past, then a main clause in the present: "When the storm started, everyone runs".
    const first = terms[0]!;
    const comma = terms.findIndex((t, i) => i > 0 && text.slice(terms[i - 1]!.end, t.start).includes(','));
    if (['when', 'before', 'after', 'as', 'once'].includes(first.lower) && comma > 1 && terms.slice(1, comma).some(isPastVerb)) {
      const v = clauseVerb(terms, comma);
      if (v !== undefined && isPresentForm(terms[v]!, terms[v - 1])) {
        issues.push(presentIssue(terms[v]!, 'The clause before is in the past.'));
        return;
      }
    }
    // "Tomorrow we went" → "will go".
    const future = FUTURE_TIME.exec(sentence.text);
    if (future) {
      const v = clauseVerb(terms, terms.findIndex((t) => t.start >= sentence.start + future[0].length) - 1);
      const verb = v === undefined ? undefined : terms[v];
      if (verb && isPastVerb(verb) && verb.lower !== 'had') {
        const base = verbLemma(verb.lower);
        issues.push(ruleIssue('past-time-tense', verb, verb, `"${future[0]}" is in the future: "will ${base}".`, [`will ${base}`]));
        return;
      }
    }
    // A past verb, then "and/because …" with a present verb: "opened the door and sees", "was tired because he work".
    const pastIndex = terms.findIndex((t, i) => i > 0 && isPastVerb(t) && !t.tags.has('Participle') && !['had'].includes(t.lower));
    if (pastIndex < 0) return;
    for (let i = pastIndex + 1; i < terms.length - 1; i += 1) {
      if (!CLAUSE_LINKS.has(terms[i]!.lower)) continue;
      const next = terms[i + 1]!;
      if (terms[i]!.lower === 'and' && isThirdPersonVerb(next) && !PRESENT_FORMS.has(next.lower) && !isPastVerb(next) && !endsNounList(terms, i, text)) {
        issues.push(presentIssue(next, 'The verb before is in the past.'));
        return;
      }
      const verb = terms[i + 2];
      if (grammarWords.thirdPersonSingular.has(next.lower) && verb && /^[a-z]+$/.test(verb.lower) && verbLemma(verb.lower) === verb.lower
        && canBeVerb(verb.lower) && !grammarWords.unchangingPast.has(verb.lower) && !PRESENT_FORMS.has(verb.lower) && !verb.tags.has('Modal')) {
        issues.push(presentIssue(verb, 'The sentence is about the past.'));
        return;
      }
    }
  });
  return issues;
};
