import { lookUpWord } from './dictionaries';

/** The spelling standard a word marks: British (`uk`) or American (`us`). */
export type SpellingDialect = 'uk' | 'us';

/** A word that only one standard spells this way, with its spelling in the other standard. */
interface DialectMarker {
  dialect: SpellingDialect;
  counterpart: string;
}

// British → American spelling patterns (colour/color, organise/organize, centre/center, travelled/traveled, …).
const UK_TO_US: readonly [RegExp, string][] = [
  [/our(?=s?$|ed$|ing$|ite|able|er|ful|less|ism)/, 'or'],
  [/is(e|es|ed|ing|ation|ations|er|ers)$/, 'iz$1'],
  [/ys(e|es|ed|ing|er|ers)$/, 'yz$1'],
  [/tre(s?)$/, 'ter$1'],
  [/tred$/, 'tered'],
  [/ll(ed|ing|er|ers|or|ors)$/, 'l$1'],
  [/ogue(s?)$/, 'og$1'],
  [/ence(s?)$/, 'ense$1'],
  [/mme(s?)$/, 'm$1'],
  [/^grey/, 'gray'],
  [/^tyre/, 'tire'],
  [/^cheque/, 'check'],
  [/ae/, 'e'],
  [/oe/, 'e'],
  [/gement/, 'gment'],
  [/ageing/, 'aging'],
  [/^practis/, 'practic'],
  [/([^l])l(s?)$/, '$1ll$2'],
  [/([^l])lment(s?)$/, '$1llment$2'],
  [/ilful/, 'illful'],
];

function counterparts(word: string, rules: readonly [RegExp, string][]): string[] {
  return rules.flatMap(([pattern, replacement]) => {
    const swapped = word.replace(pattern, replacement);
    return swapped === word ? [] : [swapped];
  });
}

// American → British: the same patterns run backwards, tried by generating British forms and checking them.
function britishCandidates(word: string): string[] {
  return [
    word.replace(/or(?=s?$|ed$|ing$|ite|able|er|ful|less|ism)/, 'our'),
    word.replace(/iz(e|es|ed|ing|ation|ations|er|ers)$/, 'is$1'),
    word.replace(/yz(e|es|ed|ing|er|ers)$/, 'ys$1'),
    word.replace(/ter(s?)$/, 'tre$1'),
    word.replace(/tered$/, 'tred'),
    word.replace(/([aeiou])l(ed|ing|er|ers|or|ors)$/, '$1ll$2'),
    word.replace(/og(s?)$/, 'ogue$1'),
    word.replace(/ense(s?)$/, 'ence$1'),
    word.replace(/gram(s?)$/, 'gramme$1'),
    word.replace(/^gray/, 'grey'),
    word.replace(/^tire/, 'tyre'),
    word.replace(/gment/, 'gement'),
    word.replace(/aging/, 'ageing'),
    word.replace(/ll(s?)$/, 'l$1'),
    word.replace(/llment(s?)$/, 'lment$1'),
    word.replace(/illful/, 'ilful'),
  ].filter((candidate) => candidate !== word);
}

/**
 * Whether a correctly spelt word marks British or American spelling: it is in only one dictionary and its
 * counterpart (by the regular spelling differences) is in only the other. Returns undefined for shared words.
 */
export function dialectOf(word: string): DialectMarker | undefined {
  const lower = word.toLowerCase();
  const own = lookUpWord(lower);
  if (own.uk && !own.us) {
    const counterpart = counterparts(lower, UK_TO_US).find((c) => {
      const other = lookUpWord(c);
      return other.us && !other.uk;
    });
    return counterpart ? { dialect: 'uk', counterpart } : undefined;
  }
  if (own.us && !own.uk) {
    const counterpart = britishCandidates(lower).find((c) => {
      const other = lookUpWord(c);
      return other.uk && !other.us;
    });
    return counterpart ? { dialect: 'us', counterpart } : undefined;
  }
  return undefined;
}
