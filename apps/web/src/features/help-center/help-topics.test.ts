import { describe, expect, it } from 'vitest';
import { helpArticleFiles } from '@/lib/content/content-library';
import { helpTopics } from './help-topics';

describe('helpTopics', () => {
  it('names every Help Center article exactly once, and only articles that exist', () => {
    const named = helpTopics.flatMap((topic) => topic.slugs);
    expect([...named].sort()).toEqual([...helpArticleFiles.slugs]);
    expect(new Set(named).size).toBe(named.length);
  });
});
