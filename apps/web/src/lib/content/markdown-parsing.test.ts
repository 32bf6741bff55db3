import { describe, expect, it } from 'vitest';
import { createContentCollection } from './content-collection';
import { markdownLinkTargets, parseMarkdown, plainInlineText } from './markdown-parsing';

const guide = `# Read Aloud

Read a short text aloud. **Every word** counts, see [the rules](/resources/help/speaking-scores).

## The task

Text with a [link](/speaking/read-aloud "Practise") and \`code [not](/a-link)\`.

## Don't *panic*: timing

| Trait | Points |
|---|---|
| Content | 1 per word |

\`\`\`
## Not a heading
[not a link](/nowhere)
\`\`\`

### The task

## The task
`;

describe('parseMarkdown', () => {
  const parsed = parseMarkdown(guide);

  it('takes the title from the "# " line and the summary from the first paragraph, as plain text', () => {
    expect(parsed.title).toBe('Read Aloud');
    expect(parsed.summary).toBe('Read a short text aloud. Every word counts, see the rules.');
    expect(parsed.body.startsWith('Read a short text aloud.')).toBe(true);
  });

  it('lists the headings outside code with unique ids, numbered in document order', () => {
    expect(parsed.headings).toEqual([
      { depth: 2, text: 'The task', id: 'the-task' },
      { depth: 2, text: "Don't panic: timing", id: 'dont-panic-timing' },
      { depth: 3, text: 'The task', id: 'the-task-1' },
      { depth: 2, text: 'The task', id: 'the-task-2' },
    ]);
  });

  it('gives the body as plain text for search, table cells included, without syntax', () => {
    expect(parsed.text).toContain('Trait Points Content 1 per word');
    expect(parsed.text).toContain('Text with a link and code not.');
    expect(parsed.text).not.toContain('|');
    expect(parsed.text).not.toContain('**');
  });

  it('has no title or summary for a file that does not start with one', () => {
    const parsed = parseMarkdown('---\ntitle: x\n---\n\n## Section\n');
    expect(parsed.title).toBeNull();
    expect(parseMarkdown('# Title\n\n- a list first\n').summary).toBe('');
    expect(parseMarkdown('\uFEFF# Title\r\n\r\nSummary line one\r\nand two.\r\n').summary).toBe('Summary line one and two.');
  });
});

describe('headings and links', () => {
  it('reduces inline Markdown to its words', () => {
    expect(plainInlineText('A *b* __c__ [d](/e) ![f](g.png) `h` snake_case \\*i\\*')).toBe('A b c d f h snake_case *i*');
  });

  it('finds every link target outside code', () => {
    expect(markdownLinkTargets(guide)).toEqual(['/resources/help/speaking-scores', '/speaking/read-aloud']);
    expect(markdownLinkTargets('[a]: /settings\n![chart](/media/x.svg) and <https://example.com>')).toEqual(['/settings', '/media/x.svg']);
  });
});

describe('createContentCollection', () => {
  it('names files by slug, loads each once, and answers null for a file it does not have', async () => {
    let loads = 0;
    const collection = createContentCollection({
      '../content/help/b-article.md': async () => {
        loads += 1;
        return '# B\n\nSummary of B.\n\n## One\n';
      },
      '../content/help/a-article.md': async () => '# A\n\nSummary of A.\n',
    });
    expect(collection.slugs).toEqual(['a-article', 'b-article']);
    expect(collection.has('b-article')).toBe(true);
    expect(collection.has('c-article')).toBe(false);
    expect((await collection.load('b-article'))?.title).toBe('B');
    await collection.load('b-article');
    expect(loads).toBe(1);
    expect(await collection.load('c-article')).toBeNull();
    expect((await collection.loadAll()).map((entry) => [entry.slug, entry.document.summary])).toEqual([
      ['a-article', 'Summary of A.'],
      ['b-article', 'Summary of B.'],
    ]);
  });

  it('loads a file again after a failed load', async () => {
    let fail = true;
    const collection = createContentCollection({
      'x/guide.md': async () => {
        if (fail) throw new Error('offline');
        return '# Guide\n\nBack online.\n';
      },
    });
    await expect(collection.load('guide')).rejects.toThrow('offline');
    fail = false;
    expect((await collection.load('guide'))?.summary).toBe('Back online.');
  });
});
