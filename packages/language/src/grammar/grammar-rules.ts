import type { WritingIssue } from '../types';
import { determinerNounAgreement, pronounForms, quantifierNounNumber, subjectVerbAgreement, thereIsAre } from './agreement-rules';
import type { GrammarRule, GrammarRuleContext } from './grammar-rule';
import { runOnSentences, sentenceFragments, sentenceMechanics } from './sentence-rules';
import { beAgree, doSupportVerbForm, missingVerb, modalVerbForm } from './verb-form-rules';

/** The package's own grammar rules, for what Harper does not catch. */
const grammarRules: readonly GrammarRule[] = [
  subjectVerbAgreement,
  thereIsAre,
  determinerNounAgreement,
  modalVerbForm,
  doSupportVerbForm,
  beAgree,
  missingVerb,
  quantifierNounNumber,
  pronounForms,
  sentenceFragments,
  runOnSentences,
  sentenceMechanics,
];

/** Runs every own grammar rule over the tagged text. */
export function runGrammarRules(context: GrammarRuleContext): WritingIssue[] {
  return grammarRules.flatMap((rule) => rule(context));
}
