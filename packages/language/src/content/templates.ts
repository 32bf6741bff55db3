import { isContentWord } from '../text/function-words';
import type { TextSpan } from '../text/segments';
import { tokenizeWords } from '../text/tokens';
import { lemmatizer } from '../text/untyped-packages';

/**
 * Stock phrases of memorised essay and summary templates that circulate among test takers. Written for this package
 * as patterns (not copied from any template site). PTE states that its scoring detects templated responses.
 */
const TEMPLATE_PATTERNS: readonly RegExp[] = [
  /\b(?:this|it) is (?:a|an) (?:highly |very |extremely )?(?:controversial|debatable|contentious|burning|hotly debated) (?:topic|issue|question)\b[^.!?]*/gi,
  /\bin this day and age\b/gi,
  /\b(?:this|the following|the present) essay (?:will|shall|is going to) (?:discuss|examine|explore|elaborate|shed light)[^.!?]*/gi,
  /\bhas (?:both )?(?:its )?(?:advantages and disadvantages|pros and cons|merits and demerits|benefits and drawbacks)\b/gi,
  /\bplays? (?:a|an) (?:vital|pivotal|crucial|significant|paramount|indispensable) role in (?:our|people's|everyone's|human) (?:lives|life|society)\b/gi,
  /\bthere are (?:several|many|numerous|a number of) (?:reasons|factors) (?:for|behind|why) this(?: phenomenon)?\b/gi,
  /\b(?:it is|it's) an? (?:undeniable|indisputable) fact that\b/gi,
  /\bit is (?:undeniable|indisputable|beyond doubt) that\b/gi,
  /\ba double[- ]edged sword\b/gi,
  /\bthe (?:pros|advantages|merits|benefits) (?:far )?outweigh the (?:cons|disadvantages|demerits|drawbacks)\b/gi,
  /\bthe (?:speaker|lecturer|professor) (?:discussed|talked about|spoke about|elaborated on|shed light on) [^.!?]{0,20}(?:topic|issue|subject) of\b/gi,
  /\bthe (?:lecture|talk|passage) (?:was about|is about|revolves around|centres on|centers on)\b/gi,
  /\bhas (?:become|been) (?:a|an) (?:integral|inseparable|indispensable) part of (?:our|modern|people's) (?:lives|life|society)\b/gi,
  /\bpeople(?:'s)? (?:opinions|views) (?:differ|vary|are divided) (?:on|about|regarding) this (?:matter|issue|topic)\b/gi,
  /\bweighing up (?:both|the) (?:sides|arguments)\b/gi,
];

/** A stock template phrase or generic sentence found in the answer. */
interface TemplateMatch {
  start: number;
  end: number;
}

/** Every stock template phrase in the text. */
export function findTemplatePhrases(text: string): TemplateMatch[] {
  const matches: TemplateMatch[] = [];
  for (const pattern of TEMPLATE_PATTERNS) {
    for (const match of text.matchAll(pattern)) matches.push({ start: match.index, end: match.index + match[0].length });
  }
  return matches.sort((a, b) => a.start - b.start);
}

/**
 * Content words of memorised templates: the vocabulary of sentences that fit any essay or summary ("there are
 * several advantages to consider", "the speaker discussed many important points"). Lemmas; plurals and verb forms
 * are matched through the lemmatizer.
 */
const TEMPLATE_WORDS: ReadonlySet<string> = new Set(
  `advantage disadvantage benefit drawback merit demerit pro con positive negative side aspect factor point issue topic
  matter question subject debate controversy controversial debatable contentious argument argue claim believe opinion
  view viewpoint perspective stance standpoint position belief notion essay discuss discussion examine explore
  elaborate analyse analyze conclusion conclude summary summarise summarize sum reason cause effect impact consequence
  outcome result role part significance significant important importance crucial vital essential pivotal
  paramount indispensable integral undeniable indisputable undoubtedly certainly clearly obviously firmly strongly
  personally wholeheartedly hand firstly secondly thirdly lastly finally moreover furthermore additionally
  nevertheless nonetheless consequently therefore overall eventually ultimately people person individual society
  community world today nowadays modern contemporary age day era life live lives everyone everybody someone various
  numerous several different certain particular general specific many much great huge major key main primary basic
  fundamental thing way aspect regard respect concern concerned mention mentioned talk speak speaker lecturer lecture
  professor passage text author writer talked spoke discussed highlight highlighted emphasise emphasize stress
  describe described explain explained give gave provide example examples instance illustrate illustration evidence
  case support supporter proponent opponent critic advocate outweigh weigh consider consideration regard reach
  arrive interesting informative useful helpful beneficial harmful detrimental advantageous disadvantageous problem
  solution measure approach idea concept phenomenon trend matter situation way light shed hotly
  burning double edged sword coin lot plenty kind sort type form area field domain sphere realm end agree disagree
  extent statement number good bad clear see expert successful success country show practice minor compare
  development ordinary begin addition course complete completely often walk ignore note say state present future
  year come remain bring make take lead far above below mind keep whole overall`.split(/\s+/).filter(Boolean),
);

/** Whether a lower-case word belongs to the vocabulary of memorised templates (any inflection). */
export function isTemplateWord(lower: string): boolean {
  let known = templateWordCache.get(lower);
  if (known === undefined) {
    known = TEMPLATE_WORDS.has(lower) || TEMPLATE_WORDS.has(lemmatizer.noun(lower)) || TEMPLATE_WORDS.has(lemmatizer.verb(lower)) || TEMPLATE_WORDS.has(lemmatizer.adjective(lower));
    if (templateWordCache.size >= 20_000) templateWordCache.clear();
    templateWordCache.set(lower, known);
  }
  return known;
}

const templateWordCache = new Map<string, boolean>();

/**
 * Clauses that could stand in an answer on any topic: every content word either template vocabulary or a word of the
 * item (`isItemWord`: the prompt's or passage's words, which a template slots in), but for at most one, and no more
 * item words than template words ("On the one hand,", "this essay will discuss both sides", "the speaker talked about
 * octopuses"); a clause of the passage's ideas with "the lecture explains that" in front is not one.
 */
export function findGenericSentences(sentences: readonly TextSpan[], isItemWord: (lower: string) => boolean): TemplateMatch[] {
  const found: TemplateMatch[] = [];
  for (const sentence of sentences) {
    const content = tokenizeWords(sentence.text).map((t) => t.lower).filter((w) => isContentWord(w) && !/^\d/.test(w));
    const own = content.filter((w) => !isItemWord(w));
    const generic = own.filter(isTemplateWord).length;
    const slotted = content.length - own.length;
    if (generic >= 1 && slotted <= generic && own.length - generic <= (own.length >= 3 ? 1 : 0)) found.push({ start: sentence.start, end: sentence.end });
  }
  return found;
}
