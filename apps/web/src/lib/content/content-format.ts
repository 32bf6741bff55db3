import type { QuestionTypeId } from '@pte/exam';
import type { ParsedMarkdown } from './markdown-parsing';

/**
 * The rules every content file follows (`content/guides/`, `content/guides/skills/`, `content/help/`): one `# Title`
 * line, one plain paragraph (the summary), then `##` sections; no front matter, no raw HTML. Task guides have
 * fixed sections. Checked by the content tests, so a file that breaks them fails the build's tests.
 */

/** The sections of every task guide, in this order. */
export const taskGuideSections = ['The task', 'Timing', 'How it is scored', 'Strategy', 'Common mistakes', 'Example'] as const;

/** The extra section of a guide to a task where the exam allows a structure. */
export const structureSection = 'A structure, not a template';

/** The task types whose guides add {@link structureSection}: those whose answers may follow a structure. */
const structureGuideTypes: ReadonlySet<QuestionTypeId> = new Set<QuestionTypeId>([
  'describe-image',
  're-tell-lecture',
  'write-essay',
  'summarize-spoken-text',
  'summarize-group-discussion',
  'respond-to-a-situation',
]);

/** True when `line` is Markdown block syntax rather than a plain paragraph's first line. */
function isBlockSyntax(line: string): boolean {
  return /^ {0,3}(#|[-*+] |\d+[.)] |\||>|```|~~~)/.test(line);
}

/** A raw HTML tag or comment in Markdown text outside code, if any (e.g. `<br>`, `<!-- -->`). */
function rawHtmlIn(source: string): string | null {
  const withoutCode = source.replace(/^ {0,3}(```|~~~)[\s\S]*?^ {0,3}\1/gm, '').replace(/`[^`\n]*`/g, '');
  return /<\/?[a-zA-Z][^>\n]*>|<!--/.exec(withoutCode)?.[0] ?? null;
}

/** What is wrong with the shape of any content file (title, summary, sections, raw HTML); empty when nothing. */
export function contentFormatProblems(document: ParsedMarkdown): string[] {
  const problems: string[] = [];
  if (document.title === null) problems.push('does not start with a "# Title" line (and content files have no front matter)');
  const firstBlock = document.body.split('\n').find((line) => line.trim() !== '') ?? '';
  if (document.summary === '' || isBlockSyntax(firstBlock)) problems.push('has no plain summary paragraph after the title');
  if (!document.headings.some((heading) => heading.depth === 2)) problems.push('has no "##" sections');
  if (document.headings.some((heading) => heading.depth === 1)) problems.push('has a second "#" heading: sections are "##"');
  const html = rawHtmlIn(document.body);
  if (html) problems.push(`contains raw HTML (${html}), which is not rendered`);
  return problems;
}

/** What is wrong with a task guide's sections (on top of {@link contentFormatProblems}); empty when nothing. */
export function taskGuideSectionProblems(typeId: QuestionTypeId, document: ParsedMarkdown): string[] {
  const sections = document.headings.filter((heading) => heading.depth === 2).map((heading) => heading.text);
  const allowsStructure = structureGuideTypes.has(typeId);
  const problems: string[] = [];
  const hasStructure = sections.includes(structureSection);
  if (allowsStructure && !hasStructure) problems.push(`has no "## ${structureSection}" section, which its task type needs`);
  if (!allowsStructure && hasStructure) problems.push(`has a "## ${structureSection}" section, but its task type allows no structure`);
  const fixed = sections.filter((section) => section !== structureSection);
  if (fixed.join(' | ') !== taskGuideSections.join(' | ')) {
    problems.push(`has the sections ${fixed.map((section) => `"${section}"`).join(', ')} instead of ${taskGuideSections.map((section) => `"${section}"`).join(', ')}, in that order`);
  }
  return problems;
}
