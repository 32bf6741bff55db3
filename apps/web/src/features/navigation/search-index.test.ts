import { describe, expect, it } from 'vitest';
import { searchEntries, searchPages } from './search-index';

describe('searchPages', () => {
  it('finds a practice type by the start of its words', () => {
    const [first] = searchPages('read al');
    expect(first).toMatchObject({ title: 'Read Aloud', url: '/speaking/read-aloud', context: 'Speaking practice' });
  });

  it('finds practice types by section and by initials', () => {
    expect(searchPages('listening fill').map((entry) => entry.url)).toEqual(['/listening/fill-in-the-blanks']);
    expect(searchPages('wfd').map((entry) => entry.url)).toEqual(['/listening/write-from-dictation']);
  });

  it('finds pages of the sidebar footer, resources and the account menu', () => {
    expect(searchPages('settings')[0]?.url).toBe('/settings');
    expect(searchPages('help')[0]?.url).toBe('/resources/help');
    expect(searchPages('study plan')[0]?.url).toBe('/study-plan');
  });

  it('ranks titles that start with the query first', () => {
    expect(searchPages('essay')[0]?.title).toBe('Write Essay');
    expect(searchPages('summar').slice(0, 4).map((entry) => entry.title)).toEqual([
      'Summarize Group Discussion',
      'Summarize Written Text',
      'Summarize Spoken Text',
      'Highlight Correct Summary',
    ]);
  });

  it('returns nothing for an empty or unmatched query, and respects the limit', () => {
    expect(searchPages('   ')).toEqual([]);
    expect(searchPages('zzzz')).toEqual([]);
    expect(searchPages('a', searchEntries, 3)).toHaveLength(3);
  });
});
