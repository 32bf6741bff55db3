import { describe, expect, it } from 'vitest';
import { createHeadingIds, headingSlug } from './content-anchors';

describe('heading anchors', () => {
  it('slug a heading as the web app ids it and the assistant cites it', () => {
    expect(headingSlug('How it is scored')).toBe('how-it-is-scored');
    expect(headingSlug('Café — résumé & co.')).toBe('cafe-resume-co');
    expect(headingSlug('snake_case and `code`')).toBe('snakecase-and-code');
    expect(headingSlug('???')).toBe('section');
    expect(headingSlug("Don't panic: timing")).toBe('dont-panic-timing');
    expect(headingSlug('Step 1: each item’s share')).toBe('step-1-each-items-share');
    expect(headingSlug('Forgotten your password?')).toBe('forgotten-your-password');
  });

  it('number repeated headings without ever reusing an id', () => {
    const next = createHeadingIds();
    expect([next('Tips'), next('Tips'), next('Tips 1'), next('Tips')]).toEqual(['tips', 'tips-1', 'tips-1-1', 'tips-2']);
  });
});
