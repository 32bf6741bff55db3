import { describe, expect, it } from 'vitest';
import { gateName, issueSpan, segmentIssues } from './writing-issues';

describe('segmentIssues', () => {
  it('splits the text at issue edges, shares overlaps and gives the text back', () => {
    const text = 'I has recieve it';
    const segments = segmentIssues(text, [
      { start: 2, end: 13 },
      { start: 6, end: 13 },
    ]);
    expect(segments.map((segment) => [segment.text, segment.issues])).toEqual([
      ['I ', []],
      ['has ', [0]],
      ['recieve', [0, 1]],
      [' it', []],
    ]);
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
  });

  it('widens a point issue to one character and clamps offsets past the end', () => {
    expect(issueSpan({ start: 3, end: 3 }, 10)).toEqual({ start: 3, end: 4 });
    expect(issueSpan({ start: 10, end: 10 }, 10)).toEqual({ start: 9, end: 10 });
    expect(issueSpan({ start: 8, end: 40 }, 10)).toEqual({ start: 8, end: 10 });
    expect(segmentIssues('', [{ start: 0, end: 0 }])).toEqual([]);
  });
});

describe('gateName', () => {
  it.each([
    ['all-capitals', 'All capitals'],
    ['one-sentence', 'One sentence'],
    ['content', 'Content'],
  ])('%s → %s', (rule, name) => expect(gateName(rule)).toBe(name));
});
