import type { AssistantCitation } from '@pte/contract';
import { plainInline, tableCells, type ContentPassage } from './content-passages';
import { isRelevant, type PassageHit } from './passage-index';
import { searchTermsOf } from './search-terms';

/**
 * Answers built from the guides' own words: the lines of the best passage that share most words with the question,
 * quoted in their order, then a line of the next best passage from elsewhere, with every passage used cited. Nothing
 * is added that the passages do not say.
 */

/** A line of an answer: a sentence, or a list item (a list item, a step or a table row). */
interface AnswerLine {
  text: string;
  listItem: boolean;
}

/**
 * A piece of a passage quoted whole or not at all: a sentence, an item of a bulleted list, or a whole table or
 * numbered list (a table row or a step means little without the others).
 */
interface QuotableUnit {
  lines: AnswerLine[];
}

/** How many characters of a passage an answer quotes at most. */
const quoteBudget = 650;

/** A passage shorter than this is quoted whole. */
const wholePassageLength = 420;

/** How many sources an answer cites at most. */
const maxCitations = 3;

/** Splits a paragraph into sentences (at ". ", "! ", "? " followed by a capital letter, a digit or a quote). */
function sentencesOf(paragraph: string): string[] {
  return paragraph.split(/(?<=[.!?])\s+(?=["“(\p{Lu}\p{N}])/u).filter(Boolean);
}

/** The quotable units of a passage's Markdown, in order; a table row reads "Cell: cell — cell", its header left out. */
export function quotableUnitsOf(markdown: string): QuotableUnit[] {
  const units: QuotableUnit[] = [];
  let paragraph: string[] = [];
  /** The table or numbered list being read, if any (set inside `openGroup`, so typed wide for the checker). */
  let group = null as { kind: 'table' | 'steps'; unit: QuotableUnit; headerSeen: boolean } | null;
  const flush = () => {
    if (paragraph.length > 0) units.push(...sentencesOf(plainInline(paragraph.join(' '))).map((text) => ({ lines: [{ text, listItem: false }] })));
    paragraph = [];
  };
  const openGroup = (kind: 'table' | 'steps') => {
    if (group?.kind === kind) return group;
    group = { kind, unit: { lines: [] }, headerSeen: false };
    units.push(group.unit);
    return group;
  };
  for (const raw of markdown.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('|')) {
      flush();
      const table = openGroup('table');
      const cells = tableCells(line).filter(Boolean);
      // The first row is the header; the separator row has only dashes.
      if (!table.headerSeen || cells.every((cell) => /^:?-+:?$/.test(cell))) table.headerSeen = true;
      else if (cells.length > 0) table.unit.lines.push({ text: cells.length > 1 ? `${cells[0]}: ${cells.slice(1).join(' — ')}` : cells[0]!, listItem: true });
      continue;
    }
    const step = /^\d+[.)]\s+(.*)$/.exec(line);
    const bullet = /^[-*+]\s+(.*)$/.exec(line);
    const continuation = /^\s{2,}\S/.test(raw) && paragraph.length === 0 && units.at(-1)?.lines.at(-1)?.listItem;
    if (step) {
      flush();
      openGroup('steps').unit.lines.push({ text: plainInline(step[1]!), listItem: true });
    } else if (bullet) {
      flush();
      group = null;
      units.push({ lines: [{ text: plainInline(bullet[1]!), listItem: true }] });
    } else if (continuation) {
      units.at(-1)!.lines.at(-1)!.text += ` ${plainInline(line)}`;
    } else if (!line || /^(```|~~~|#{1,6}\s)/.test(line)) {
      flush();
      if (!line && group?.kind === 'table') group = null;
    } else {
      group = null;
      paragraph.push(line.replace(/^>\s?/, ''));
    }
  }
  flush();
  return units.filter((unit) => unit.lines.length > 0 && unit.lines.some((entry) => entry.text.length > 0));
}

/** How many of `terms` a text mentions (by a word of the text starting with the term, or the reverse). */
function overlap(text: string, terms: ReadonlySet<string>): number {
  const textTerms = searchTermsOf(text);
  let count = 0;
  for (const term of terms) if (textTerms.some((word) => word.startsWith(term) || term.startsWith(word))) count += 1;
  return count;
}

/** The length of a unit's text. */
const unitLength = (unit: QuotableUnit) => unit.lines.reduce((sum, line) => sum + line.text.length, 0);

/**
 * The lines of `passage` to quote for `question`: all of a short passage, else the units sharing most words with the
 * question that fit in `budget` characters (the best one always), in the passage's order.
 */
export function linesToQuote(passage: ContentPassage, question: string, budget = quoteBudget): AnswerLine[] {
  const units = quotableUnitsOf(passage.markdown);
  if (passage.text.length <= wholePassageLength) return units.flatMap((unit) => unit.lines);
  const terms = new Set(searchTermsOf(question));
  const ranked = units
    .map((unit, position) => ({ unit, position, score: overlap(unit.lines.map((line) => line.text).join(' '), terms) }))
    .sort((a, b) => b.score - a.score || a.position - b.position);
  const chosen: typeof ranked = [];
  let used = 0;
  for (const candidate of ranked) {
    const length = unitLength(candidate.unit);
    if (chosen.length > 0 && (candidate.score === 0 || used + length > budget)) continue;
    chosen.push(candidate);
    used += length;
  }
  return chosen.sort((a, b) => a.position - b.position).flatMap((candidate) => candidate.unit.lines);
}

/** Where a passage comes from, in words: "Read Aloud › How it is scored". */
function placeOf(passage: ContentPassage): string {
  return passage.heading ? `${passage.title} › ${passage.heading}` : passage.title;
}

/** A passage as a citation: its page title, the link to its section and the section heading. */
function citationOf(passage: ContentPassage): AssistantCitation {
  return { title: passage.title, href: passage.href, section: passage.heading };
}

/** Lines as answer text: list items start with "- ". */
function linesAsText(lines: readonly AnswerLine[]): string {
  return lines.map((line) => (line.listItem ? `- ${line.text}` : line.text)).join('\n');
}

/** An answer to a question, and the sources it cites. */
interface PassageAnswer {
  text: string;
  citations: AssistantCitation[];
}

/**
 * The passages an answer to a question rests on, from the passages found for it (best first): the best one, the
 * best one of another page that covers as much of the question, then the other relevant ones, one per section,
 * at most three. Empty when none is relevant enough. The built-in answer quotes the first two and cites them all;
 * a language model is given them all.
 */
export function passagesToAnswerFrom(hits: readonly PassageHit[]): PassageHit[] {
  const best = hits[0];
  if (!best || !isRelevant(best)) return [];
  const relevant = hits.filter((hit) => isRelevant(hit) && hit.score >= best.score * 0.5);
  const second = relevant.find((hit) => hit.passage.page !== best.passage.page && hit.coverage >= best.coverage);
  const used: PassageHit[] = [];
  for (const hit of [best, ...(second ? [second] : []), ...relevant.filter((other) => other !== best && other !== second)]) {
    if (used.length >= maxCitations) break;
    if (!used.some((chosen) => chosen.passage.href === hit.passage.href)) used.push(hit);
  }
  return used;
}

/**
 * The answer to `question` from the passages found for it, best first, or null when none is relevant enough. It
 * quotes the best passage and, when another page's passage also answers it, a shorter piece of that one; it cites
 * every passage of {@link passagesToAnswerFrom}.
 */
export function answerFromPassages(question: string, hits: readonly PassageHit[]): PassageAnswer | null {
  const used = passagesToAnswerFrom(hits);
  const [best, second] = used;
  if (!best) return null;
  const parts = [`From “${placeOf(best.passage)}”:`, linesAsText(linesToQuote(best.passage, question))];
  if (second && second.passage.page !== best.passage.page && second.coverage >= best.coverage) {
    parts.push('', `Also in “${placeOf(second.passage)}”:`, linesAsText(linesToQuote(second.passage, question, quoteBudget / 2)));
  }
  return { text: parts.join('\n'), citations: used.map((hit) => citationOf(hit.passage)) };
}
