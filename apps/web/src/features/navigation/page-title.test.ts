import { describe, expect, it } from 'vitest';
import { getPageTitle, PRODUCT_TITLE } from './page-title';

describe('getPageTitle', () => {
  it.each([
    ['/', 'Dashboard'],
    ['/dashboard', 'Dashboard / Overview'],
    ['/speaking/read-aloud', 'Speaking / Read Aloud'],
    ['/speaking/answer-short-question', 'Speaking / Answer Short Question'],
    ['/writing/write-essay', 'Writing / Write Essay'],
    ['/reading/re-order-paragraphs', 'Reading / Re-order Paragraphs'],
    ['/reading/fill-in-the-blanks', 'Reading / Fill in the Blanks'],
    ['/listening/write-from-dictation', 'Listening / Write from Dictation'],
    ['/resources/help', 'Resources / Help Center'],
    ['/resources/study-materials', 'Resources / Study Materials'],
    ['/resources/video-tutorials', 'Resources / Video Tutorials'],
    ['/settings', 'Settings'],
    ['/settings/', 'Settings'],
    ['/mock-tests', 'Practice / Mock Tests'],
    ['/mock-tests/session/16fd2706-8baf-433b-82eb-8c7fada847da', 'Practice / Mock Tests'],
    ['/mock-tests/report/16fd2706-8baf-433b-82eb-8c7fada847da', 'Practice / Mock Tests'],
  ])('%s → %s', (path, title) => {
    expect(getPageTitle(path)).toBe(title);
  });

  it.each([
    ['/ai-assistant', 'AI Assistant'],
    ['/progress-report', 'Progress Report'],
    ['/study-plan', 'Study Plan'],
    ['/study-history', 'Study History'],
    ['/study-history/6f1c1f2e-8a55-4c55-9d3e-1f2a3b4c5d6e', 'Study History'],
  ])('titles the account menu page %s “%s”', (path, title) => {
    expect(getPageTitle(path)).toBe(title);
  });

  it('falls back to the product title for paths neither the sidebar nor the account menu lists', () => {
    expect(getPageTitle('/study-history-old')).toBe(PRODUCT_TITLE);
    expect(getPageTitle('/mock-tests-old')).toBe(PRODUCT_TITLE);
    expect(getPageTitle('/no-such-page')).toBe('PTE Coach');
    expect(getPageTitle('/speaking')).toBe('PTE Coach');
  });

  it('uses the navigation it is given', () => {
    const navigation = [{ label: 'Group', entries: [{ title: 'Parent', icon: 'help' as const, children: [{ title: 'Child', url: '/p/c' }] }] }];
    expect(getPageTitle('/p/c', navigation)).toBe('Parent / Child');
    expect(getPageTitle('/', navigation)).toBe('Dashboard');
  });
});
