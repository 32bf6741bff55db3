import type { WritingIssue } from '../types';
import {
  determinerNounAgreement,
  indefinitePronounAgreement,
  missingArticle,
  ofPhraseAgreement,
  pronounForms,
  quantifierNounNumber,
  relativeClauseAgreement,
  subjectVerbAgreement,
  thereIsAre,
} from './agreement-rules';
import { comparisonForms } from './comparison-rules';
import type { GrammarRule, GrammarRuleContext } from './grammar-rule';
import { prepositionCollocations } from './preposition-rules';
import { punctuationRules, runOnSentences, sentenceFragments, sentenceMechanics } from './sentence-rules';
import { pastTimeTense } from './tense-rules';
import { beAgree, doSupportVerbForm, missingVerb, modalVerbForm, perfectAndPassiveForms } from './verb-form-rules';

/**
 * The package's own grammar rules, for what Harper does not catch. When two rules flag the same words, the one
 * listed first is kept (a present verb after "yesterday" is a tense error before it is an agreement error).
 */
const grammarRules: readonly GrammarRule[] = [
  pastTimeTense,
  subjectVerbAgreement,
  relativeClauseAgreement,
  indefinitePronounAgreement,
  ofPhraseAgreement,
  thereIsAre,
  determinerNounAgreement,
  missingArticle,
  modalVerbForm,
  doSupportVerbForm,
  perfectAndPassiveForms,
  beAgree,
  missingVerb,
  quantifierNounNumber,
  pronounForms,
  comparisonForms,
  prepositionCollocations,
  sentenceFragments,
  runOnSentences,
  sentenceMechanics,
  punctuationRules,
];

/** Runs every own grammar rule over the tagged text. */
export function runGrammarRules(context: GrammarRuleContext): WritingIssue[] {
  return grammarRules.flatMap((rule) => rule(context));
}
