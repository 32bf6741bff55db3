import { describe, expect, it } from 'vitest';
import { checkWordChoice } from './word-choice';

function flagged(text: string, id: string): string[] {
  return checkWordChoice(text).filter((i) => i.source === `word-choice:${id}`).map((i) => text.slice(i.start, i.end));
}

describe('explain-to', () => {
  it('flags "explain" with the person as its object', () => {
    expect(flagged('She explained me the problem.', 'explain-to')).toEqual(['explained me']);
    expect(flagged('The teacher explained them the rules.', 'explain-to')).toEqual(['explained them']);
    expect(flagged('Can you explain her how it works?', 'explain-to')).toEqual(['explain her']);
  });

  it('leaves "explain them" about things and "explain her" as a possessive alone', () => {
    expect(flagged('Teachers should introduce new words before explaining them.', 'explain-to')).toEqual([]);
    expect(flagged('The lecturer listed three methods, explaining them in detail.', 'explain-to')).toEqual([]);
    expect(flagged('The minister explained her decision to parliament.', 'explain-to')).toEqual([]);
  });
});
