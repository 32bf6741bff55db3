import { lemmatizer } from '../text/untyped-packages';
import type { WritingIssue } from '../types';
import { matchCase, ruleIssue, type GrammarRule } from './grammar-rule';
import {
  grammarWords,
  isBasePresentVerb,
  isIngOrEdForm,
  isPluralNoun,
  isSingularCountNoun,
  isThirdPersonVerb,
  pluralForm,
  thirdPersonForm,
  verbLemma,
} from './grammar-words';
import { quantifierPronouns, type TaggedTerm } from './tagging';
import { canBeAdjective, canBeAdverb, canBeNoun } from '../text/word-forms';
import { wordTable } from '../text/word-table';

const PLURAL_OF = wordTable<string>({
  is: 'are', was: 'were', has: 'have', does: 'do', "isn't": "aren't", "wasn't": "weren't", "hasn't": "haven't", "doesn't": "don't",
});
// Verbs common enough that "he like" is surely a missing -s, even though "like" can also be an adjective.
const COMMON_VERBS = new Set(['like', 'need', 'want', 'go', 'make', 'know', 'think', 'say', 'get', 'see', 'come', 'take', 'use', 'find', 'give', 'tell', 'work', 'feel', 'try', 'leave', 'call', 'help', 'love', 'live', 'play', 'study', 'learn', 'believe', 'agree', 'seem', 'show', 'mean', 'keep', 'begin', 'run', 'move', 'pay', 'hear', 'grow', 'walk', 'win', 'remember', 'buy', 'wait', 'stay', 'look', 'become', 'spend', 'change', 'hope', 'care', 'enjoy', 'understand', 'happen', 'depend', 'prefer', 'choose', 'hate', 'plan']);

// Determiners of plural nouns: after them a singular noun is the determiner's error, reported by its own rule.
const PLURAL_DETERMINERS = new Set(['these', 'those', 'many', 'several', 'both', 'few', 'various', 'two', 'three', 'four', 'five']);
const SINGULAR_OF = wordTable<string>(Object.fromEntries(Object.entries(PLURAL_OF).flatMap(([s, p]) => (p ? [[p, s]] : []))));

// The verb after a subject, skipping adverbs such as "always" ("she always go").
function verbAfter(terms: readonly TaggedTerm[], index: number): TaggedTerm | undefined {
  let i = index + 1;
  while (i < terms.length && grammarWords.midAdverbs.has(terms[i]!.lower) && terms[i]!.lower !== 'not') i += 1;
  return terms[i];
}

function isClauseStart(terms: readonly TaggedTerm[], index: number, text: string): boolean {
  if (index === 0) return true;
  const previous = terms[index - 1]!;
  if (grammarWords.clauseOpeners.has(previous.lower)) return true;
  return /[,;:]/.test(text.slice(previous.end, terms[index]!.start));
}

// A noun phrase that starts a clause: [determiner] [adjectives] noun, returning the head noun's index.
function subjectHead(terms: readonly TaggedTerm[], start: number): number | undefined {
  let i = start;
  if (terms[i]?.tags.has('Determiner') || terms[i]?.tags.has('Possessive')) i += 1;
  while (i < terms.length && terms[i]!.tags.has('Adjective') && !terms[i]!.tags.has('Noun')) i += 1;
  const head = terms[i];
  if (!head || !head.tags.has('Noun') || head.tags.has('Pronoun') || head.tags.has('ProperNoun') || canBeAdverb(head.lower)) return undefined;
  // A compound or a following prepositional phrase makes the head uncertain ("the school bus", "the number of").
  const next = terms[i + 1];
  if (next && next.tags.has('Noun') && !next.tags.has('Pronoun')) return undefined;
  return i;
}

/**
 * Subject–verb agreement (Score Guide, grammar trait: "correct grammatical structure"): a verb must agree in number
 * with its subject — "technology have" → "has", "many people doesn't" → "don't", "they likes" → "like".
 */
