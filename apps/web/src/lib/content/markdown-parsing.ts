/**
 * Reading the product's Markdown content files (guides and Help Center articles): one `# Title` line, one plain
 * paragraph (the summary shown in lists and search), then `##` sections. Pure string work, shared by the pages
 * and the content checks.
 */

import { createHeadingIds } from '@pte/contract';

/** A heading of a document's body, with the id the renderer gives it (for in-page links and the contents). */
export interface MarkdownHeading {
  /** 1–6, as the number of `#`. */
  depth: number;
  /** The heading as plain text. */
  text: string;
  id: string;
}

/** A content file, read. */
export interface ParsedMarkdown {
  /** The `# Title` line's text, or null when the file does not start with one. */
  title: string | null;
  /** The first paragraph after the title, as plain text; empty when the file has none. */
  summary: string;
  /** The Markdown after the title line: what a page renders under its own heading. */
  body: string;
  /** Every heading of the body, in order, with the ids `createHeadingIds` of @pte/contract gives. */
  headings: MarkdownHeading[];
  /** The body as plain text, for search. */
  text: string;
}

/** Characters a backslash makes literal in Markdown. */
const escapable = /\\([\\`*_{}[\]()#+\-.!|>~])/g;

/** Inline Markdown reduced to its text: links and images to their words, code and emphasis marks removed. */
export function plainInlineText(markdown: string): string {
  // Escaped characters are set aside first, so an escaped "*" is kept as text rather than read as emphasis.
  const escaped: string[] = [];
  const held = markdown.replace(escapable, (_match, char: string) => `\uE000${escaped.push(char) - 1}\uE001`);
  return held
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<(https?:[^>\s]+)>/g, '$1')
    .replace(/`+/g, '')
    .replace(/\*\*|__|~~/g, '')
    .replace(/(^|[^\p{L}\p{N}])[*_](?=\S)/gu, '$1')
    .replace(/(?<=\S)[*_](?=[^\p{L}\p{N}]|$)/gu, '')
    .replace(/\uE000(\d+)\uE001/g, (_match, index: string) => escaped[Number(index)] ?? '')
    .trim();
}

const atxHeading = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const fence = /^ {0,3}(```|~~~)/;

/** The body's lines with a flag for those inside fenced code blocks. */
function linesWithCodeFlag(body: string): Array<{ line: string; inCode: boolean }> {
  let open: string | null = null;
  return body.split('\n').map((line) => {
    const marker = fence.exec(line)?.[1] ?? null;
    if (marker && (open === null || open === marker)) {
      open = open === null ? marker : null;
      return { line, inCode: true };
    }
    return { line, inCode: open !== null };
  });
}

/** True when a line starts a block that is not a plain paragraph (heading, list, table, quote, code, rule). */
function startsOtherBlock(line: string): boolean {
  return /^ {0,3}(#|[-*+] |\d+[.)] |\||>|```|~~~|[-*_]{3,}\s*$)/.test(line);
}

/** The body as plain text: structure marks dropped, table cells and lines joined by spaces. */
function bodyText(lines: ReadonlyArray<{ line: string; inCode: boolean }>): string {
  return lines
    .filter(({ line }) => !fence.test(line) && !/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(line))
    .map(({ line, inCode }) =>
      inCode
        ? line
        : plainInlineText(
            line
              .replace(atxHeading, '$2')
              .replace(/^\s*(?:[-*+]|\d+[.)]|>)\s+/, '')
              .replace(/\|/g, ' '),
          ),
    )
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Reads a content file: its title, summary, body, headings (with ids) and plain text. */
export function parseMarkdown(source: string): ParsedMarkdown {
  const lines = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').split('\n');
  const first = lines.findIndex((line) => line.trim() !== '');
  const titleMatch = first >= 0 ? /^#[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/.exec(lines[first]!) : null;
  const title = titleMatch ? plainInlineText(titleMatch[1]!) : null;
  const bodyLines = titleMatch ? lines.slice(first + 1) : lines;
  const body = bodyLines.join('\n').replace(/^\n+/, '');

  const start = bodyLines.findIndex((line) => line.trim() !== '');
  const summaryLines: string[] = [];
  if (start >= 0 && !startsOtherBlock(bodyLines[start]!)) {
    for (let index = start; index < bodyLines.length && bodyLines[index]!.trim() !== ''; index += 1) summaryLines.push(bodyLines[index]!.trim());
  }

  const flagged = linesWithCodeFlag(body);
  const nextId = createHeadingIds();
  const headings: MarkdownHeading[] = [];
  for (const { line, inCode } of flagged) {
    const match = inCode ? null : atxHeading.exec(line);
    if (!match) continue;
    const text = plainInlineText(match[2]!);
    headings.push({ depth: match[1]!.length, text, id: nextId(text) });
  }

  return { title, summary: plainInlineText(summaryLines.join(' ')), body, headings, text: bodyText(flagged) };
}

/** The target of every link and image of a Markdown text outside code (inline `[text](target)` and reference definitions). */
export function markdownLinkTargets(markdown: string): string[] {
  const targets: string[] = [];
  for (const { line, inCode } of linesWithCodeFlag(markdown)) {
    if (inCode) continue;
    const text = line.replace(/`[^`]*`/g, '');
    for (const match of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) targets.push(match[1]!);
    const definition = /^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/.exec(text);
    if (definition) targets.push(definition[1]!);
  }
  return targets;
}
