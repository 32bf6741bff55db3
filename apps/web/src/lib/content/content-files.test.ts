import { practiceRoute, questionTypeList, type QuestionTypeId } from '@pte/exam';
import { describe, expect, it } from 'vitest';
import { helpArticlePath, paths, skillGuidePath, taskGuidePath } from '@/lib/paths';
import type { ContentEntry } from './content-collection';
import { contentFormatProblems, taskGuideSectionProblems } from './content-format';
import { helpArticleFiles, skillGuideFiles, taskGuideFiles } from './content-library';
import { markdownLinkTargets, type ParsedMarkdown } from './markdown-parsing';
import { skillGuides } from './skill-guides';

// The real files under content/, read through the same loaders the pages use.
const [taskGuides, skillGuideEntries, helpArticles] = await Promise.all([taskGuideFiles.loadAll(), skillGuideFiles.loadAll(), helpArticleFiles.loadAll()]);

/** Every content file, named by its place in `content/`. */
const allFiles: Array<{ name: string; route: string; document: ParsedMarkdown }> = [
  ...taskGuides.map((entry) => ({ name: `guides/${entry.slug}.md`, route: taskGuidePath(entry.slug), document: entry.document })),
  ...skillGuideEntries.map((entry) => ({ name: `guides/skills/${entry.slug}.md`, route: skillGuidePath(entry.slug), document: entry.document })),
  ...helpArticles.map((entry) => ({ name: `help/${entry.slug}.md`, route: helpArticlePath(entry.slug), document: entry.document })),
];

/** The documents by their route, to check a link's target and its `#fragment`. */
const documentsByRoute = new Map(allFiles.map((file) => [file.route, file.document]));

/** The app's fixed pages (routes without parameters) and every practice route. */
const fixedRoutes = new Set<string>([
  ...Object.values(paths).flatMap((value) => (typeof value === 'string' ? [value] : Object.values(value))).filter((route) => !route.includes(':')),
  ...questionTypeList.map((type) => practiceRoute(type)),
]);

/** Why an internal link of `from` does not resolve, or null when it does. */
function unresolvedLink(target: string, from: ParsedMarkdown): string | null {
  if (/^(https?:|mailto:)/.test(target)) return null;
  const [path = '', fragment] = target.split('#', 2);
  if (path === '') return fragment && from.headings.some((heading) => heading.id === fragment) ? null : `${target}: no heading with this id on the page`;
  if (!path.startsWith('/')) return `${target}: links inside the app start with "/"`;
  const document = documentsByRoute.get(path);
  if (!document && !fixedRoutes.has(path)) return `${target}: no page at this address`;
  if (fragment === undefined) return null;
  if (!document) return `${target}: only guides and help articles have section links`;
  return document.headings.some((heading) => heading.id === fragment) ? null : `${target}: the page has no heading with this id`;
}

describe('task guides', () => {
  const byId = new Map(taskGuides.map((entry): [string, ContentEntry] => [entry.slug, entry]));

  it.each(questionTypeList.map((type) => [type.id, type] as const))('%s has a guide with the required sections in order', (id) => {
    const entry = byId.get(id);
    expect(entry, `content/guides/${id}.md is missing`).toBeDefined();
    expect([...contentFormatProblems(entry!.document), ...taskGuideSectionProblems(id as QuestionTypeId, entry!.document)]).toEqual([]);
  });

  it('are named after registry task types only', () => {
    const ids = new Set<string>(questionTypeList.map((type) => type.id));
    expect(taskGuides.map((entry) => entry.slug).filter((slug) => !ids.has(slug))).toEqual([]);
  });
});

describe('skill guides', () => {
  it.each(skillGuides.map((skill) => [skill.id]))('%s has a guide in the content format', (id) => {
    const entry = skillGuideEntries.find((candidate) => candidate.slug === id);
    expect(entry, `content/guides/skills/${id}.md is missing`).toBeDefined();
    expect(contentFormatProblems(entry!.document)).toEqual([]);
  });

  it('are the listed skills only', () => {
    const ids = new Set<string>(skillGuides.map((skill) => skill.id));
    expect(skillGuideEntries.map((entry) => entry.slug).filter((slug) => !ids.has(slug))).toEqual([]);
  });
});

describe('help articles', () => {
  it('are at least twelve, each in the content format', () => {
    expect(helpArticles.length).toBeGreaterThanOrEqual(12);
    for (const entry of helpArticles) expect(contentFormatProblems(entry.document), `help/${entry.slug}.md`).toEqual([]);
  });
});

describe('links in guides and help articles', () => {
  it('every internal link leads to a page that exists, and every #section to a heading of it', () => {
    const broken = allFiles.flatMap((file) =>
      markdownLinkTargets(file.document.body)
        .map((target) => unresolvedLink(target, file.document))
        .filter((problem): problem is string => problem !== null)
        .map((problem) => `${file.name}: ${problem}`),
    );
    expect(broken).toEqual([]);
  });

  it('the check itself refuses links to pages and sections that do not exist', () => {
    const help = helpArticles[0]!.document;
    expect(unresolvedLink('/speaking/read-aloud', help)).toBeNull();
    expect(unresolvedLink('/settings', help)).toBeNull();
    expect(unresolvedLink('/speaking/read-aloud-2', help)).toMatch(/no page/);
    expect(unresolvedLink('/resources/help/no-such-article', help)).toMatch(/no page/);
    expect(unresolvedLink('/resources/study-materials/not-a-task', help)).toMatch(/no page/);
    expect(unresolvedLink(`${helpArticlePath(helpArticles[0]!.slug)}#no-such-heading`, help)).toMatch(/no heading/);
    expect(unresolvedLink(`#${help.headings[0]!.id}`, help)).toBeNull();
    expect(unresolvedLink('help/getting-started', help)).toMatch(/start with/);
  });
});
