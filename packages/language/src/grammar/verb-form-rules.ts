import type { WritingIssue } from '../types';
import { ruleIssue, type GrammarRule } from './grammar-rule';
import { gerundOf, grammarWords, isIngOrEdForm, isThirdPersonVerb, participleOf, verbLemma } from './grammar-words';
import type { TaggedTerm } from './tagging';
import { canBeAdjective, canBeNoun, canBeVerb } from '../text/word-forms';

// The word after a modal or "do", skipping "not" and adverbs ("can easily see", "did not go").
function nextVerbIndex(terms: readonly TaggedTerm[], index: number): number {
  let i = index + 1;
  while (i < terms.length && (grammarWords.midAdverbs.has(terms[i]!.lower) || terms[i]!.tags.has('Negative'))) i += 1;
  return i;
}

function isInflectedVerb(term: TaggedTerm): boolean {
  // The tagger often reads a verb in the wrong form as a noun or adjective ("can isolating", "could reduced").
  if (!term.tags.has('Modal') && isIngOrEdForm(term.lower) && !['being', 'been'].includes(term.lower)) return true;
  if (!term.tags.has('Verb') || term.tags.has('Modal')) return false;
  if (['be', 'have', 'do'].includes(term.lower)) return false;
  if (grammarWords.singularVerbForms.has(term.lower) || ['are', 'were', 'am', 'was', 'had', 'did'].includes(term.lower)) return true;
  if (term.tags.has('PastTense') && verbLemma(term.lower) !== term.lower) return true;
  if (term.tags.has('Gerund') && /ing$/.test(term.lower)) return true;
  return isThirdPersonVerb(term);
}

/**
 * Verb form after a modal (Score Guide, grammar trait): a modal takes the bare infinitive — "can swims" → "can swim",
 * "will going" → "will go", "must to act" → "must act".
 */
export const modalVerbForm: GrammarRule = ({ terms: sentences }) => {
  const issues: WritingIssue[] = [];
  for (const terms of sentences) {
    terms.forEach((term, index) => {
      if (!grammarWords.modals.has(term.lower) || !term.tags.has('Modal')) return;
      const i = nextVerbIndex(terms, index);
      const next = terms[i];
      if (!next) return;
      if (next.lower === 'to' && terms[i + 1]?.tags.has('Verb')) {
        issues.push(ruleIssue('modal-verb-form', next, next, `After "${term.text}", use the verb without "to".`, ['']));
      } else if (next.lower === 'able' && terms[i + 1]?.lower === 'to') {
        issues.push(ruleIssue('modal-verb-form', next, next, `After "${term.text}", write "be able to".`, ['be able']));
      } else if (isInflectedVerb(next)) {
        const base = verbLemma(next.lower);
        issues.push(ruleIssue('modal-verb-form', next, next, `After "${term.text}", use the base form of the verb: "${base}".`, [base]));
      }
    });
  }
  return issues;
};

/** Verb form after "do", "does", "did" and their negatives: "didn't went" → "didn't go", "does likes" → "does like". */
export const doSupportVerbForm: GrammarRule = ({ terms: sentences }) => {
  const issues: WritingIssue[] = [];
  for (const terms of sentences) {
    terms.forEach((term, index) => {
      if (!grammarWords.doForms.has(term.lower) || !term.tags.has('Auxiliary')) return;
      const i = nextVerbIndex(terms, index);
      const next = terms[i];
      if (!next || next.tags.has('Noun') || !next.tags.has('Verb')) return;
      // "do" before a pronoun or noun is a question or a main verb; only a verb right after it is checked.
      if ((next.tags.has('PastTense') && verbLemma(next.lower) !== next.lower) || isThirdPersonVerb(next)) {
        const base = verbLemma(next.lower);
        issues.push(ruleIssue('do-verb-form', next, next, `After "${term.text}", use the base form of the verb: "${base}".`, [base]));
      }
    });
  }
  return issues;
};

