import { DataSet, englishDataset, englishRecommendedTransformers, pattern, RegExpMatcher } from 'obscenity';

/**
 * Recognises abusive messages: insults and slurs aimed at the assistant or at others, and the crudest profanity. Words
 * are found by the `obscenity` library (its English word list, plus a few insults it leaves out), which sees through
 * disguises such as "sh1t" and leaves words that merely contain one alone ("Scunthorpe", "assess", "cocktail",
 * "therapist"). Many listed words also have innocent uses a learner may well ask about ("a chink in the armour", "magna
 * cum laude", "the sex ratio in the chart", "to retard growth", "Moby Dick", "a blue tit", "is it useless to…"): those
 * count only when aimed at someone, as in "you are useless", "you stupid bot" or "this assistant is rubbish".
 */

/** Words that are abusive wherever they appear: slurs, the crudest swear words and explicit sexual terms. */
const alwaysAbusive = new Set([
  // Slurs.
  'abeed', 'africoon', 'arabush', 'boonga', 'chingchong', 'kike', 'negro', 'nigger', 'spastic', 'tranny',
  // The crudest swear words and gendered insults.
  'fuck', 'cunt', 'twat', 'wank', 'bitch', 'slut', 'whore', 'cuck',
  // Insults with no other use.
  'idiot', 'moron', 'imbecile', 'dumbass', 'cretin',
  // Explicit sexual terms.
  'blowjob', 'handjob', 'gangbang', 'dildo', 'buttplug', 'deepthroat', 'felch', 'fellatio', 'fisting', 'lubejob',
  'finger bang', 'doggystyle', 'double penetration', 'jizz', 'jerk off',
  // Phrases that are abuse as they stand.
  'kill yourself', 'go to hell', 'screw you', 'piss off', 'piece of shit', 'hate you', 'drop dead',
]);

/** Insults obscenity's list leaves out; like the rest of its list they count only when aimed at someone. */
const insults = ['stupid', 'dumb', 'useless', 'worthless', 'pathetic', 'rubbish', 'garbage', 'trash', 'loser', 'clown', 'suck', 'sucks'];

/** Abusive phrases and insults added to obscenity's list (`|` marks a word boundary). */
const addedPhrases = [
  ...['idiot', 'moron', 'imbecile', 'dumbass', 'cretin'].map((word) => ({ word, patterns: [pattern`|${word}`] })),
  { word: 'kill yourself', patterns: [pattern`|kill yourself|`, pattern`|kys|`] },
  { word: 'go to hell', patterns: [pattern`|go to hell|`] },
  { word: 'screw you', patterns: [pattern`|screw you|`] },
  { word: 'piss off', patterns: [pattern`|piss off|`] },
  { word: 'piece of shit', patterns: [pattern`|piece of shit`] },
  { word: 'hate you', patterns: [pattern`|hate you|`] },
  { word: 'drop dead', patterns: [pattern`|drop dead|`] },
  { word: 'shut up', patterns: [pattern`|shut up|`] },
  ...insults.map((word) => ({ word, patterns: [pattern`|${word}|`] })),
];

/** Words of obscenity's list that only contain a listed word ("niggardly" is not a slur). */
const innocentWords = ['niggardly'];

const dataset = new DataSet<{ originalWord: string }>().addAll(englishDataset);
for (const { word, patterns } of addedPhrases) {
  dataset.addPhrase((phrase) => patterns.reduce((builder, added) => builder.addPattern(added), phrase.setMetadata({ originalWord: word })));
}
const built = dataset.build();
const matcher = new RegExpMatcher({ ...built, whitelistedTerms: [...(built.whitelistedTerms ?? []), ...innocentWords], ...englishRecommendedTransformers });

/** Words that may stand between the one addressed and the insult: "you are (such) a (complete) …". */
const linkingWords = "(?:are|r|re|'re|is|'s|was|were|a|an|such|so|the|really|very|totally|completely|absolutely|utterly|fucking|freaking|bloody|damn|just|being|little|big|biggest|most|one|piece|of|full)";

/** Who an insult can be aimed at: the one addressed, or the assistant, named. */
const addressee = "(?:you|u|ya|youre|you're|ur|yourself|(?:bot|assistant|ai|chatbot|app|machine|program)\\s+(?:is|are|was|'s))";

/** The end of the text before an insult when the insult is aimed at someone: "you are a", "this bot is so". */
const aimedBefore = new RegExp(`\\b${addressee}\\s+(?:${linkingWords}\\s+){0,4}$`, 'i');

/** The start of the text after an insult when it names the assistant: "… bot", "… assistant". */
const aimedAfter = /^[\s,]*(?:bot|assistant|ai|chatbot|app|machine|program)\b/i;

/** What follows "shut up" when it tells the assistant to be quiet: nothing, punctuation, "and …", "you", "bot". */
const toldToBeQuiet = /^\s*(?:$|[,.!?;]|and\b|now\b|please\b|you\b|u\b|(?:bot|assistant|ai|chatbot|app|machine|program)\b)/i;

/** The part of `text` before `index` that belongs to the same sentence. */
function sentenceBefore(text: string, index: number): string {
  const before = text.slice(0, index).replace(/[’‘]/g, "'");
  const boundary = Math.max(...['.', '!', '?', ';', '\n'].map((mark) => before.lastIndexOf(mark)));
  return before.slice(boundary + 1);
}

/** True when the message insults someone, uses a slur or the crudest profanity; ordinary exam questions are not. */
export function isAbusive(message: string): boolean {
  for (const match of matcher.getAllMatches(message)) {
    const word = dataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord;
    if (!word) continue;
    if (word === 'shut up') {
      // "Shut up!", "shut up and answer", "shut up, bot" are abuse; "shut up shop", "can you shut up the beep?" are not.
      if (sentenceBefore(message, match.startIndex).trim() === '' && toldToBeQuiet.test(message.slice(match.endIndex + 1))) return true;
      continue;
    }
    if (alwaysAbusive.has(word)) return true;
    if (aimedBefore.test(sentenceBefore(message, match.startIndex)) || aimedAfter.test(message.slice(match.endIndex + 1))) return true;
  }
  return false;
}

/** What the assistant answers to an abusive message: calm and brief, with the way back to a real question. */
export const abusiveMessageReply =
  'I am here to help with your PTE practice, and I answer best when questions are asked politely. What would you like to know about the tasks, the app or your results?';
