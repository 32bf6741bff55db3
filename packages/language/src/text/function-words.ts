/**
 * English function words (articles, pronouns, auxiliaries, prepositions, conjunctions, common adverbs of degree),
 * which carry grammar rather than topic. Content measures (key ideas, topic continuity, relevance) ignore them.
 */
const functionWords: ReadonlySet<string> = new Set(
  `a an the this that these those some any each every either neither no none all both half several many much more most
  few fewer less least little other another such what which who whom whose whatever whichever whoever where when why how
  i me my mine myself you your yours yourself yourselves he him his himself she her hers herself it its itself we us our
  ours ourselves they them their theirs themselves one ones oneself someone somebody something anyone anybody anything
  everyone everybody everything nobody nothing
  be am is are was were been being have has had having do does did doing done will would shall should can could may might
  must ought need dare let get gets got getting
  isn't aren't wasn't weren't hasn't haven't hadn't doesn't don't didn't won't wouldn't shan't shouldn't can't cannot
  couldn't mightn't mustn't i'm you're he's she's it's we're they're i've you've we've they've i'd you'd he'd she'd
  we'd they'd i'll you'll he'll she'll we'll they'll that's there's here's what's let's who's
  of in on at by for with about against between into through during before after above below to from up down out off
  over under again further then once here there across along among around behind beside besides beyond despite inside
  near onto outside since toward towards upon within without via per like unlike than as
  and but or nor so yet if because although though while whereas unless until whether also too very just only even
  still already always never often sometimes usually really quite rather almost enough however therefore thus hence
  not yes no ok okay well now then ever maybe perhaps indeed instead otherwise
  way thing things lot lots kind sort`.split(/\s+/).filter(Boolean),
);

/** Whether a lower-case word is a content word (noun, verb, adjective or adverb carrying meaning). */
export function isContentWord(lower: string): boolean {
  return lower.length > 1 && !functionWords.has(lower) && /\p{L}/u.test(lower);
}