/** "am/is/are agree" → "agree": "agree" is a verb, not an adjective. */
export const beAgree: GrammarRule = ({ terms: sentences }) => {
  const issues: WritingIssue[] = [];
  for (const terms of sentences) {
    terms.forEach((term, index) => {
      const next = terms[index + 1];
      if (next && ['am', 'is', 'are', "'m"].includes(term.lower) && (next.lower === 'agree' || next.lower === 'disagree')) {
        const subject = terms[index - 1]?.lower;
        const verb = subject === 'he' || subject === 'she' || subject === 'it' ? `${next.lower}s` : next.lower;
        issues.push(ruleIssue('be-agree', term, next, `"${next.text}" is a verb: write "${verb}" without "${term.text}".`, [verb]));
      }
    });
  }
  return issues;
};

const BE_FORMS = new Set(['am', 'is', 'are', 'was', 'were']);
// Words a tagger may call verbs that follow "be" as adjectives or prepositions ("is worth", "are like").
const AFTER_BE = new Set(['worth', 'like', 'near', 'due', 'alone', 'aware', 'afraid', 'alike', 'alive', 'asleep', 'awake', 'ill', 'well', 'done', 'gone', 'open', 'free', 'clean', 'clear', 'close', 'right', 'wrong', 'busy', 'ready', 'used', 'about', 'over', 'out']);
const NEEDS_TO = new Set(['want', 'wants', 'wanted', 'try', 'tries', 'tried', 'need', 'needs', 'needed', 'decide', 'decides', 'decided', 'plan', 'plans', 'planned', 'hope', 'hopes', 'hoped', 'refuse', 'refuses', 'refused', 'seem', 'seems', 'seemed', 'tend', 'tends', 'tended', 'able', 'going', 'have', 'has', 'had', 'ought', 'used']);

/**
 * Missing or doubled verbs: a subject with no verb before an adjective or noun phrase ("he wrong", "we all the same",
 * "we born"), "be" with no modal ("they be"), a form of "be" before a bare verb ("they are do"), and a bare verb
 * where "to" is needed ("try become", "want go").
 */
