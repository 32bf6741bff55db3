import type { WritingIssue, WritingIssueCategory } from '../types';
import { wordTable } from '../text/word-table';

interface WordChoicePattern {
  id: string;
  pattern: RegExp;
  category: WritingIssueCategory;
  /** Builds the message and the replacement from the match. */
  fix: (match: RegExpExecArray) => { message: string; replacement: string };
}

const COMPARATIVES = wordTable<string>({
  easy: 'easier', cheap: 'cheaper', fast: 'faster', big: 'bigger', small: 'smaller', hard: 'harder', happy: 'happier',
  good: 'better', bad: 'worse', long: 'longer', short: 'shorter', young: 'younger', old: 'older', strong: 'stronger',
  high: 'higher', low: 'lower', large: 'larger', busy: 'busier', early: 'earlier', late: 'later', nice: 'nicer',
  safe: 'safer', rich: 'richer', poor: 'poorer', smart: 'smarter', healthy: 'healthier', lazy: 'lazier', hot: 'hotter',
  wide: 'wider', quick: 'quicker', slow: 'slower', cold: 'colder', warm: 'warmer', deep: 'deeper', tall: 'taller', weak: 'weaker',
  near: 'nearer', new: 'newer', great: 'greater', dark: 'darker', bright: 'brighter', thick: 'thicker', thin: 'thinner', tough: 'tougher',
});

const INFORMAL = wordTable<string>({
  gonna: 'going to', wanna: 'want to', gotta: 'have to', kinda: 'rather', sorta: 'somewhat', kids: 'children',
  stuff: 'things', guys: 'people', awesome: 'excellent', cool: 'good', ok: 'acceptable', okay: 'acceptable', u: 'you',
  ur: 'your', cuz: 'because', coz: 'because', 'til': 'until', tho: 'though', thru: 'through',
});

function keepCase(replacement: string, original: string): string {
  return /^\p{Lu}/u.test(original) ? replacement[0]!.toUpperCase() + replacement.slice(1) : replacement;
}