export const subjectVerbAgreement: GrammarRule = ({ text, terms: sentences }) => {
  const issues: WritingIssue[] = [];
  for (const terms of sentences) {
    terms.forEach((term, index) => {
      const previous = terms[index - 1];
      // Pronoun subjects. A pronoun right after a verb or preposition is an object ("let it go", "for it").
      if (grammarWords.subjectPronouns.has(term.lower) && (!previous || !(previous.tags.has('Verb') || previous.tags.has('Preposition') || previous.lower === 'to'))) {
        const verb = verbAfter(terms, index);
        if (!verb || isSubjunctiveThat(terms, index) || verb.lower === 'and' || verb.lower === 'or') return;
        if (grammarWords.thirdPersonSingular.has(term.lower)) {
          if (grammarWords.pluralVerbForms.has(verb.lower) && verb.lower !== 'have') {
            const fix = SINGULAR_OF[verb.lower]!;
            issues.push(ruleIssue('subject-verb-agreement', verb, verb, `After "${term.text}", use "${fix}", not "${verb.text}".`, [matchCase(fix, verb.text)]));
          } else if (verb.lower === 'have' || (isBasePresentVerb(verb) && (COMMON_VERBS.has(verb.lower) || !canBeAdjective(verb.lower)))) {
            const fix = thirdPersonForm(verbLemma(verb.lower));
            issues.push(ruleIssue('subject-verb-agreement', verb, verb, `"${term.text}" takes the -s form of the verb: "${term.text} ${fix}".`, [matchCase(fix, verb.text)]));
          }
        } else if (term.lower === 'i') {
          if (['is', 'are'].includes(verb.lower)) {
            issues.push(ruleIssue('subject-verb-agreement', verb, verb, 'With "I", use "am".', ['am']));
          } else if (verb.lower !== 'was' && verb.lower !== "wasn't" && isThirdPersonVerb(verb)) {
            const fix = verbLemma(verb.lower) === 'be' ? 'am' : PLURAL_OF[verb.lower] ?? verbLemma(verb.lower);
            issues.push(ruleIssue('subject-verb-agreement', verb, verb, `With "I", use "${fix}", not "${verb.text}".`, [fix]));
          }
        } else if (isThirdPersonVerb(verb)) {
          const fix = PLURAL_OF[verb.lower] ?? verbLemma(verb.lower);
          issues.push(ruleIssue('subject-verb-agreement', verb, verb, `After "${term.text}", use "${fix}", not "${verb.text}".`, [matchCase(fix, verb.text)]));
        }
        return;
      }
      // Quantifiers as plural subjects: "many exists" → "many exist" (not "the many", "of many", "how many").
      if (quantifierPronouns.has(term.lower) && !(previous && (previous.tags.has('Determiner') || previous.tags.has('Possessive') || previous.tags.has('Preposition') || previous.lower === 'how'))) {
        const verb = verbAfter(terms, index);
        // An -s word that can be a plural noun is the quantifier's noun ("many shops close").
        if (verb && verb.tags.has('Verb') && isThirdPersonVerb(verb) && !canBeNoun(lemmatizer.noun(verb.lower))) {
          const fix = PLURAL_OF[verb.lower] ?? verbLemma(verb.lower);
          issues.push(ruleIssue('subject-verb-agreement', verb, verb, `"${term.text}" is plural here: "${term.text.toLowerCase()} ${fix}", not "${verb.text}".`, [matchCase(fix, verb.text)]));
          return;
        }
      }
      // Demonstrative pronouns as subjects: "this are" → "this is", "these is" → "these are".
      const verbNext = terms[index + 1];
      if (verbNext && isClauseStart(terms, index, text)) {
        if (term.lower === 'this' && ['are', 'were', "aren't", "weren't"].includes(verbNext.lower)) {
          const fix = SINGULAR_OF[verbNext.lower]!;
          issues.push(ruleIssue('subject-verb-agreement', verbNext, verbNext, `"${term.text}" is singular: "${term.text} ${fix}".`, [fix]));
          return;
        }
        if ((term.lower === 'these' || term.lower === 'those') && ['is', 'was', 'has', "isn't", "wasn't", "hasn't"].includes(verbNext.lower)) {
          const fix = PLURAL_OF[verbNext.lower]!;
          issues.push(ruleIssue('subject-verb-agreement', verbNext, verbNext, `"${term.text}" is plural: "${term.text} ${fix}".`, [fix]));
          return;
        }
      }
      // Noun-phrase subjects at the start of a clause.
      if (!isClauseStart(terms, index, text) || isCoordinatedSubject(terms, index, text) || isObjectInRelativeClause(terms, index)) return;
      const headIndex = subjectHead(terms, index);
      if (headIndex === undefined) return;
      const head = terms[headIndex]!;
      // "Every students needs": the determiner's error, reported by its own rule.
      if (['every', 'each'].includes(terms[index]!.lower) && isPluralNoun(head)) return;
      const verb = verbAfter(terms, headIndex);
      if (!verb || isListedNoun(terms, index, verb, text)) return;
      // The tagger reads a bare verb after a singular noun as a compound noun ("the city need"); a common verb
      // followed by a determiner or an adjective is a verb.
      const after = terms[terms.indexOf(verb) + 1];
      if (verb.tags.has('Noun') && !(COMMON_VERBS.has(verb.lower) && after !== undefined && (after.tags.has('Determiner') || after.tags.has('Adjective')))) return;
      if (isPluralNoun(head) && isThirdPersonVerb(verb) && !grammarWords.massOrPluralNouns.has(head.lower)) {
        const fix = PLURAL_OF[verb.lower] ?? verbLemma(verb.lower);
        issues.push(ruleIssue('subject-verb-agreement', verb, verb, `"${head.text}" is plural, so the verb is "${fix}", not "${verb.text}".`, [matchCase(fix, verb.text)]));
      } else if (
        !isPluralNoun(head) && head.tags.has('Singular') && !/s$/.test(head.lower)
        && !grammarWords.collectiveNouns.has(head.lower) && !grammarWords.irregularPlurals.has(head.lower)
        && (grammarWords.pluralVerbForms.has(verb.lower) || isBasePresentVerb(verb) || (verb.tags.has('Noun') && COMMON_VERBS.has(verb.lower)))
        && !PLURAL_DETERMINERS.has(terms[index]!.lower)
      ) {
        const fix = SINGULAR_OF[verb.lower] ?? thirdPersonForm(verbLemma(verb.lower));
        issues.push(ruleIssue('subject-verb-agreement', verb, verb, `"${head.text}" is singular, so the verb is "${fix}", not "${verb.text}".`, [matchCase(fix, verb.text)]));
      }
    });
  }
  return issues;
};

