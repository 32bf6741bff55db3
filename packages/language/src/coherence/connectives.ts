/** What a connective does in an argument. */
type ConnectiveFunction =
  | 'addition'
  | 'contrast'
  | 'cause'
  | 'example'
  | 'sequence'
  | 'conclusion'
  | 'stance'
  | 'comparison';

/** Linking words and phrases by function (longest phrases are matched first). */
const connectives: Readonly<Record<ConnectiveFunction, readonly string[]>> = {
  addition: ['moreover', 'furthermore', 'in addition', 'additionally', 'also', 'besides', 'what is more', 'not only', 'as well as', 'apart from this'],
  contrast: ['however', 'nevertheless', 'nonetheless', 'on the other hand', 'in contrast', 'by contrast', 'whereas', 'although', 'even though', 'though', 'yet', 'but', 'despite', 'in spite of', 'conversely', 'on the contrary', 'instead', 'while', 'whilst', 'otherwise'],
  cause: ['therefore', 'thus', 'hence', 'consequently', 'as a result', 'because', 'since', 'so', 'due to', 'as a consequence', 'for this reason', 'this means', 'which means', 'owing to', 'accordingly', 'because of this', 'so that', 'in order to'],
  example: ['for example', 'for instance', 'such as', 'namely', 'in particular', 'to illustrate', 'specifically', 'including', 'like when'],
  sequence: ['firstly', 'first of all', 'first', 'secondly', 'second', 'thirdly', 'third', 'finally', 'lastly', 'then', 'next', 'to begin with', 'subsequently', 'meanwhile', 'afterwards', 'eventually', 'at the same time'],
  conclusion: ['in conclusion', 'to conclude', 'to sum up', 'in summary', 'to summarise', 'to summarize', 'overall', 'in short', 'all in all', 'ultimately', 'in brief', 'all things considered'],
  stance: ['in my opinion', 'i believe', 'i think', 'in my view', 'from my perspective', 'indeed', 'in fact', 'clearly', 'obviously', 'undoubtedly', 'certainly', 'of course', 'it is clear that', 'personally'],
  comparison: ['similarly', 'likewise', 'in the same way', 'equally', 'in comparison', 'compared to', 'compared with', 'just as'],
};

/** Basic connectives every writer uses; range is shown by the others. */
const BASIC = new Set(['and', 'but', 'so', 'because', 'also', 'then', 'first', 'i think', 'like when']);

interface ConnectiveMatch {
  phrase: string;
  function: ConnectiveFunction;
  start: number;
  end: number;
}

const ENTRIES = (Object.entries(connectives) as [ConnectiveFunction, readonly string[]][])
  .flatMap(([fn, phrases]) => phrases.map((phrase) => ({ phrase, fn })))
  .sort((a, b) => b.phrase.length - a.phrase.length);

const PATTERN = new RegExp(`\\b(?:${ENTRIES.map((e) => e.phrase.replace(/ /g, '\\s+')).join('|')})\\b`, 'gi');
const FUNCTION_OF = new Map(ENTRIES.map((e) => [e.phrase, e.fn]));

/** Every connective in the text, with its function and position. */
export function findConnectives(text: string): ConnectiveMatch[] {
  const found: ConnectiveMatch[] = [];
  for (const match of text.matchAll(PATTERN)) {
    const phrase = match[0].toLowerCase().replace(/\s+/g, ' ');
    const fn = FUNCTION_OF.get(phrase);
    if (fn) found.push({ phrase, function: fn, start: match.index, end: match.index + match[0].length });
  }
  return found;
}

/** Counts that describe how a text links its ideas. */
interface ConnectiveProfile {
  /** All connectives found. */
  count: number;
  /** Different connective phrases used. */
  distinct: number;
  /** Different functions covered (addition, contrast, cause, …), 0–8. */
  functions: number;
  /** Connectives other than the basic and, but, so, because, also, then. */
  advanced: number;
  /** Share of all connectives taken by the most used one (1 = one connective repeated). */
  topShare: number;
}

/** Summarises the connectives in a text. */
export function connectiveProfile(text: string): ConnectiveProfile {
  const found = findConnectives(text);
  const byPhrase = new Map<string, number>();
  for (const m of found) byPhrase.set(m.phrase, (byPhrase.get(m.phrase) ?? 0) + 1);
  const top = Math.max(0, ...byPhrase.values());
  return {
    count: found.length,
    distinct: byPhrase.size,
    functions: new Set(found.map((m) => m.function)).size,
    advanced: found.filter((m) => !BASIC.has(m.phrase)).length,
    topShare: found.length > 0 ? top / found.length : 0,
  };
}
