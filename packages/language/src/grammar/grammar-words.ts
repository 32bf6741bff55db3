import nlp from 'compromise';
import { lemmatizer } from '../text/untyped-packages';
import { canBeVerb } from '../text/word-forms';
import type { TaggedTerm } from './tagging';
import { wordTable } from '../text/word-table';

/** Word classes the grammar rules reason about, closed lists that a tagger can get wrong. */
export const grammarWords = {
  modals: new Set(['can', 'could', 'will', 'would', 'shall', 'should', 'may', 'might', 'must', 'cannot', "can't", "couldn't", "won't", "wouldn't", "shouldn't", "mustn't", "mightn't", "shan't"]),
  doForms: new Set(['do', 'does', 'did', "don't", "doesn't", "didn't"]),
  singularVerbForms: new Set(['is', 'was', 'has', 'does', "isn't", "wasn't", "hasn't", "doesn't"]),
  pluralVerbForms: new Set(['are', 'were', 'have', 'do', "aren't", "weren't", "haven't", "don't"]),
  thirdPersonSingular: new Set(['he', 'she', 'it']),
  nonThirdPersonPronouns: new Set(['i', 'you', 'we', 'they']),
  subjectPronouns: new Set(['i', 'you', 'he', 'she', 'it', 'we', 'they']),
  /** Adverbs that can sit between a subject or modal and its verb ("she always goes", "can easily see"). */
  midAdverbs: new Set(['also', 'not', 'never', 'always', 'often', 'usually', 'sometimes', 'really', 'still', 'even', 'just', 'only', 'probably', 'definitely', 'certainly', 'easily', 'actually', 'surely', 'hardly', 'rarely', 'generally', 'possibly', 'greatly', 'simply', 'truly', 'mostly', 'already', 'seldom', 'further', 'then', 'now', 'soon', 'all', 'both']),
  /** Verbs whose past form is the base form, so "he put" may be past tense. */
  unchangingPast: new Set(['put', 'read', 'cut', 'let', 'set', 'hit', 'hurt', 'cost', 'quit', 'spread', 'shut', 'bet', 'beat', 'burst', 'cast', 'split', 'upset', 'bid', 'broadcast', 'forecast', 'fit', 'rid', 'thrust', 'hit', 'shed']),
  /** Collective nouns British English may use with a plural verb ("the government have"). */
  collectiveNouns: new Set(['government', 'team', 'staff', 'family', 'public', 'police', 'audience', 'committee', 'class', 'crowd', 'group', 'majority', 'minority', 'company', 'council', 'jury', 'board', 'management', 'couple', 'generation', 'population', 'youth', 'media', 'data', 'personnel', 'faculty', 'army', 'band', 'club', 'community', 'department', 'firm', 'parliament', 'school', 'union']),
  irregularPlurals: new Set(['people', 'children', 'men', 'women', 'feet', 'teeth', 'mice', 'geese', 'criteria', 'phenomena', 'data', 'media', 'police', 'cattle']),
  /** Plurals in form that current English also uses as singular mass nouns ("the data shows", "social media offers"). */
  massOrPluralNouns: new Set(['data', 'media']),
  uncountableNouns: new Set(['information', 'advice', 'homework', 'furniture', 'equipment', 'luggage', 'baggage', 'research', 'progress', 'feedback', 'traffic', 'weather', 'evidence', 'machinery', 'scenery', 'clothing', 'software', 'garbage', 'rubbish', 'housework', 'knowledge', 'vocabulary', 'pollution', 'money', 'music', 'news', 'stuff', 'health', 'happiness', 'violence']),
  /** Uncountable nouns a learner pluralises ("informations") — never correct with -s in the senses learners mean. */
  neverPlural: new Map([['informations', 'information'], ['advices', 'advice'], ['furnitures', 'furniture'], ['equipments', 'equipment'], ['luggages', 'luggage'], ['baggages', 'baggage'], ['homeworks', 'homework'], ['knowledges', 'knowledge'], ['machineries', 'machinery'], ['sceneries', 'scenery'], ['softwares', 'software'], ['garbages', 'garbage'], ['rubbishes', 'rubbish'], ['feedbacks', 'feedback'], ['traffics', 'traffic'], ['evidences', 'evidence']]),
  /** Uncountable nouns that cannot take "a"/"an" ("an information"). */
  noArticle: new Set(['information', 'advice', 'homework', 'furniture', 'equipment', 'luggage', 'baggage', 'research', 'progress', 'feedback', 'traffic', 'weather', 'evidence', 'machinery', 'scenery', 'software', 'garbage', 'rubbish', 'housework']),
  subordinators: new Set(['if', 'when', 'because', 'although', 'though', 'while', 'whilst', 'since', 'as', 'after', 'before', 'unless', 'once', 'whenever', 'even', 'whether', 'until', 'till', 'whereas', 'where', 'wherever', 'so', 'that', 'than']),
  /** Words that open a clause, so a noun phrase right after them is a subject. */
  clauseOpeners: new Set(['and', 'but', 'or', 'so', 'because', 'although', 'though', 'when', 'while', 'whilst', 'if', 'since', 'that', 'whereas', 'unless', 'until', 'after', 'before', 'where', 'however', 'therefore', 'also']),
  numberWords: new Map([['two', 2], ['three', 3], ['four', 4], ['five', 5], ['six', 6], ['seven', 7], ['eight', 8], ['nine', 9], ['ten', 10], ['eleven', 11], ['twelve', 12], ['twenty', 20], ['thirty', 30], ['hundred', 100], ['several', 3], ['many', 3], ['few', 3], ['these', 2], ['those', 2], ['various', 3], ['both', 2]]),
};