const SUBJUNCTIVE_TRIGGERS = new Set(['suggest', 'suggests', 'suggested', 'recommend', 'recommends', 'recommended', 'insist', 'insists', 'insisted', 'demand', 'demands', 'demanded', 'propose', 'proposes', 'proposed', 'require', 'requires', 'required', 'ask', 'asked', 'important', 'essential', 'vital', 'necessary', 'crucial']);

// "I suggest that he take …", "it is important that every citizen vote": the subjunctive keeps the bare verb.
function isSubjunctiveThat(terms: readonly TaggedTerm[], subject: number): boolean {
  const that = terms.findLastIndex((t, i) => i < subject && t.lower === 'that');
  return that > 0 && subject - that <= 3 && SUBJUNCTIVE_TRIGGERS.has(terms[that - 1]!.lower);
}

// "incomes, later marriage, divorce and longer lives": after a comma, a noun phrase whose supposed verb is followed
// by another comma or by "and"/"or" is an item of a list, and that word the next item.
function isListedNoun(terms: readonly TaggedTerm[], start: number, verb: TaggedTerm, text: string): boolean {
  const before = terms[start - 1];
  const next = terms[terms.indexOf(verb) + 1];
  if (!before || !next || !text.slice(before.end, terms[start]!.start).includes(',')) return false;
  return text.slice(verb.end, next.start).includes(',') || next.lower === 'and' || next.lower === 'or';
}

// "Both I and my brother enjoy", "my brother and I": a noun phrase after "and"/"or" that continues a subject.
function isCoordinatedSubject(terms: readonly TaggedTerm[], index: number, text: string): boolean {
  const link = terms[index - 1];
  const before = terms[index - 2];
  if (!link || !before || !['and', 'or', 'nor'].includes(link.lower)) return false;
  return (before.tags.has('Noun') || before.tags.has('Pronoun')) && !/[,;]/.test(text.slice(before.end, link.start));
}

const RELATIVE_PRONOUNS = new Set(['who', 'that', 'which']);

// "The nurses who look after my aunt are …": after "after/before/until" inside a relative clause, the noun phrase
// is the object of the preposition and the next verb belongs to the main subject.
function isObjectInRelativeClause(terms: readonly TaggedTerm[], index: number): boolean {
  const opener = terms[index - 1];
  if (!opener || !['after', 'before', 'until', 'since'].includes(opener.lower)) return false;
  return terms.slice(0, index - 1).some((t) => RELATIVE_PRONOUNS.has(t.lower));
}

/**
 * Agreement inside a relative clause: the verb after "who/that/which" agrees with the noun the clause describes —
 * "people who works" → "work", "a person who live" → "lives".
 */
