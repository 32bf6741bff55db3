import { Dialect, LocalLinter, type Lint, type Linter } from 'harper.js';
import { canBeVerb } from '../text/word-forms';
import { lemmatizer } from '../text/untyped-packages';
import type { WritingIssue, WritingIssueCategory } from '../types';

// Rules switched off: spelling is checked against both US and UK dictionaries instead; British usage is accepted;
// the rest misfire on learner text (e.g. "It's important" read as a possessive, "informations" split in two,
// "were out of date" hyphenated, "should studied" read as a missing "be": the package's modal rule says "study").
// Capitals at sentence starts are checked by the package's own mechanics rule.
const DISABLED_RULES = ['SpellCheck', 'Regionalisms', 'SplitWords', 'ItsPossessive', 'OxfordComma', 'NoFrenchSpaces', 'Spaces', 'EllipsisLength', 'UseEllipsisCharacter', 'AvoidAndAlso', 'BoringWords', 'ExpandTimeShorthands', 'SentenceCapitalization', 'CompoundNouns', 'OutOfDate', 'ModalBeAdjective'];

let linterPromise: Promise<Linter> | undefined;

/**
 * The shared Harper linter (offline grammar checker compiled to WebAssembly). Built once — about 2.5 s — and reused
 * by every assessment; call early to take that cost before the first answer arrives.
 */
export function getHarperLinter(): Promise<Linter> {
  linterPromise ??= (async () => {
    // The WebAssembly file itself, loaded when first needed: the package's inlined variant (a 21 MB base64 module)
    // took twice the set-up time and about 145 MB more memory, measured in one process (6.0 s and 506 MB against
    // 2.7 s and 361 MB).
    const { binary } = await import('harper.js/binary');
    const linter = new LocalLinter({ binary, dialect: Dialect.American });
    await linter.setup();
    const config = await linter.getLintConfig();
    for (const rule of DISABLED_RULES) if (rule in config) config[rule] = false;
    await linter.setLintConfig(config);
    return linter;
  })();
  return linterPromise;
}

function categoryOf(kind: string): WritingIssueCategory {
  switch (kind) {
    case 'Spelling':
    case 'Typo':
      return 'spelling';
    case 'WordChoice':
    case 'Eggcorn':
    case 'Malapropism':
    case 'Nonstandard':
      return 'vocabulary';
    case 'Style':
    case 'Readability':
    case 'Enhancement':
    case 'Redundancy':
    case 'Formatting':
    case 'Regionalism':
      return 'style';
    default:
      // Agreement, Grammar, Usage, WordOrder, BoundaryError, Capitalization, Punctuation, Repetition, Miscellaneous.
      return 'grammar';
  }
}

// Harper counts characters as Unicode code points; JavaScript strings index UTF-16 units. They differ only after a
// character outside the Basic Multilingual Plane (an emoji, say).
function codePointOffsets(text: string): ((index: number) => number) {
  if (!/[\uD800-\uDBFF]/.test(text)) return (index) => index;
  const offsets: number[] = [];
  let unit = 0;
  for (const char of text) {
    offsets.push(unit);
    unit += char.length;
  }
  offsets.push(unit);
  return (index) => offsets[index] ?? unit;
}

function toIssue(rule: string, lint: Lint, text: string, toUtf16: (index: number) => number): WritingIssue {
  const span = lint.span();
  const start = toUtf16(span.start);
  const end = toUtf16(span.end);
  const problem = text.slice(start, end);
  const suggestions = lint.suggestions().map((suggestion) => {
    const replacement = suggestion.get_replacement_text();
    switch (suggestion.kind()) {
      case 1: // Remove
        return '';
      case 2: // InsertAfter
        return `${problem}${replacement}`;
      default:
        return replacement;
    }
  });
  return { start, end, category: categoryOf(lint.lint_kind()), message: lint.message(), suggestions, source: `harper:${rule}` };
}

// Particles of phrasal verbs that Harper's DisjointPrefixes reads as prefixes split from the next word.
const PHRASAL_PARTICLES = /^(up|out|off|down|over)\s/i;

// Words after which the next word is a noun: "has effects", "the effects", "its effect".
const NOUN_POSITION = /\b(?:has|have|had|having|the|a|an|its|their|his|her|our|my|your|these|those|this|that|many|some|any|no|such|several|few|side|positive|negative|main|direct|lasting)\s+$/i;

/**
 * Findings of Harper rules that are wrong in a context Harper does not look at. NounVerbConfusion takes a noun for a
 * verb ("light pollution has effects far beyond astronomy" → "affects"); after a determiner, a possessive or "have"
 * the word is a noun. DisjointPrefixes joins a particle
 * to the next word ("make up most of" → "upmost", "carry out work" → "outwork"); after a verb the particle belongs
 * to the verb, so the words are right apart ("of up most importance" is still flagged).
 */
function isFalseAlarm(rule: string, text: string, start: number, end: number): boolean {
  if (rule === 'NounVerbConfusion') return NOUN_POSITION.test(text.slice(Math.max(0, start - 30), start));
  if (rule !== 'DisjointPrefixes' || !PHRASAL_PARTICLES.test(text.slice(start, end))) return false;
  const before = /(\p{L}+)\s+$/u.exec(text.slice(Math.max(0, start - 40), start))?.[1]?.toLowerCase();
  return before !== undefined && canBeVerb(lemmatizer.verb(before));
}

/**
 * Grammar, usage and punctuation issues Harper finds in plain text, with its suggestions. Offsets are converted to
 * JavaScript string indices.
 */
export async function checkWithHarper(text: string): Promise<WritingIssue[]> {
  if (text.trim() === '') return [];
  const linter = await getHarperLinter();
  const organized = await linter.organizedLints(text, { language: 'plaintext' });
  const toUtf16 = codePointOffsets(text);
  const issues: WritingIssue[] = [];
  for (const [rule, lints] of Object.entries(organized)) {
    for (const lint of lints) {
      const issue = toIssue(rule, lint, text, toUtf16);
      if (!isFalseAlarm(rule, text, issue.start, issue.end)) issues.push(issue);
      lint.free();
    }
  }
  return issues;
}
