import { practiceRoute, questionTypeList } from '@pte/exam';
import { describe, expect, it } from 'vitest';
import { isNavSection, practiceSections, sidebarFooter, sidebarGroups } from './nav-items';

describe('sidebar navigation', () => {
  it('has the spec groups in order, with Settings in the footer', () => {
    expect(sidebarGroups.map((group) => group.label)).toEqual(['Dashboard', 'Practice', 'Resources']);
    expect(sidebarGroups[0]?.entries).toEqual([{ title: 'Overview', url: '/dashboard', icon: 'overview' }]);
    expect(sidebarGroups[2]?.entries.map((entry) => (isNavSection(entry) ? null : [entry.title, entry.url]))).toEqual([
      ['Study Materials', '/resources/study-materials'],
      ['Video Tutorials', '/resources/video-tutorials'],
      ['Help Center', '/resources/help'],
    ]);
    expect(sidebarFooter.entries).toEqual([{ title: 'Settings', url: '/settings', icon: 'settings' }]);
  });

  it('ends Practice with Mock Tests, after the four sections', () => {
    const practice = sidebarGroups[1]!.entries;
    expect(practice.slice(0, 4)).toEqual(practiceSections);
    expect(practice.slice(4)).toEqual([{ title: 'Mock Tests', url: '/mock-tests', icon: 'mock-tests' }]);
  });

  it('lists every practice route of the spec under its section', () => {
    const urls = Object.fromEntries(practiceSections.map((section) => [section.title, section.children.map((child) => child.url)]));
    expect(urls.Speaking).toEqual([
      '/speaking/read-aloud',
      '/speaking/repeat-sentence',
      '/speaking/describe-image',
      '/speaking/re-tell-lecture',
      '/speaking/answer-short-question',
      '/speaking/summarize-group-discussion',
      '/speaking/respond-to-a-situation',
    ]);
    expect(urls.Writing).toEqual(['/writing/summarize-written-text', '/writing/write-essay']);
    expect(urls.Reading).toEqual(
      expect.arrayContaining([
        '/reading/reading-writing-fill-in-the-blanks',
        '/reading/multiple-choice-multiple-answers',
        '/reading/re-order-paragraphs',
        '/reading/multiple-choice-single-answer',
        '/reading/fill-in-the-blanks',
      ]),
    );
    expect(urls.Listening).toEqual([
      '/listening/summarize-spoken-text',
      '/listening/multiple-choice-multiple-answers',
      '/listening/fill-in-the-blanks',
      '/listening/highlight-correct-summary',
      '/listening/multiple-choice-single-answer',
      '/listening/select-missing-word',
      '/listening/highlight-incorrect-words',
      '/listening/write-from-dictation',
    ]);
  });

  it('is derived from the registry: one entry per question type, nothing else', () => {
    const sidebarUrls = practiceSections.flatMap((section) => section.children.map((child) => child.url));
    expect(sidebarUrls).toEqual(questionTypeList.map((type) => practiceRoute(type)));
  });
});