export const relativeClauseAgreement: GrammarRule = ({ text, terms: sentences }) => {
  const issues: WritingIssue[] = [];
  for (const terms of sentences) {
    terms.forEach((term, index) => {
      if (!RELATIVE_PRONOUNS.has(term.lower) || index === 0) return;
      const noun = terms[index - 1]!;
      const verb = verbAfter(terms, index);
      if (!verb || !noun.tags.has('Noun') || noun.tags.has('Pronoun') || noun.tags.has('ProperNoun')) return;
      // "one of the people who …" agrees with "people"; "the number of people who …" too: both are left alone.
      if (terms.slice(Math.max(0, index - 5), index).some((t) => t.lower === 'of')) return;
      // ", which means that …" may stand for the whole clause before it, which takes a singular verb.
      const sententialWhich = term.lower === 'which' && text.slice(noun.end, term.start).includes(',');
      if (isPluralNoun(noun) && isThirdPersonVerb(verb) && !grammarWords.collectiveNouns.has(noun.lower) && !sententialWhich) {
        const fix = PLURAL_OF[verb.lower] ?? verbLemma(verb.lower);
        issues.push(ruleIssue('relative-clause-agreement', verb, verb, `"${term.text}" stands for "${noun.text}", which is plural: "${fix}", not "${verb.text}".`, [fix]));
      } else if (isSingularCountNoun(noun) && !grammarWords.collectiveNouns.has(noun.lower) && terms[index - 2]?.tags.has('Determiner')
        && (['are', 'were', "don't", "aren't"].includes(verb.lower) || (isBasePresentVerb(verb) && COMMON_VERBS.has(verb.lower)))) {
        const fix = SINGULAR_OF[verb.lower] ?? thirdPersonForm(verbLemma(verb.lower));
        issues.push(ruleIssue('relative-clause-agreement', verb, verb, `"${term.text}" stands for "${noun.text}", which is singular: "${fix}", not "${verb.text}".`, [fix]));
      }
    });
  }
  return issues;
};

const INDEFINITE_PRONOUNS = new Set(['everyone', 'everybody', 'someone', 'somebody', 'nobody', 'no-one', 'everything', 'something', 'nothing']);

/** Indefinite pronouns take a singular verb: "everyone know" → "everyone knows", "nobody have" → "nobody has". */
export const indefinitePronounAgreement: GrammarRule = ({ text, terms: sentences }) => {
  const issues: WritingIssue[] = [];
  for (const terms of sentences) {
    terms.forEach((term, index) => {
      if (!INDEFINITE_PRONOUNS.has(term.lower) || !isClauseStart(terms, index, text)) return;
      const verb = verbAfter(terms, index);
      if (!verb) return;
      if (grammarWords.pluralVerbForms.has(verb.lower) || (/^[a-z]+$/.test(verb.lower) && COMMON_VERBS.has(verb.lower))) {
        const fix = SINGULAR_OF[verb.lower] ?? thirdPersonForm(verbLemma(verb.lower));
        issues.push(ruleIssue('subject-verb-agreement', verb, verb, `"${term.text}" takes a singular verb: "${term.text} ${fix}".`, [matchCase(fix, verb.text)]));
      }
    });
  }
  return issues;
};

// Heads that take their number from the "of" phrase ("a number of students have", "most of the work is").
const QUANTITY_HEADS = new Set(['number', 'majority', 'lot', 'lots', 'half', 'rest', 'most', 'some', 'none', 'all', 'kind', 'type', 'sort', 'variety', 'range', 'percentage', 'proportion', 'group', 'set', 'series', 'couple', 'total', 'part', 'bunch', 'amount', 'minority', 'third', 'quarter', 'plenty', 'each', 'one', 'any', 'neither', 'either']);

/**
 * Agreement across an "of" phrase: the verb agrees with the head noun, not the nearest one — "the price of these
 * phones are" → "is", "the results of the survey shows" → "show".
 */
