import { describe, expect, it } from 'vitest';
import { splitSentences } from '../text/segments';
import { tokenizeWords } from '../text/tokens';
import { suggestSpellings } from './dictionaries';
import { checkSpelling } from './spell-check';

function check(text: string) {
  return checkSpelling(tokenizeWords(text), new Set(splitSentences(text).map((s) => s.start)));
}

describe('checkSpelling', () => {
  it('accepts British and American spelling alike', () => {
    expect(check('The colour of the centre was grey, so we organised a programme.').misspellings).toBe(0);
    expect(check('The color of the center was gray, so we organized a program.').misspellings).toBe(0);
  });

  it('flags mixing of the two standards as style, not as misspelling', () => {
    const text = 'We organised the event and analysed the colour of the flags, but the center was empty.';
    const report = check(text);
    expect(report.misspellings).toBe(0);
    expect(report.ukMarked).toBe(3);
    expect(report.usMarked).toBe(1);
    const [issue] = report.issues;
    expect(issue).toMatchObject({ category: 'style', suggestions: ['centre'] });
    expect(text.slice(issue!.start, issue!.end)).toBe('center');
  });

  it('reports each misspelling at its position with suggestions', () => {
    const text = 'Becuase of this, the goverment must recieve more money.';
    const report = check(text);
    expect(report.misspellings).toBe(3);
    expect(report.issues.map((i) => text.slice(i.start, i.end))).toEqual(['Becuase', 'goverment', 'recieve']);
    expect(report.issues[0]!.suggestions[0]).toBe('Because');
    expect(report.issues[1]!.suggestions).toContain('government');
    expect(report.issues[2]!.suggestions).toContain('receive');
  });

  it('treats contractions typed without an apostrophe as misspellings', () => {
    const report = check('I dont think it is fair, and im not alone.');
    expect(report.issues.map((i) => i.suggestions[0])).toEqual(["don't", "I'm"]);
  });

  it('leaves proper nouns, acronyms and numbers alone', () => {
    expect(check('Yesterday Anjali met the WHO team from Kuala Lumpur at 10am.').misspellings).toBe(0);
  });

  it('accepts newer and specialist words, prefixed words and acronyms\' plurals that Hunspell lacks', () => {
    const text = 'Gamification adds leaderboards to apps. Adenosine builds up during the day. A syllabary, an idiolect and an exclave are rarer words. Prebunking works. CAPTCHAs stop bots, and NGOs help.';
    const report = check(text);
    expect(report.issues.map((i) => text.slice(i.start, i.end))).toEqual([]);
  });

  it('still flags rare words that are more likely slips for common ones', () => {
    const text = 'The childs asked wich book to persue, and untill noon they catched fish.';
    expect(check(text).issues.map((i) => text.slice(i.start, i.end))).toEqual(['childs', 'wich', 'persue', 'untill', 'catched']);
  });

  it('suggests words two edits away without Hunspell\'s slow search, and nothing for nonsense', () => {
    expect(suggestSpellings('tommorow')).toContain('tomorrow');
    expect(suggestSpellings('snorvic')).toEqual([]);
    expect(suggestSpellings('mxvvp')).toEqual([]);
  });
});