export const missingVerb: GrammarRule = ({ text, terms: sentences }) => {
  const issues: WritingIssue[] = [];
  for (const terms of sentences) {
    terms.forEach((term, index) => {
      const previous = terms[index - 1];
      let next = terms[index + 1];
      if (!next || /[,;:()"—–-]/.test(text.slice(term.end, next.start))) return;
      const isSubject = ['he', 'she', 'we', 'they', 'i'].includes(term.lower)
        && !(previous && (previous.tags.has('Verb') || previous.tags.has('Preposition') || previous.lower === 'to' || previous.lower === 'than' || previous.lower === 'as'));
      if (isSubject) {
        let i = index + 1;
        if (['all', 'both'].includes(next.lower)) i += 1;
        next = terms[i];
        if (!next) return;
        if (next.lower === 'born') {
          const be = term.lower === 'i' || term.lower === 'he' || term.lower === 'she' ? 'was' : 'were';
          issues.push(ruleIssue('missing-verb', next, next, `"${next.text}" needs a form of "be" here: "${be} born".`, [`${be} born`]));
        } else if (next.lower === 'be' && !(previous && (grammarWords.modals.has(previous.lower) || previous.lower === 'to'))) {
          const be = term.lower === 'i' ? 'am' : term.lower === 'he' || term.lower === 'she' ? 'is' : 'are';
          issues.push(ruleIssue('missing-verb', next, next, `"${term.text} be" is not a finite verb: write "${term.text} ${be}".`, [be]));
        } else if (['the', 'a', 'an', 'very'].includes(next.lower)) {
          issues.push(ruleIssue('missing-verb', term, next, `A verb is missing after "${term.text}" (for example "is" or "are").`, []));
        } else if (next.tags.has('Adjective') && !next.tags.has('Verb') && !next.tags.has('Noun') && !next.tags.has('Adverb')) {
          const be = term.lower === 'i' ? 'am' : term.lower === 'he' || term.lower === 'she' ? 'is' : 'are';
          issues.push(ruleIssue('missing-verb', next, next, `A verb is missing: "${term.text} ${be} ${next.text}".`, [`${be} ${next.text}`]));
        }
        return;
      }
      if (BE_FORMS.has(term.lower) && next.tags.has('Verb') && next.tags.has('Infinitive') && !next.tags.has('Noun') && !next.tags.has('Adjective') && !canBeAdjective(next.lower)
        && !['be', 'have', 'do', 'go'].includes(next.lower) && !AFTER_BE.has(next.lower) && terms[index + 2]?.lower !== 'to') {
        issues.push(ruleIssue('be-bare-verb', term, next, `"${term.text}" and the bare verb "${next.text}" do not go together: use "${next.text}" alone, or "${term.text} ${next.lower}ing".`, [next.text]));
      }
      if (NEEDS_TO.has(term.lower) && term.tags.has('Verb') && !['have', 'has', 'had', 'going', 'used', 'able', 'need', 'needs', 'needed'].includes(term.lower)
        && next.tags.has('Verb') && next.tags.has('Infinitive') && !next.tags.has('Noun') && !next.tags.has('Pronoun')) {
        issues.push(ruleIssue('missing-to', next, next, `After "${term.text}", use "to" before the verb: "${term.text} to ${next.text}".`, [`to ${next.text}`]));
      }
    });
  }
  return issues;
};

const HAVE_FORMS = new Set(['have', 'has', 'had', "'ve", "haven't", "hasn't", "hadn't"]);
const PASSIVE_BE = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being', "isn't", "aren't", "wasn't", "weren't"]);

// A bare verb whose participle differs from it ("change" → "changed", "build" → "built"), read as a verb here: the
// tagger says so, or what follows cannot follow a noun object ("has change the way", "have rise sharply").
function bareVerbNeedingParticiple(term: TaggedTerm, next: TaggedTerm | undefined): boolean {
  if (!/^[a-z]+$/.test(term.lower) || verbLemma(term.lower) !== term.lower || !canBeVerb(term.lower)) return false;
  if (participleOf(term.lower) === term.lower || ['be', 'have', 'do', 'go', 'get'].includes(term.lower)) return false;
  if (term.tags.has('Adjective') || term.tags.has('Determiner') || term.tags.has('Pronoun') || canBeAdjective(term.lower)) return false;
  // A noun object ends before a verb ("who has experience can …").
  if (next && (next.tags.has('Verb') || next.tags.has('Modal'))) return false;
  if (!canBeNoun(term.lower) || (term.tags.has('Verb') && !term.tags.has('Noun'))) return next?.lower !== 'to';
  return next !== undefined && (next.lower === 'by' || next.tags.has('Adverb') || next.tags.has('Determiner')) && !next.tags.has('Noun');
}

/**
 * Perfect and passive verb forms (Score Guide, grammar trait): "have"/"has" and "be" take the past participle —
 * "has change" → "has changed", "was build" → "was built", "has been finish" → "has been finished".
 */
export const perfectAndPassiveForms: GrammarRule = ({ terms: sentences }) => {
  const issues: WritingIssue[] = [];
  for (const terms of sentences) {
    terms.forEach((term, index) => {
      const perfect = HAVE_FORMS.has(term.lower) && term.tags.has('Verb');
      const passive = PASSIVE_BE.has(term.lower);
      if (!perfect && !passive) return;
      // "have" as a main verb after "to" or a modal keeps its object ("to have work", "must have money") unchanged.
      if (perfect && ['to', 'will', 'would', 'can', 'could', 'should', 'must', 'might', 'may'].includes(terms[index - 1]?.lower ?? '')) return;
      const i = nextVerbIndex(terms, index);
      const verb = terms[i];
      if (!verb) return;
      // After "been"/"being" a bare verb is never right ("has been finish ahead of time").
      const afterBeen = ['been', 'being'].includes(term.lower) && /^[a-z]+$/.test(verb.lower) && verbLemma(verb.lower) === verb.lower
        && canBeVerb(verb.lower) && participleOf(verb.lower) !== verb.lower && !canBeAdjective(verb.lower) && !verb.tags.has('Adjective') && terms[i + 1]?.lower !== 'to';
      if (!afterBeen && !bareVerbNeedingParticiple(verb, terms[i + 1])) return;
      const participle = participleOf(verb.lower);
      const id = perfect ? 'perfect-verb-form' : 'passive-verb-form';
      const suggestions = passive && !['be', 'been', 'being'].includes(term.lower) ? [participle, gerundOf(verb.lower)] : [participle];
      issues.push(ruleIssue(id, verb, verb, `After "${term.text}", use the past participle: "${term.text} ${participle}".`, suggestions));
    });
  }
  return issues;
};