export const ofPhraseAgreement: GrammarRule = ({ text, terms: sentences }) => {
  const issues: WritingIssue[] = [];
  for (const terms of sentences) {
    terms.forEach((term, index) => {
      if (!['the', 'this', 'that', 'these', 'those', 'its', 'their', 'our', 'my', 'his', 'her'].includes(term.lower) || !isClauseStart(terms, index, text)) return;
      const head = terms[index + 1];
      if (!head || terms[index + 2]?.lower !== 'of' || !head.tags.has('Noun') || QUANTITY_HEADS.has(head.lower) || grammarWords.collectiveNouns.has(head.lower)) return;
      // The "of" phrase: [determiner] [adjectives] noun, then the verb.
      let i = index + 3;
      if (terms[i]?.tags.has('Determiner') || terms[i]?.tags.has('Possessive')) i += 1;
      while (i < terms.length && terms[i]!.tags.has('Adjective') && !terms[i]!.tags.has('Noun')) i += 1;
      if (!terms[i]?.tags.has('Noun')) return;
      const verb = verbAfter(terms, i);
      if (!verb) return;
      if (isPluralNoun(head) && isThirdPersonVerb(verb)) {
        const fix = PLURAL_OF[verb.lower] ?? verbLemma(verb.lower);
        issues.push(ruleIssue('subject-verb-agreement', verb, verb, `The subject is "${head.text}", which is plural: "${fix}", not "${verb.text}".`, [fix]));
      } else if (isSingularCountNoun(head) && ['are', 'were', 'have', "aren't", "weren't", "haven't"].includes(verb.lower)) {
        const fix = SINGULAR_OF[verb.lower]!;
        issues.push(ruleIssue('subject-verb-agreement', verb, verb, `The subject is "${head.text}", which is singular: "${fix}", not "${verb.text}".`, [fix]));
      }
    });
  }
  return issues;
};

/** "There is" with a plural noun ("there is many reasons" → "there are") and "there are" with "a" + singular. */
export const thereIsAre: GrammarRule = ({ terms: sentences }) => {
  const issues: WritingIssue[] = [];
  for (const terms of sentences) {
    terms.forEach((term, index) => {
      if (term.lower !== 'there') return;
      const verb = terms[index + 1];
      if (!verb) return;
      let i = index + 2;
      while (i < terms.length && grammarWords.midAdverbs.has(terms[i]!.lower) && !['all', 'both'].includes(terms[i]!.lower)) i += 1;
      // "there is too much cars": the quantifier's error, reported by its own rule.
      if (terms.slice(index + 2, i + 2).some((t) => t.lower === 'much')) return;
      while (i < terms.length && (grammarWords.numberWords.has(terms[i]!.lower) || ['no', 'some', 'so', 'too', 'more', 'lots', 'other', 'such'].includes(terms[i]!.lower) || (terms[i]!.tags.has('Adjective') && !terms[i]!.tags.has('Noun')) || terms[i]!.tags.has('Cardinal'))) i += 1;
      const noun = terms[i];
      if (!noun) return;
      if (['is', 'was', "isn't", "wasn't"].includes(verb.lower) && isPluralNoun(noun) && !(terms[i + 1]?.tags.has('Noun'))) {
        const fix = PLURAL_OF[verb.lower]!;
        issues.push(ruleIssue('there-is-are', verb, verb, `"${noun.text}" is plural: write "there ${fix}".`, [matchCase(fix, verb.text)]));
      } else if (['are', 'were'].includes(verb.lower) && ['a', 'an', 'one'].includes(terms[index + 2]?.lower ?? '')) {
        const singular = terms[index + 3];
        if (singular && isSingularCountNoun(singular) && terms[index + 4]?.lower !== 'of' && !(terms[index + 4]?.tags.has('Noun'))) {
          const fix = SINGULAR_OF[verb.lower]!;
          issues.push(ruleIssue('there-is-are', verb, verb, `"${singular.text}" is singular: write "there ${fix}".`, [matchCase(fix, verb.text)]));
        }
      }
    });
  }
  return issues;
};

const QUANTITY_WORDS = new Set(['lot', 'few', 'couple', 'number', 'variety', 'range', 'series', 'means', 'species', 'total', 'majority', 'bunch', 'host', 'great', 'good', 'little']);

/**
 * Agreement inside the noun phrase: "a students", "every days", "these problem", "three cat", "much people",
 * "many time", plural or counted uncountables ("informations", "an advice").
 */
