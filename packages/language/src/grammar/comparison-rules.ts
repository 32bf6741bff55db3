import { lemmatizer } from '../text/untyped-packages';
import type { WritingIssue } from '../types';
import { matchCase, ruleIssue, type GrammarRule } from './grammar-rule';
import { isFiniteVerb, type TaggedTerm } from './tagging';
import { canBeAdjective } from '../text/word-forms';
import { wordTable } from '../text/word-table';

// The thesaurus misses many adjectives ("important", "expensive"); their endings give them away.
const ADJECTIVE_ENDING = /(ive|ful|ous|ant|ent|al|ic|able|ible|less|ing)$/;

function isAdjective(term: TaggedTerm): boolean {
  return term.tags.has('Adjective') || canBeAdjective(term.lower) || (ADJECTIVE_ENDING.test(term.lower) && !term.tags.has('Verb'));
}

// Comparatives and superlatives learners build by analogy, with the right form.
const MALFORMED = wordTable<string>({
  gooder: 'better', goodest: 'best', badder: 'worse', baddest: 'worst', worser: 'worse', worsest: 'worst', bestest: 'best',
  beautifuller: 'more beautiful', beautifullest: 'most beautiful', importanter: 'more important', importantest: 'most important',
  expensiver: 'more expensive', difficulter: 'more difficult', usefuller: 'more useful', interestinger: 'more interesting',
  moderner: 'more modern', famouser: 'more famous', carefuller: 'more careful', efficienter: 'more efficient',
});

function syllables(word: string): number {
  return (word.match(/[aeiouy]+/g) ?? []).length - (/[^aeiouy]e$/.test(word) ? 1 : 0);
}

// "expensivest", "intelligentest": -est on an adjective of three or more syllables.
function longSuperlative(lower: string): string | undefined {
  if (!/est$/.test(lower)) return undefined;
  for (const stem of [lower.slice(0, -3), `${lower.slice(0, -3)}e`]) {
    if (stem.length > 4 && (canBeAdjective(stem) || ADJECTIVE_ENDING.test(stem)) && syllables(stem) >= 3) return `most ${stem}`;
  }
  return undefined;
}

/** Whether a word is a comparative adjective or adverb ("cheaper", "better", "more" excluded). */
function isComparative(term: TaggedTerm): boolean {
  if (term.tags.has('Comparative')) return true;
  return /er$/.test(term.lower) && lemmatizer.adjective(term.lower) !== term.lower;
}

function isSuperlative(term: TaggedTerm): boolean {
  if (term.tags.has('Superlative')) return true;
  return /est$/.test(term.lower) && lemmatizer.adjective(term.lower) !== term.lower;
}

const NEGATIONS = new Set(['not', "isn't", "aren't", "wasn't", "weren't", "don't", "doesn't", "didn't", 'never', 'nothing']);

/**
 * Comparatives and superlatives (Score Guide, grammar trait): "as effective than" → "as effective as", "more better"
 * → "better", "the most biggest" → "the biggest", "gooder" → "better", "cheaper that" → "cheaper than", "so important
 * as" → "as important as", "the worse film" → "the worst film".
 */
export const comparisonForms: GrammarRule = ({ terms: sentences }) => {
  const issues: WritingIssue[] = [];
  for (const terms of sentences) {
    const lowerSentence = terms.map((t) => t.lower).join(' ');
    const correlative = /\bthe (more|less|\w+er)\b.*\bthe (more|less|\w+er)\b/.test(lowerSentence);
    terms.forEach((term, index) => {
      const next = terms[index + 1];
      const after = terms[index + 2];
      const malformed = MALFORMED[term.lower] ?? longSuperlative(term.lower);
      if (malformed) {
        issues.push(ruleIssue('comparative-form', term, term, `The comparative or superlative of this word is "${malformed}".`, [matchCase(malformed, term.text)]));
        return;
      }
      if (!next) return;
      // "more better", "most biggest": a second marker of degree.
      if ((term.lower === 'more' && isComparative(next) && next.lower !== 'other') || (term.lower === 'most' && isSuperlative(next))) {
        issues.push(ruleIssue('comparative-form', term, next, `"${next.text}" is already a ${term.lower === 'more' ? 'comparative' : 'superlative'}: drop "${term.text}".`, [next.text]));
        return;
      }
      // "most healthy than" → "healthier than" / "more healthy than".
      if (term.lower === 'most' && after?.lower === 'than' && isAdjective(next)) {
        issues.push(ruleIssue('comparison-word', term, next, `Before "than", use the comparative: "more ${next.text}".`, [`more ${next.text}`]));
        return;
      }
      // "as effective than", "as cheap like" → "as … as".
      if (term.lower === 'as' && (isAdjective(next) || next.tags.has('Adverb')) && (after?.lower === 'than' || after?.lower === 'like')) {
        issues.push(ruleIssue('comparison-word', after, after, `"as ${next.text}" is completed by "as", not "${after.text}".`, ['as']));
        return;
      }
      // "so important as" in a positive statement → "as important as".
      if (term.lower === 'so' && after?.lower === 'as' && isAdjective(next) && terms[index + 3]?.tags.has('Verb') !== true
        && !NEGATIONS.has(terms[index - 1]?.lower ?? '') && !NEGATIONS.has(terms[index - 2]?.lower ?? '')) {
        issues.push(ruleIssue('comparison-word', term, after, `A comparison of equals is "as ${next.text} as".`, [`as ${next.text} as`]));
        return;
      }
      // "cheaper that the old one", "higher then" → "than".
      if (isComparative(term) && (next.lower === 'then' || (next.lower === 'that' && after?.tags.has('Determiner') && !terms.slice(index + 2).some((t, k) => isFiniteVerb(t, terms[index + 1 + k]))))) {
        issues.push(ruleIssue('comparison-word', next, next, `After the comparative "${term.text}", write "than".`, ['than']));
        return;
      }
      // "the worse film" → "the worst film"; "the more intelligent student" (no "than") → "the most intelligent".
      if (term.lower === 'the' && !correlative && !/\bof the two\b/.test(lowerSentence) && !lowerSentence.includes(' than ')) {
        if ((next.lower === 'worse' || next.lower === 'better') && after?.tags.has('Noun') && !after.tags.has('Pronoun')) {
          const best = next.lower === 'worse' ? 'worst' : 'best';
          issues.push(ruleIssue('comparative-form', next, next, `With "the" before a noun, use the superlative: "the ${best}".`, [best]));
        } else if (next.lower === 'more' && after && isAdjective(after) && terms[index + 3]?.tags.has('Noun')) {
          issues.push(ruleIssue('comparative-form', term, after, `Comparing more than two, use the superlative: "the most ${after.text}".`, [`the most ${after.text}`]));
        }
      }
    });
  }
  return issues;
};
