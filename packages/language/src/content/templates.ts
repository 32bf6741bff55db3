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

/** A stock template phrase found in the answer. */
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