export const determinerNounAgreement: GrammarRule = ({ terms: sentences }) => {
  const issues: WritingIssue[] = [];
  for (const terms of sentences) {
    terms.forEach((term, index) => {
      const never = grammarWords.neverPlural.get(term.lower);
      const afterArticle = ['a', 'an'].includes(terms[index - 1]?.lower ?? '');
      const before = terms[index - 1];
      const nounPosition = !term.tags.has('Verb') || (before !== undefined && (before.tags.has('Determiner') || before.tags.has('Adjective') || before.lower === 'many'));
      if (never && nounPosition && !afterArticle) {
        issues.push(ruleIssue('uncountable-plural', term, term, `"${never}" is uncountable: it has no plural.`, [matchCase(never, term.text)]));
        return;
      }
      const noun = terms[index + 1];
      if (!noun) return;
      const after = terms[index + 2];
      const compound = after !== undefined && after.tags.has('Noun') && !after.tags.has('Pronoun');
      const determiner = term.lower;
      if ((determiner === 'a' || determiner === 'an') && !compound) {
        const uncountable = grammarWords.neverPlural.get(noun.lower);
        if (uncountable) {
          issues.push(ruleIssue('uncountable-noun', term, noun, `"${uncountable}" is uncountable: no "${term.text}" and no plural.`, [uncountable, `a piece of ${uncountable}`]));
        } else if (isPluralNoun(noun) && !QUANTITY_WORDS.has(noun.lower) && !/'$/.test(noun.text)) {
          const singular = lemmatizer.noun(noun.lower);
          issues.push(ruleIssue('article-number', term, noun, `"${term.text}" goes with one thing: "${term.text} ${singular}", or drop "${term.text}" for the plural.`, [`${term.text} ${singular}`, noun.text]));
        } else if (grammarWords.noArticle.has(noun.lower) && after?.lower !== 'of') {
          issues.push(ruleIssue('uncountable-noun', term, noun, `"${noun.text}" is uncountable, so it takes no "${term.text}"; write "${noun.text}" or "a piece of ${noun.text}".`, [noun.text, `a piece of ${noun.text}`]));
        }
      } else if ((determiner === 'every' || determiner === 'each') && isPluralNoun(noun) && !compound) {
        const singular = lemmatizer.noun(noun.lower);
        issues.push(ruleIssue('determiner-number', term, noun, `"${term.text}" takes a singular noun: "${term.text} ${singular}".`, [`${term.text} ${singular}`]));
      } else if ((determiner === 'these' || determiner === 'those') && isSingularInForm(noun) && !compound && noun.lower !== 'kind' && noun.lower !== 'sort' && noun.lower !== 'type' && !isReducedRelative(noun, after)) {
        issues.push(ruleIssue('determiner-number', term, noun, `"${term.text}" takes a plural noun: "${term.text} ${pluralForm(noun.lower)}".`, [`${term.text} ${pluralForm(noun.lower)}`]));
      } else if (determiner === 'this' && !compound && (isPluralNoun(noun) || isPluralInForm(noun)) && (!noun.tags.has('Verb') || ['are', 'were', 'have'].includes(after?.lower ?? ''))) {
        issues.push(ruleIssue('determiner-number', term, noun, `"this" takes a singular noun; with "${noun.text}" write "these".`, [matchCase(`these ${noun.text}`, term.text)]));
      } else if (determiner === 'much' && isPluralNoun(noun)) {
        issues.push(ruleIssue('determiner-number', term, term, `"${noun.text}" can be counted: write "many ${noun.text}".`, [matchCase('many', term.text)]));
      } else if (determiner === 'many' && !compound && (isSingularCountNoun(noun) || grammarWords.noArticle.has(noun.lower))) {
        const countable = isSingularCountNoun(noun);
        issues.push(countable
          ? ruleIssue('determiner-number', term, noun, `"many" takes a plural noun: "many ${pluralForm(noun.lower)}".`, [matchCase(`many ${pluralForm(noun.lower)}`, term.text)])
          : ruleIssue('determiner-number', term, term, `"${noun.text}" is uncountable: write "much ${noun.text}" or "a lot of ${noun.text}".`, [matchCase('much', term.text), matchCase('a lot of', term.text)]));
      } else if (isCountingNumber(term) && ['hundred', 'thousand'].includes(noun.lower) && after?.tags.has('Adjective') && isSingularCountNoun(terms[index + 3] ?? noun) && terms[index + 3] !== undefined && !terms[index + 4]?.tags.has('Noun')) {
        const counted = terms[index + 3]!;
        issues.push(ruleIssue('number-noun', counted, counted, `After "${term.text} ${noun.text}", the noun is plural: "${pluralForm(counted.lower)}".`, [pluralForm(counted.lower)]));
      } else if (isCountingNumber(term) && isSingularCountNoun(noun) && !compound && !/-/.test(noun.text) && !isCorrelativeBoth(terms, index) && !['percent', 'per', 'hundred', 'thousand', 'million', 'billion', 'dozen', 'o\'clock', 'times', 'time'].includes(noun.lower)) {
        issues.push(ruleIssue('number-noun', noun, noun, `After "${term.text}", the noun is plural: "${pluralForm(noun.lower)}".`, [pluralForm(noun.lower)]));
      }
    });
  }
  return issues;
};