// Learner collocation and word-choice errors with their usual correction. Written for this package.
const PATTERNS: readonly WordChoicePattern[] = [
  {
    id: 'make-not-do', category: 'vocabulary',
    pattern: /\b(do|does|did|doing|done)\s+((?:a|an|the|many|some|several|more|fewer|lots of|big|serious|wrong|good|important)\s+)?(mistakes?|decisions?|progress|efforts?|choices?|money|friends|noise|plans?)\b/gi,
    fix: (m) => ({ message: `We "make" ${m[3]}, not "do" it.`, replacement: `${keepCase(({ do: 'make', does: 'makes', did: 'made', doing: 'making', done: 'made' } as Record<string, string>)[m[1]!.toLowerCase()]!, m[1]!)} ${m[2] ?? ''}${m[3]}` }),
  },
  {
    id: 'do-not-make', category: 'vocabulary',
    pattern: /\b(make|makes|made|making)\s+((?:my|your|his|her|our|their|the|some|more|much)\s+)?(homework|housework|exercises?|research|sports?)\b/gi,
    fix: (m) => ({ message: `We "do" ${m[3]}, not "make" it.`, replacement: `${keepCase(({ make: 'do', makes: 'does', made: 'did', making: 'doing' } as Record<string, string>)[m[1]!.toLowerCase()]!, m[1]!)} ${m[2] ?? ''}${m[3]}` }),
  },
  {
    id: 'heavy-rain', category: 'vocabulary', pattern: /\bstrong (rain|traffic|smoker)\b/gi,
    fix: (m) => ({ message: `The usual collocation is "heavy ${m[1]}".`, replacement: `heavy ${m[1]}` }),
  },
  {
    id: 'tell-a-lie', category: 'vocabulary', pattern: /\b(say|says|said|saying) (a lie|lies|the truth)\b/gi,
    fix: (m) => ({ message: `We "tell" ${m[2]}.`, replacement: `${keepCase(({ say: 'tell', says: 'tells', said: 'told', saying: 'telling' } as Record<string, string>)[m[1]!.toLowerCase()]!, m[1]!)} ${m[2]}` }),
  },
  {
    // "Explain me/us/him" always lacks "to"; "her" and "them" only before a second object ("explained them the rules",
    // "explain her how"), since "explaining them" (the things) and "explain her decision" (possessive) are right.
    id: 'explain-to', category: 'grammar',
    pattern: /\b(explain|explains|explained|explaining) (me|him|us|(?:her|them)(?= (?:the|a|an|this|that|these|those|how|why|what|where|when|who|which|whether|about|my|your|his|our|their|its)\b))\b/gi,
    fix: (m) => ({ message: `"${m[1]}" needs "to" before the person: "${m[1]} to ${m[2]}".`, replacement: `${m[1]} to ${m[2]}` }),
  },
  {
    id: 'redundant-back', category: 'style', pattern: /\b(return|returns|returned|returning) back\b/gi,
    fix: (m) => ({ message: `"${m[1]}" already means going back.`, replacement: m[1]! }),
  },
  {
    id: 'redundant-again', category: 'style', pattern: /\b(repeat|repeats|repeated|repeating) again\b/gi,
    fix: (m) => ({ message: `"${m[1]}" already means doing it again.`, replacement: m[1]! }),
  },
  {
    id: 'gain-knowledge', category: 'vocabulary', pattern: /\b(learn|learns|learned|learnt|learning) (?:a lot of |much |more )?knowledge\b/gi,
    fix: (m) => ({ message: 'We "gain" or "acquire" knowledge; we learn facts or skills.', replacement: m[0]!.replace(new RegExp(m[1]!, 'i'), keepCase('gain', m[1]!)) }),
  },
  {
    id: 'raise-a-question', category: 'vocabulary', pattern: /\b(rise|rises|rised|rose) (a |the )?(question|questions|issue|issues|awareness|money|funds|children)\b/gi,
    fix: (m) => ({ message: `"Rise" takes no object: we "raise" ${m[3]}.`, replacement: `${keepCase(({ rise: 'raise', rises: 'raises', rised: 'raised', rose: 'raised' } as Record<string, string>)[m[1]!.toLowerCase()]!, m[1]!)} ${m[2] ?? ''}${m[3]}` }),
  },
  {
    id: 'take-an-exam', category: 'vocabulary', pattern: /\b(make|makes|made|making) (an|the|my|their|our) (exam|test)\b/gi,
    fix: (m) => ({ message: `We "take" ${m[2]} ${m[3]}.`, replacement: `${keepCase(({ make: 'take', makes: 'takes', made: 'took', making: 'taking' } as Record<string, string>)[m[1]!.toLowerCase()]!, m[1]!)} ${m[2]} ${m[3]}` }),
  },
  {
    id: 'in-nowadays', category: 'grammar', pattern: /\bin (the )?nowadays\b/gi,
    fix: () => ({ message: '"Nowadays" is used without "in".', replacement: 'nowadays' }),
  },
  {
    id: 'large-amount', category: 'vocabulary', pattern: /\bbig (amount|amounts|number|numbers|quantity|quantities) of\b/gi,
    fix: (m) => ({ message: `The usual collocation is "a large ${m[1]} of".`, replacement: `large ${m[1]} of` }),
  },
  {
    id: 'according-to-me', category: 'vocabulary', pattern: /\baccording to (me|my opinion)\b/gi,
    fix: () => ({ message: '"According to" reports someone else\'s view; for your own, write "in my opinion".', replacement: 'in my opinion' }),
  },
  {
    id: 'comparative-form', category: 'grammar', pattern: new RegExp(`\\bmore (${Object.keys(COMPARATIVES).join('|')})\\b(?! than ever)`, 'gi'),
    fix: (m) => ({ message: `"${m[1]}" has its own comparative: "${COMPARATIVES[m[1]!.toLowerCase()]}".`, replacement: COMPARATIVES[m[1]!.toLowerCase()]! }),
  },
  {
    id: 'reason-is-because', category: 'style', pattern: /\breason (is|was) because\b/gi,
    fix: (m) => ({ message: 'Write "the reason is that": "because" repeats "reason".', replacement: `reason ${m[1]} that` }),
  },
  {
    // "Peoples" is right for nations and ethnic groups: "the peoples of Europe", "Indigenous peoples", "its peoples".
    id: 'peoples', category: 'grammar', pattern: /(?<!\b(?:its|their|indigenous|aboriginal|native|tribal|nomadic|ancient|ethnic|colonised|colonized|conquered|neighbouring|neighboring|first nations)\s+)\bpeoples\b(?! of)/gi,
    fix: (m) => ({ message: '"People" is already plural.', replacement: keepCase('people', m[0]!) }),
  },
];

/** Learner collocation and word-choice errors (e.g. "do a mistake", "more easy") with their corrections. */
export function checkWordChoice(text: string): WritingIssue[] {
  const issues: WritingIssue[] = [];
  for (const { id, pattern, category, fix } of PATTERNS) {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      const { message, replacement } = fix(match);
      issues.push({ start: match.index, end: match.index + match[0].length, category, message, suggestions: [replacement.replace(/\s+/g, ' ')], source: `word-choice:${id}` });
    }
  }
  return issues;
}

/** Informal words found, with a more academic alternative (academic essays and summaries avoid them). */
export function checkInformalWords(tokens: readonly { text: string; lower: string; start: number; end: number }[]): WritingIssue[] {
  return tokens.flatMap((token) => {
    const formal = INFORMAL[token.lower];
    if (!formal) return [];
    return [{
      start: token.start, end: token.end, category: 'style' as const, source: 'word-choice:informal',
      message: `"${token.text}" is informal for academic writing; prefer "${formal}".`,
      suggestions: [keepCase(formal, token.text)],
    }];
  });
}
