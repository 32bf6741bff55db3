import { describe, expect, it } from 'vitest';
import { checkWithHarper } from './harper-checker';

describe('Harper adapter', () => {
  it('leaves a phrasal verb\'s particle apart from the next word ("make up most of")', { timeout: 60_000 }, async () => {
    for (const text of ['Women make up most of the nursing workforce.', 'Students carry out work in groups.']) {
      expect((await checkWithHarper(text)).map((issue) => issue.source), text).not.toContain('harper:DisjointPrefixes');
    }
  });

  it('still flags a prefix split from its word where no verb comes before it', { timeout: 60_000 }, async () => {
    const issues = await checkWithHarper('It is of up most importance.');
    expect(issues.find((issue) => issue.source === 'harper:DisjointPrefixes')).toMatchObject({ start: 9, end: 16 });
  });
});