// "Both block and kill", "both parent and child": "both … and" joins two words or phrases, whatever their number.
function isCorrelativeBoth(terms: readonly TaggedTerm[], index: number): boolean {
  return terms[index]!.lower === 'both' && terms.slice(index + 2, index + 5).some((t) => t.lower === 'and');
}

// "Those exposed to noise", "those living nearby": a participle after "those" describes people ("those who are
// exposed"), not a singular noun; an -ing word followed by a verb is a noun ("those building were damaged").
function isReducedRelative(word: TaggedTerm, after: TaggedTerm | undefined): boolean {
  if (!isIngOrEdForm(word.lower)) return false;
  return /ed$/.test(word.lower) || !(after && (after.tags.has('Verb') || grammarWords.modals.has(after.lower)));
}

// "methods" read as a verb by the tagger: a plural noun form of a known singular noun.
function isPluralInForm(term: TaggedTerm): boolean {
  return /^[a-z]+s$/.test(term.lower) && !/ss$/.test(term.lower) && lemmatizer.noun(term.lower) !== term.lower;
}

// After "these"/"those" the tagger calls any noun plural, so the form decides: no -s and its own singular.
function isSingularInForm(term: TaggedTerm): boolean {
  if (!term.tags.has('Noun') || term.tags.has('Pronoun') || term.tags.has('ProperNoun') || term.tags.has('Verb')) return false;
  if (/s$/.test(term.lower) || grammarWords.irregularPlurals.has(term.lower) || grammarWords.uncountableNouns.has(term.lower)) return false;
  return /^[a-z]+$/.test(term.lower) && lemmatizer.noun(term.lower) === term.lower && !['sheep', 'fish', 'deer', 'series', 'species', 'aircraft'].includes(term.lower);
}

function isCountingNumber(term: TaggedTerm): boolean {
  if (/^\d+$/.test(term.lower)) {
    const value = Number(term.lower);
    return value >= 2 && value < 1000;
  }
  return ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'several', 'various', 'both'].includes(term.lower);
}

// Nouns learners write in the singular after "a lot of", "many", … that are always countable in that use.
const COUNTABLE = new Set(['thing', 'student', 'friend', 'person', 'problem', 'reason', 'idea', 'example', 'book', 'subject', 'job', 'kid', 'child', 'activity', 'country', 'place', 'teacher', 'parent', 'hour', 'day', 'year', 'week', 'month', 'minute', 'game', 'question', 'opportunity', 'advantage', 'disadvantage', 'benefit', 'skill', 'mistake', 'goal', 'decision', 'situation', 'option', 'choice', 'class', 'car', 'word', 'member', 'worker', 'employee', 'company', 'city', 'family', 'school', 'sport', 'club', 'hobby', 'career', 'chance', 'challenge', 'change', 'issue', 'rule', 'step', 'type', 'kind']);
const QUANTIFIERS = [['a', 'lot', 'of'], ['lots', 'of'], ['plenty', 'of'], ['a', 'few'], ['several'], ['various'], ['numerous'], ['all', 'the'], ['some', 'of', 'the'], ['most', 'of', 'the'], ['many', 'of', 'the']];

/** A plural quantifier before a singular countable noun: "a lot of thing" → "a lot of things". */
export const quantifierNounNumber: GrammarRule = ({ terms: sentences }) => {
  const issues: WritingIssue[] = [];
  for (const terms of sentences) {
    terms.forEach((term, index) => {
      for (const quantifier of QUANTIFIERS) {
        if (!quantifier.every((word, k) => terms[index + k]?.lower === word)) continue;
        if (index > 0 && quantifier[0] === 'all' && terms[index - 1]?.lower !== undefined && terms[index - 1]!.tags.has('Preposition')) continue;
        const noun = terms[index + quantifier.length];
        const after = terms[index + quantifier.length + 1];
        if (!noun || !COUNTABLE.has(noun.lower) || (after && after.tags.has('Noun') && !after.tags.has('Pronoun'))) continue;
        const plural = pluralForm(noun.lower);
        issues.push(ruleIssue('quantifier-number', noun, noun, `After "${quantifier.join(' ')}", the noun is plural: "${plural}".`, [plural]));
      }
    });
  }
  return issues;
};

