import type { WritingIssue } from '../types';

/**
 * The kinds of grammar error learners make most (issue #14), used to report which kind each issue is and to
 * measure the checker per kind. `noun-number` covers singular/plural nouns after determiners, numbers and
 * quantifiers and plural uncountables; `article` covers a/an, articles with plurals or uncountables and a missing
 * article before a countable subject; `mechanics` covers capitals and punctuation.
 */
export type GrammarErrorClass =
  | 'subject-verb-agreement'
  | 'verb-form'
  | 'article'
  | 'noun-number'
  | 'comparison'
  | 'preposition'
  | 'tense'
  | 'sentence-structure'
  | 'mechanics';

/** Every class, in the order the evaluation reports them. */
export const grammarErrorClasses: readonly GrammarErrorClass[] = [
  'subject-verb-agreement', 'verb-form', 'article', 'noun-number', 'comparison', 'preposition', 'tense', 'sentence-structure', 'mechanics',
];

// The package's own rules, by rule id (the part of the source after "rule:").
const RULE_CLASSES: Readonly<Record<string, GrammarErrorClass>> = {
  'subject-verb-agreement': 'subject-verb-agreement',
  'there-is-are': 'subject-verb-agreement',
  'relative-clause-agreement': 'subject-verb-agreement',
  'modal-verb-form': 'verb-form',
  'do-verb-form': 'verb-form',
  'perfect-verb-form': 'verb-form',
  'passive-verb-form': 'verb-form',
  'be-agree': 'verb-form',
  'be-bare-verb': 'verb-form',
  'missing-to': 'verb-form',
  'missing-verb': 'verb-form',
  'uncountable-noun': 'article',
  'uncountable-plural': 'noun-number',
  'article-number': 'article',
  'determiner-another': 'article',
  'missing-article': 'article',
  'determiner-number': 'noun-number',
  'number-noun': 'noun-number',
  'quantifier-number': 'noun-number',
  'one-of-plural': 'noun-number',
  'comparative-form': 'comparison',
  'comparison-word': 'comparison',
  'preposition-collocation': 'preposition',
  'past-time-tense': 'tense',
  'fragment': 'sentence-structure',
  'run-on': 'sentence-structure',
  'comma-splice': 'sentence-structure',
  'capitalisation': 'mechanics',
  'proper-noun-capital': 'mechanics',
  'end-punctuation': 'mechanics',
  'discourse-comma': 'mechanics',
  'question-mark': 'mechanics',
  'its-contraction': 'mechanics',
  'double-stop': 'mechanics',
  'space-before-punctuation': 'mechanics',
  'reflexive-pronoun': 'noun-number',
  'subject-pronoun': 'subject-verb-agreement',
};

// Harper's rules that fire on learner text, by rule name (the part of the source after "harper:").
const HARPER_CLASSES: Readonly<Record<string, GrammarErrorClass>> = {
  AnA: 'article',
  AdjectiveDoubleDegree: 'comparison',
  OneOfTheSingular: 'noun-number',
  CapitalizePersonalPronouns: 'mechanics',
  CommaFixes: 'mechanics',
  DiscourseMarkers: 'mechanics',
  UnclosedQuotes: 'mechanics',
  WrongApostrophe: 'mechanics',
  ItsContraction: 'mechanics',
  Spaces: 'mechanics',
  NoFrenchSpaces: 'mechanics',
  RepeatedWords: 'mechanics',
  DoubleFullStop: 'mechanics',
  PronounContraction: 'mechanics',
  ThenThan: 'comparison',
  ModalOf: 'verb-form',
  WasAloud: 'verb-form',
  AgreementWithNoun: 'subject-verb-agreement',
  DidPast: 'verb-form',
  ModalBeAdjective: 'verb-form',
  RegularIrregulars: 'verb-form',
  OrthographicConsistency: 'mechanics',
  Months: 'mechanics',
  Weekdays: 'mechanics',
  Discuss: 'preposition',
  GoodAt: 'preposition',
};

// The word-choice checks that report grammar (vocabulary/word-choice.ts), by id.
const WORD_CHOICE_CLASSES: Readonly<Record<string, GrammarErrorClass>> = {
  'comparative-form': 'comparison',
  'explain-to': 'preposition',
  'in-nowadays': 'preposition',
  peoples: 'noun-number',
};

/**
 * The kind of grammar error an issue reports, from the check that found it; undefined for an issue that is not a
 * grammar error (spelling, vocabulary, style) or a Harper rule not classified here.
 */
export function grammarClassOf(issue: Pick<WritingIssue, 'source'>): GrammarErrorClass | undefined {
  const [checker, rule = ''] = issue.source.split(':');
  if (checker === 'rule') return RULE_CLASSES[rule];
  if (checker === 'harper') return HARPER_CLASSES[rule];
  if (checker === 'word-choice') return WORD_CHOICE_CLASSES[rule];
  return undefined;
}
