import { createHeadingIds } from '@pte/contract';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The guides and Help Center articles cut into passages for the assistant: one passage per `##` section (its `###`
 * subsections included) and one for the summary paragraph under the title. Each passage knows the web route of its
 * page and the anchor of its heading, so an answer can link to the very section it quotes.
 */

/** One searchable piece of a guide or article. */
export interface ContentPassage {
  /** Unique: the page's route and the section's anchor. */
  id: string;
  /** The page's `# Title`. */
  title: string;
  /** The section's heading as plain text; null for the summary under the title. */
  heading: string | null;
  /** The headings inside the section (`###` and deeper), as plain text joined by line breaks. */
  subheadings: string;
  /** The section's Markdown, heading line excluded. */
  markdown: string;
  /** The section as plain text: what is searched and quoted. */
  text: string;
  /** The page's web route, e.g. `/resources/study-materials/read-aloud`. */
  page: string;
  /** The route with the heading's anchor (`#how-it-is-scored`), or the page's route for the summary. */
  href: string;
  /** Which collection the page belongs to. */
  kind: 'task-guide' | 'skill-guide' | 'help';
}

/** The folders of content the assistant reads, relative to the content folder, with the route of their pages. */
const collections = [
  { folder: 'guides', kind: 'task-guide', route: (slug: string) => `/resources/study-materials/${slug}` },
  { folder: 'guides/skills', kind: 'skill-guide', route: (slug: string) => `/resources/study-materials/skills/${slug}` },
  { folder: 'help', kind: 'help', route: (slug: string) => `/resources/help/${slug}` },
] as const;

/** Sections that only list links to other pages: nothing to quote. */
const linkOnlySections = new Set(['related articles', 'related guides', 'see also']);

/** Inline Markdown reduced to its words: links and images to their text, code, emphasis and escapes removed. */
export function plainInline(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`+/g, '')
    .replace(/\*\*|__|~~/g, '')
    .replace(/(^|[^\p{L}\p{N}])[*_](?=\S)/gu, '$1')
    .replace(/(?<=\S)[*_](?=[^\p{L}\p{N}]|$)/gu, '')
    .replace(/\\([\\`*_{}[\]()#+\-.!|>~])/g, '$1')
    .trim();
}

/** True for a table's separator row (`|---|:---:|`). */
function isTableSeparator(line: string): boolean {
  return /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/.test(line);
}

/** The cells of a table row. */
export function tableCells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => plainInline(cell.trim()));
}

/** Markdown of a section as plain text: one line per paragraph line, list item or table row (cells joined by " — "). */
function plainSectionText(markdown: string): string {
  return markdown
    .split('\n')
    .filter((line) => !isTableSeparator(line) && !/^\s*(```|~~~)/.test(line))
    .map((line) => {
      if (/^\s*\|/.test(line)) return tableCells(line).filter(Boolean).join(' — ');
      return plainInline(line.replace(/^\s*#{1,6}\s+/, '').replace(/^\s*>\s?/, '').replace(/^\s*(?:[-*+]|\d+[.)])\s+/, ''));
    })
    .filter(Boolean)
    .join('\n');
}

/** The title, summary and `##` sections of one Markdown file. */
interface ParsedContentFile {
  title: string;
  summary: string;
  /** Each `##` section with the headings below it (`###` and deeper), whose anchors the web app also numbers. */
  sections: { heading: string; markdown: string; subheadings: string[] }[];
}

/** Splits a content file (`# Title`, a summary paragraph, then `##` sections) into its parts. */
export function parseContentFile(markdown: string): ParsedContentFile {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  let title = '';
  const intro: string[] = [];
  const sections: { heading: string; lines: string[]; subheadings: string[] }[] = [];
  let inFence = false;
  for (const line of lines) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? null : /^(#{1,2})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading && heading[1] === '#' && !title) title = plainInline(heading[2]!);
    else if (heading && heading[1] === '##') sections.push({ heading: plainInline(heading[2]!), lines: [], subheadings: [] });
    else if (sections.length > 0) {
      const section = sections.at(-1)!;
      section.lines.push(line);
      const subheading = inFence ? null : /^ {0,3}#{3,6}\s+(.*?)\s*#*\s*$/.exec(line);
      if (subheading) section.subheadings.push(plainInline(subheading[1]!));
    } else if (title) intro.push(line);
  }
  const summary = intro.join('\n').trim().split(/\n\s*\n/)[0] ?? '';
  return {
    title,
    summary: plainSectionText(summary),
    sections: sections.map((section) => ({ heading: section.heading, markdown: section.lines.join('\n').trim(), subheadings: section.subheadings })),
  };
}

/** The passages of one parsed file, whose page is at `page`. */
export function passagesOfFile(file: ParsedContentFile, page: string, kind: ContentPassage['kind']): ContentPassage[] {
  const passages: ContentPassage[] = [];
  if (file.summary) passages.push({ id: page, title: file.title, heading: null, subheadings: '', markdown: file.summary, text: file.summary, page, href: page, kind });
  // Anchors are the web app's heading ids, numbered over every depth in document order: `slug`, `slug-1`…
  const nextAnchor = createHeadingIds();
  for (const section of file.sections) {
    const anchor = nextAnchor(section.heading);
    section.subheadings.forEach(nextAnchor);
    const text = plainSectionText(section.markdown);
    if (!text || linkOnlySections.has(section.heading.toLowerCase())) continue;
    passages.push({
      id: `${page}#${anchor}`,
      title: file.title,
      heading: section.heading,
      subheadings: section.subheadings.join('\n'),
      markdown: section.markdown,
      text,
      page,
      href: `${page}#${anchor}`,
      kind,
    });
  }
  return passages;
}

/** The Markdown files directly in `folder`, by slug; none when the folder does not exist. */
async function markdownFilesIn(folder: string): Promise<{ slug: string; path: string }[]> {
  try {
    const entries = await readdir(folder, { withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
      .map((entry) => ({ slug: entry.name.slice(0, -3), path: join(folder, entry.name) }))
      .sort((a, b) => a.slug.localeCompare(b.slug));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Every passage of the task guides, skill guides and Help Center articles under `contentDir`. */
export async function readContentPassages(contentDir: string): Promise<ContentPassage[]> {
  const passages: ContentPassage[] = [];
  for (const collection of collections) {
    for (const file of await markdownFilesIn(join(contentDir, collection.folder))) {
      const parsed = parseContentFile(await readFile(file.path, 'utf8'));
      if (parsed.title) passages.push(...passagesOfFile(parsed, collection.route(file.slug), collection.kind));
    }
  }
  return passages;
}
