import type { WritingIssue } from '../types';
import { ruleIssue, type GrammarRule } from './grammar-rule';
import { verbLemma } from './grammar-words';
import type { TaggedTerm } from './tagging';
import { wordTable } from '../text/word-table';

/** A word that takes a fixed preposition, the prepositions learners put instead, and the right one ('' = none). */
interface Collocation {
  wrong: readonly string[];
  right: string;
  /** Extra condition on the words around (the word is at `index`, the preposition after it). */
  when?: (terms: readonly TaggedTerm[], index: number) => boolean;
}

const beforeNounPhrase = (terms: readonly TaggedTerm[], index: number): boolean => {
  const object = terms[index + 2];
  return object !== undefined && (object.tags.has('Determiner') || object.tags.has('Noun') || object.tags.has('Adjective') || object.tags.has('Possessive'));
};
// "an effect on", not "came into effect in 2010" or "an effect in the long run".
const afterModifier = (terms: readonly TaggedTerm[], index: number): boolean => {
  const before = terms[index - 1];
  const object = terms[index + 2];
  return before !== undefined && (before.tags.has('Adjective') || ['a', 'an', 'no', 'little', 'any'].includes(before.lower))
    && object !== undefined && !object.tags.has('Determiner') && !object.tags.has('Value') && !/^\d/.test(object.text);
};

// Written for this package: the collocations learners of English most often get wrong, by the governing word's
// base form (verbs) or the word itself (adjectives, nouns).
const COLLOCATIONS = wordTable<Collocation>({
  depend: { wrong: ['of', 'from', 'in'], right: 'on' },
  dependent: { wrong: ['of', 'from', 'in'], right: 'on' },
  interested: { wrong: ['on', 'about', 'for', 'at'], right: 'in' },
  discuss: { wrong: ['about'], right: '' },
  explain: { wrong: ['about'], right: '' },
  married: { wrong: ['with'], right: 'to' },
  arrive: { wrong: ['to'], right: 'at', when: beforeNounPhrase },
  reach: { wrong: ['to'], right: '', when: beforeNounPhrase },
  responsible: { wrong: ['of', 'about'], right: 'for' },
  focus: { wrong: ['in', 'at'], right: 'on', when: beforeNounPhrase },
  afraid: { wrong: ['from'], right: 'of' },
  addicted: { wrong: ['with', 'at', 'on'], right: 'to' },
  famous: { wrong: ['with', 'by'], right: 'for' },
  insist: { wrong: ['to'], right: 'on' },
  attention: { wrong: ['on', 'at'], right: 'to' },
  consist: { wrong: ['from', 'with', 'by'], right: 'of' },
  invest: { wrong: ['on'], right: 'in' },
  complain: { wrong: ['for', 'on'], right: 'about' },
  effect: { wrong: ['to', 'at', 'in'], right: 'on', when: afterModifier },
  impact: { wrong: ['to', 'at', 'in'], right: 'on', when: afterModifier },
  influence: { wrong: ['to', 'at'], right: 'on', when: afterModifier },
  similar: { wrong: ['with', 'as'], right: 'to' },
  capable: { wrong: ['to'], right: 'of' },
  aware: { wrong: ['about'], right: 'of' },
  lack: { wrong: ['of'], right: '', when: (terms, index) => terms[index]!.tags.has('Verb') && !['a', 'the', 'no'].includes(terms[index - 1]?.lower ?? '') },
});

/**
 * Prepositions in fixed collocations (Score Guide, grammar trait): "depends of" → "depends on", "interested on" →
 * "interested in", "discuss about" → "discuss", "married with" → "married to", "invest on" → "invest in".
 */
export const prepositionCollocations: GrammarRule = ({ terms: sentences }) => {
  const issues: WritingIssue[] = [];
  for (const terms of sentences) {
    terms.forEach((term, index) => {
      const preposition = terms[index + 1];
      if (!preposition) return;
      const key = /ed$|s$|ing$/.test(term.lower) && !['interested', 'married', 'addicted', 'famous', 'focus', 'dependent'].includes(term.lower) ? verbLemma(term.lower) : term.lower;
      const collocation = COLLOCATIONS[key] ?? COLLOCATIONS[term.lower];
      if (!collocation || !collocation.wrong.includes(preposition.lower)) return;
      if (collocation.when && !collocation.when(terms, index)) return;
      const fixed = collocation.right === '' ? term.text : `${term.text} ${collocation.right}`;
      const message = collocation.right === ''
        ? `"${term.text}" takes its object directly: write "${term.text}" without "${preposition.text}".`
        : `The preposition after "${term.text}" is "${collocation.right}", not "${preposition.text}".`;
      issues.push(ruleIssue('preposition-collocation', term, preposition, message, [fixed]));
    });
  }
  return issues;
};
