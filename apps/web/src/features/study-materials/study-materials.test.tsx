import { questionTypes } from '@pte/exam';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { findSkillGuide } from '@/lib/content/skill-guides';
import { renderWithStore } from '@/testing/render-app';
import { SkillGuidePage } from './skill-guide-page';
import { StudyMaterialsIndex } from './study-materials-index';
import { TaskGuidePage } from './task-guide-page';

// A small library instead of content/: Read Aloud and one skill guide written, every other guide not yet.
vi.mock('@/lib/content/content-library', async () => {
  const { createContentCollection } = await import('@/lib/content/content-collection');
  const file = (text: string) => async () => text;
  return {
    taskGuideFiles: createContentCollection({
      'guides/read-aloud.md': file(
        [
          '# Read Aloud',
          '',
          'Read a short text aloud after 35 seconds of preparation.',
          '',
          '## The task',
          '',
          'A text of up to 60 words appears. See [how speaking is scored](/resources/help/speaking-scores).',
          '',
          '## How it is scored',
          '',
          '| Trait | Points |',
          '|---|---|',
          '| Content | 1 per word |',
        ].join('\n'),
      ),
    }),
    skillGuideFiles: createContentCollection({ 'skills/pronunciation.md': file('# Pronunciation\n\nThe sounds learners most often get wrong.\n\n## Vowels\n\nText.\n') }),
    helpArticleFiles: createContentCollection({}),
  };
});

describe('StudyMaterialsIndex', () => {
  it('lists the task guides by section in registry order with their summaries, then the skill guides', async () => {
    renderWithStore(<StudyMaterialsIndex />, { path: '/resources/study-materials' });
    expect(screen.getByRole('heading', { level: 1, name: 'Study Materials' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Speaking', 'Writing', 'Reading', 'Listening', 'Skills']);

    const speaking = screen.getByRole('region', { name: 'Speaking' });
    const links = within(speaking).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])[0]).toEqual(['Read Aloud', '/resources/study-materials/read-aloud']);
    expect(links).toHaveLength(7);
    expect(await within(speaking).findByText('Read a short text aloud after 35 seconds of preparation.')).toBeInTheDocument();
    const repeat = within(speaking).getByRole('link', { name: questionTypes['repeat-sentence'].title }).closest('li') as HTMLElement;
    expect(within(repeat).getByText('This guide is being written.')).toBeInTheDocument();

    const skills = screen.getByRole('region', { name: 'Skills' });
    expect(within(skills).getByRole('link', { name: 'Pronunciation' })).toHaveAttribute('href', '/resources/study-materials/skills/pronunciation');
    expect(within(skills).getByText('The sounds learners most often get wrong.')).toBeInTheDocument();
    expect(within(skills).getByRole('link', { name: 'Note-taking' })).toHaveAttribute('href', '/resources/study-materials/skills/note-taking');
  });
});

describe('TaskGuidePage', () => {
  it('renders the guide with a practise button and a table of contents linking to its sections', async () => {
    renderWithStore(<TaskGuidePage type={questionTypes['read-aloud']} />, { path: '/resources/study-materials/read-aloud' });
    expect(screen.getByRole('heading', { level: 1, name: 'Read Aloud' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Practise Read Aloud' })).toHaveAttribute('href', '/speaking/read-aloud');
    expect(screen.getByRole('link', { name: 'All study materials' })).toHaveAttribute('href', '/resources/study-materials');

    const contents = await screen.findByRole('navigation', { name: 'On this page' });
    const entries = within(contents).getAllByRole('link');
    expect(entries.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['The task', '#the-task'],
      ['How it is scored', '#how-it-is-scored'],
    ]);
    for (const entry of entries) expect(document.getElementById(entry.getAttribute('href')!.slice(1))).toHaveProperty('tagName', 'H2');
    expect(screen.getByText('Read a short text aloud after 35 seconds of preparation.')).toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'how speaking is scored' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/resources/help/speaking-scores');
  });

  it('opened with an anchor, scrolls to that section once the guide has loaded', async () => {
    const scrolledTo: Element[] = [];
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolledTo.push(this);
    });
    try {
      renderWithStore(<TaskGuidePage type={questionTypes['read-aloud']} />, { path: '/resources/study-materials/read-aloud#how-it-is-scored' });
      const heading = await screen.findByRole('heading', { level: 2, name: 'How it is scored' });
      // The page scrolls from an effect after the guide is drawn, which may come just after the heading appears.
      await waitFor(() => expect(scrolledTo).toEqual([heading]));
    } finally {
      scrollIntoView.mockRestore();
    }
  });

  it('says honestly when a guide is not written yet, and still offers practice', async () => {
    renderWithStore(<TaskGuidePage type={questionTypes['write-essay']} />);
    expect(await screen.findByText('This guide is being written')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Practise Write Essay' })).toHaveAttribute('href', '/writing/write-essay');
    expect(screen.queryByRole('navigation', { name: 'On this page' })).not.toBeInTheDocument();
  });

  it('links the video tutorial only for a task that has one', async () => {
    const { unmount } = renderWithStore(<TaskGuidePage type={questionTypes['read-aloud']} hasVideoTutorial />);
    expect(await screen.findByRole('link', { name: 'Watch the video tutorial' })).toHaveAttribute('href', '/resources/video-tutorials/read-aloud');
    unmount();
    renderWithStore(<TaskGuidePage type={questionTypes['read-aloud']} />);
    expect(await screen.findByRole('link', { name: 'Practise Read Aloud' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Watch the video tutorial' })).not.toBeInTheDocument();
  });
});

describe('SkillGuidePage', () => {
  it('renders a skill guide with its own title, or says it is being written', async () => {
    renderWithStore(<SkillGuidePage skill={findSkillGuide('pronunciation')!} />);
    expect(await screen.findByRole('link', { name: 'Vowels' })).toHaveAttribute('href', '#vowels');
    expect(screen.getByRole('heading', { level: 1, name: 'Pronunciation' })).toBeInTheDocument();
    expect(screen.getByText('Skill guide')).toBeInTheDocument();
  });

  it('says when a skill guide is not written yet', async () => {
    renderWithStore(<SkillGuidePage skill={findSkillGuide('spelling')!} />);
    expect(await screen.findByText('This guide is being written')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Spelling' })).toBeInTheDocument();
  });
});
