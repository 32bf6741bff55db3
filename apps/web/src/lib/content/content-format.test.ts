import { describe, expect, it } from 'vitest';
import { contentFormatProblems, structureSection, taskGuideSectionProblems, taskGuideSections } from './content-format';
import { parseMarkdown } from './markdown-parsing';

const sections = (names: readonly string[]) => names.map((name) => `## ${name}\n\nText.\n`).join('\n');
const guide = (names: readonly string[]) => parseMarkdown(`# Guide\n\nA summary.\n\n${sections(names)}`);

describe('contentFormatProblems', () => {
  it('accepts a title, a plain summary and "##" sections', () => {
    expect(contentFormatProblems(guide(['One', 'Two']))).toEqual([]);
  });

  it('names each problem: front matter, no title, no summary, no sections, a second title, raw HTML', () => {
    expect(contentFormatProblems(parseMarkdown('---\ntitle: x\n---\n# Guide\n\nSummary.\n\n## One\n'))[0]).toMatch(/"# Title"/);
    expect(contentFormatProblems(parseMarkdown('# Guide\n\n## One\n\nText.\n'))).toEqual(['has no plain summary paragraph after the title']);
    expect(contentFormatProblems(parseMarkdown('# Guide\n\nSummary.\n'))).toEqual(['has no "##" sections']);
    expect(contentFormatProblems(parseMarkdown('# Guide\n\nSummary.\n\n## One\n\n# Two\n'))).toEqual(['has a second "#" heading: sections are "##"']);
    expect(contentFormatProblems(parseMarkdown('# Guide\n\nSummary.\n\n## One\n\nA<br>break.\n'))).toEqual(['contains raw HTML (<br>), which is not rendered']);
  });

  it('allows angle brackets in code and in comparisons', () => {
    expect(contentFormatProblems(parseMarkdown('# Guide\n\nSummary.\n\n## One\n\nUse `<br>` never; 3 < 5 and 7 > 2.\n\n```\n<div>\n```\n'))).toEqual([]);
  });
});

describe('taskGuideSectionProblems', () => {
  it('accepts the fixed sections in order', () => {
    expect(taskGuideSectionProblems('read-aloud', guide(taskGuideSections))).toEqual([]);
  });

  it('refuses a missing, extra or out-of-order section', () => {
    expect(taskGuideSectionProblems('read-aloud', guide(taskGuideSections.slice(1)))).toHaveLength(1);
    expect(taskGuideSectionProblems('read-aloud', guide([...taskGuideSections, 'Tips']))).toHaveLength(1);
    const swapped = [taskGuideSections[1], taskGuideSections[0], ...taskGuideSections.slice(2)];
    expect(taskGuideSectionProblems('read-aloud', guide(swapped))[0]).toMatch(/in that order/);
  });

  it('needs the structure section exactly for the task types that allow a structure', () => {
    const withStructure = [...taskGuideSections.slice(0, 5), structureSection, 'Example'];
    expect(taskGuideSectionProblems('describe-image', guide(withStructure))).toEqual([]);
    expect(taskGuideSectionProblems('describe-image', guide(taskGuideSections))).toEqual([`has no "## ${structureSection}" section, which its task type needs`]);
    expect(taskGuideSectionProblems('read-aloud', guide(withStructure))).toEqual([`has a "## ${structureSection}" section, but its task type allows no structure`]);
  });
});