const REFLEXIVES = wordTable<string>({
  'my self': 'myself', 'your self': 'yourself', 'him self': 'himself', 'his self': 'himself', 'her self': 'herself',
  'it self': 'itself', 'our self': 'ourselves', 'our selves': 'ourselves', 'them self': 'themselves',
  'them selves': 'themselves', 'their self': 'themselves', 'their selves': 'themselves', 'theirselves': 'themselves',
  'hisself': 'himself', 'themself': 'themselves',
});

/** Pronoun forms: reflexives split or mis-built ("them self" → "themselves"), "the another" → "another", "Me and X" as subject. */
export const pronounForms: GrammarRule = ({ terms: sentences }) => {
  const issues: WritingIssue[] = [];
  for (const terms of sentences) {
    terms.forEach((term, index) => {
      const next = terms[index + 1];
      const pair = next ? `${term.lower} ${next.lower}` : '';
      const reflexive = REFLEXIVES[pair] ?? REFLEXIVES[term.lower];
      if (reflexive && REFLEXIVES[pair]) {
        issues.push(ruleIssue('reflexive-pronoun', term, next!, `Write the reflexive pronoun as one word: "${reflexive}".`, [reflexive]));
      } else if (reflexive) {
        issues.push(ruleIssue('reflexive-pronoun', term, term, `The reflexive pronoun is "${reflexive}".`, [reflexive]));
      } else if (next && ['the', 'a', 'an'].includes(term.lower) && next.lower === 'another') {
        issues.push(ruleIssue('determiner-another', term, next, '"Another" already includes "an": drop the article.', [next.text]));
      } else if (index === 0 && term.lower === 'me' && next?.lower === 'and') {
        issues.push(ruleIssue('subject-pronoun', term, term, 'As a subject, write "I" and put it last: "My friend and I …".', ['I']));
      }
    });
  }
  return issues;
};

// Countable nouns that, as the subject of a general statement, need an article or the plural.
const NOT_COUNTED_AS_SUBJECT = new Set(['change', 'school', 'class', 'sport', 'family', 'type', 'kind', 'step', 'rule', 'chance', 'issue', 'choice', 'company', 'activity', 'day', 'year', 'week', 'month', 'hour', 'minute']);
const SUBJECT_COUNTABLE = new Set([...[...COUNTABLE].filter((noun) => !NOT_COUNTED_AS_SUBJECT.has(noun)), 'government', 'smartphone', 'phone', 'computer', 'doctor', 'citizen', 'individual', 'employer', 'manager', 'child', 'university', 'website', 'robot', 'machine', 'tourist', 'driver', 'customer', 'user', 'pupil', 'learner', 'athlete', 'artist']);
const SUBJECT_FOLLOWERS = new Set(['who', 'that', 'which', 'is', 'was', 'has', 'can', 'could', 'should', 'must', 'may', 'might', 'will', 'would', 'does', "doesn't", "can't", 'cannot']);

/**
 * A singular countable noun with no article as the subject of a sentence: "Teacher should explain" → "A teacher"
 * or "Teachers", "Communication problem can" → "A communication problem" or "Communication problems".
 */
export const missingArticle: GrammarRule = ({ sentences, terms: all }) => {
  const issues: WritingIssue[] = [];
  all.forEach((terms, sentenceIndex) => {
    const first = terms[0];
    if (!first || first.start !== sentences[sentenceIndex]!.start || !/^\p{Lu}\p{Ll}+$/u.test(first.text)) return;
    // [noun modifier] countable noun, then a verb, a modal or a relative pronoun.
    const modifier = terms[1] && SUBJECT_COUNTABLE.has(terms[1].lower) && first.tags.has('Noun') && !first.tags.has('Plural') && !SUBJECT_COUNTABLE.has(first.lower);
    const head = modifier ? terms[1]! : first;
    const next = terms[modifier ? 2 : 1];
    if (!SUBJECT_COUNTABLE.has(head.lower) || !next || !SUBJECT_FOLLOWERS.has(next.lower) || first.tags.has('ProperNoun') && !modifier) return;
    const phrase = modifier ? `${first.text.toLowerCase()} ${head.text}` : head.text.toLowerCase();
    const plural = modifier ? `${first.text} ${pluralForm(head.lower)}` : matchCase(pluralForm(head.lower), first.text);
    const article = /^[aeiou]/.test(phrase) ? 'An' : 'A';
    issues.push(ruleIssue('missing-article', first, head, `"${head.text}" can be counted, so it needs an article ("${article} ${phrase}", "The ${phrase}") or the plural ("${plural}").`, [`${article} ${phrase}`, `The ${phrase}`, plural]));
  });
  return issues;
};
