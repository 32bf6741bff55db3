import type { GuideExample } from '@pte/contract';
import { questionTypeList, questionTypes, type QuestionTypeId } from '@pte/exam';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ContentCollection } from '@/lib/content/content-collection';
import { parseMarkdown } from '@/lib/content/markdown-parsing';
import { renderWithStore } from '@/testing/render-app';
import { loadGuideExample, splitAtExampleNotes } from './guide-examples';
import { TaskGuidePage } from './task-guide-page';

// Guides written for the test, with the real examples of content/guides/examples/ (so the expectations are read
// from the stored assessments, whatever the scorers gave).
const { guideWithExample } = vi.hoisted(() => ({
  guideWithExample: (title: string) =>
    [
      `# ${title}`,
      '',
      'A summary.',
      '',
      '## How it is scored',
      '',
      'Traits.',
      '',
      '## Example',
      '',
      'The prompt of the example.',
      '',
      '### What the assessment shows',
      '',
      '- Notes on the assessment.',
      '',
      '[Practise](/speaking/read-aloud)',
    ].join('\n'),
}));

vi.mock('@/lib/content/content-library', async () => {
  const { createContentCollection } = await import('@/lib/content/content-collection');
  const file = (text: string) => async () => text;
  return {
    taskGuideFiles: createContentCollection({
      'guides/read-aloud.md': file(guideWithExample('Read Aloud')),
      'guides/write-essay.md': file(guideWithExample('Write Essay')),
      'guides/re-order-paragraphs.md': file(guideWithExample('Re-order Paragraphs')),
    }),
    skillGuideFiles: createContentCollection({}),
    helpArticleFiles: createContentCollection({}),
  };
});

async function storedExample(type: QuestionTypeId): Promise<GuideExample> {
  const example = await loadGuideExample(type);
  if (!example?.assessment) throw new Error(`content/guides/examples/${type}.json has no assessment`);
  return example;
}

async function renderGuide(type: QuestionTypeId) {
  renderWithStore(<TaskGuidePage type={questionTypes[type]} />, { path: `/resources/study-materials/${type}` });
  return screen.findByRole('region', { name: 'The example answer and its assessment' });
}

describe('TaskGuidePage with its example', () => {
  it('shows a spoken example as a recording with its assessment, captioned as the scorer’s output, before the notes', async () => {
    const example = await storedExample('read-aloud');
    const assessment = example.assessment!;
    const card = await renderGuide('read-aloud');

    expect(within(card).getByText(example.itemId)).toBeInTheDocument();
    expect(card.querySelector('audio')).toHaveAttribute('src', '/api/media/guide-example-read-aloud.mp3');
    expect(within(card).getByText(/What the recogniser heard/).parentElement).toHaveTextContent(assessment.transcript!);
    expect(within(card).getByText(/real output of the PTE Coach scorer/)).toBeInTheDocument();

    const traits = within(card).getByRole('region', { name: 'Assessment: trait, score' });
    const rows = within(traits).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      ...assessment.traits.map((trait) => `${trait.label}${trait.score} / ${trait.max}`),
      `Total${assessment.total.score} / ${assessment.total.max}`,
    ]);
    for (const line of assessment.feedback) expect(within(card).getByText(line)).toBeInTheDocument();
    if (assessment.words && assessment.words.length > 0) {
      const words = within(card).getByRole('heading', { name: 'Words not right' }).parentElement!;
      expect(within(words).getAllByRole('listitem').map((item) => item.textContent?.split(':')[0])).toEqual(assessment.words.map((word) => `“${word.text}”`));
    }
    expect(within(card).getByRole('heading', { name: 'Pauses and hesitations' })).toBeInTheDocument();

    // The card sits between the example's prompt and the notes on it, and the notes keep their heading id.
    const notes = screen.getByRole('heading', { level: 3, name: 'What the assessment shows' });
    expect(notes).toHaveAttribute('id', 'what-the-assessment-shows');
    expect(card.compareDocumentPosition(notes) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('The prompt of the example.').compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows a written example as its text with every issue the scorer found', async () => {
    const example = await storedExample('write-essay');
    const card = await renderGuide('write-essay');
    expect(within(card).getByText(/Working from home has become normal/)).toBeInTheDocument();
    const issues = within(card).getByRole('region', { name: 'Issues found in the answer' });
    const rows = within(issues).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(example.assessment!.issues!.length);
    expect(rows[0]).toHaveTextContent(example.assessment!.issues![0]!.message);
  });

  it('shows an objective example as the marks of each part', async () => {
    const example = await storedExample('re-order-paragraphs');
    const card = await renderGuide('re-order-paragraphs');
    const marks = within(card).getByRole('region', { name: 'Marks of each part of the answer' });
    const rows = within(marks).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(example.assessment!.marks!.map((mark) => mark.part));
    expect(rows.map((row) => within(row).getAllByRole('cell')[3]!.textContent)).toEqual(example.assessment!.marks!.map((mark) => (mark.points > 0 ? `+${mark.points}` : mark.points < 0 ? `−${-mark.points}` : '0')));
  });
});

describe('splitAtExampleNotes', () => {
  it('cuts the body at the first "###" heading of the Example section, and nowhere else', () => {
    const body = 'Lead.\n\n## Strategy\n\n### A tip\n\n## Example\n\nPrompt.\n\n### Notes\n\n- One.\n\n### More\n';
    expect(splitAtExampleNotes(body)).toEqual({ before: 'Lead.\n\n## Strategy\n\n### A tip\n\n## Example\n\nPrompt.\n', after: '### Notes\n\n- One.\n\n### More\n' });
    expect(splitAtExampleNotes('Lead.\n\n## Example\n\nPrompt only.\n')).toBeNull();
    expect(splitAtExampleNotes('Lead.\n\n## Strategy\n\n### A tip\n')).toBeNull();
  });
});

describe('the real task guides and their examples', () => {
  it.each(questionTypeList.map((type) => [type.id] as const))('%s has an assessed example and a guide whose notes follow it', async (id) => {
    const { taskGuideFiles: guides } = await vi.importActual<{ taskGuideFiles: ContentCollection }>('@/lib/content/content-library');
    const document = await guides.load(id);
    expect(document, `content/guides/${id}.md`).not.toBeNull();
    const split = splitAtExampleNotes(document!.body);
    expect(split, `content/guides/${id}.md has no "###" heading in its Example section`).not.toBeNull();
    // Rendered in two parts, the headings keep the ids the table of contents links to.
    const ids = [...parseMarkdown(split!.before).headings, ...parseMarkdown(split!.after).headings].map((heading) => heading.id);
    expect(ids).toEqual(document!.headings.map((heading) => heading.id));
    expect((await loadGuideExample(id))?.type).toBe(id);
  });
});