/** Base form of a verb ("goes" → "go", "was" → "be", "learned" → "learn"). */
export function verbLemma(word: string): string {
  const lower = word.toLowerCase();
  if (['is', 'are', 'was', 'were', 'am', 'been', 'being', "isn't", "aren't", "wasn't", "weren't"].includes(lower)) return 'be';
  if (lower === 'has' || lower === 'had') return 'have';
  if (lower === 'does' || lower === 'did') return 'do';
  return lemmatizer.verb(lower);
}

/** Third-person singular present form of a verb ("go" → "goes", "have" → "has"). */
export function thirdPersonForm(base: string): string {
  if (base === 'be') return 'is';
  if (base === 'have') return 'has';
  if (base === 'do') return 'does';
  if (base === 'go') return 'goes';
  if (/(s|sh|ch|x|z|o)$/.test(base)) return `${base}es`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}

/** Plural of a noun ("cat" → "cats", "city" → "cities", "box" → "boxes"). */
export function pluralForm(noun: string): string {
  const irregular = wordTable<string>({
    child: 'children', man: 'men', woman: 'women', person: 'people', foot: 'feet', tooth: 'teeth', mouse: 'mice',
    life: 'lives', wife: 'wives', knife: 'knives', leaf: 'leaves', half: 'halves', shelf: 'shelves', thief: 'thieves',
  });
  const known = irregular[noun];
  if (known) return known;
  if (/(s|sh|ch|x|z)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

/** Whether a tagged noun is plural in form ("students", "people"), not a singular that ends in s ("bus"). */
export function isPluralNoun(term: TaggedTerm): boolean {
  if (!term.tags.has('Noun') || term.tags.has('Pronoun') || term.tags.has('ProperNoun')) return false;
  if (grammarWords.irregularPlurals.has(term.lower)) return true;
  return term.tags.has('Plural') && /[^s'u]s$/.test(term.lower) && lemmatizer.noun(term.lower) !== term.lower;
}

/** Whether a tagged noun is singular in form and countable ("cat", "problem"). */
export function isSingularCountNoun(term: TaggedTerm): boolean {
  if (!term.tags.has('Noun') || term.tags.has('Pronoun') || term.tags.has('ProperNoun') || term.tags.has('Plural')) return false;
  if (term.tags.has('Uncountable') || grammarWords.uncountableNouns.has(term.lower)) return false;
  if (grammarWords.irregularPlurals.has(term.lower) || /s$/.test(term.lower)) return false;
  return term.tags.has('Singular') && /^[a-z]+$/.test(term.lower);
}

/** Whether a term is a present-tense verb with the third-person -s ("goes", "likes"), not a base form. */
export function isThirdPersonVerb(term: TaggedTerm): boolean {
  if (!term.tags.has('Verb') || term.tags.has('Modal')) return false;
  if (grammarWords.singularVerbForms.has(term.lower)) return true;
  return term.tags.has('PresentTense') && !term.tags.has('Infinitive') && /s$/.test(term.lower) && verbLemma(term.lower) !== term.lower;
}

/** Whether a term is a bare present verb ("go", "like") that needs -s after he/she/it. */
export function isBasePresentVerb(term: TaggedTerm): boolean {
  if (!term.tags.has('Verb') || term.tags.has('Modal') || term.tags.has('Auxiliary')) return false;
  if (grammarWords.unchangingPast.has(term.lower)) return false;
  return term.tags.has('Infinitive') && term.tags.has('PresentTense') && verbLemma(term.lower) === term.lower;
}

interface Conjugation {
  PastTense?: string;
  Participle?: string;
  Gerund?: string;
}

const conjugations = new Map<string, Conjugation>();

function conjugate(base: string): Conjugation {
  let forms = conjugations.get(base);
  if (!forms) {
    const view = nlp(base).tag('Verb') as unknown as { verbs(): { conjugate(): Conjugation[] } };
    forms = view.verbs().conjugate()[0] ?? {};
    if (conjugations.size > 5_000) conjugations.clear();
    conjugations.set(base, forms);
  }
  return forms;
}

/** Simple past of a verb's base form ("go" → "went", "hire" → "hired"). */
export function pastTenseOf(base: string): string {
  if (base === 'be') return 'was';
  return conjugate(base).PastTense ?? `${base}ed`;
}

/** Past participle of a verb's base form ("go" → "gone", "build" → "built", "finish" → "finished"). */
export function participleOf(base: string): string {
  if (base === 'be') return 'been';
  // Verbs whose participle is their base form ("has become", "has run", "has put").
  if (/come$/.test(base) || base === 'run' || grammarWords.unchangingPast.has(base)) return base;
  const forms = conjugate(base);
  return forms.Participle ?? forms.PastTense ?? `${base}ed`;
}

/** -ing form of a verb's base form ("study" → "studying"). */
export function gerundOf(base: string): string {
  return conjugate(base).Gerund ?? `${base}ing`;
}

/** Whether a word is an -ing or -ed form of a verb ("isolating", "reduced"): its base is a known verb. */
export function isIngOrEdForm(lower: string): boolean {
  if (!/(ing|ed)$/.test(lower)) return false;
  const base = verbLemma(lower);
  return base !== lower && canBeVerb(base);
}
