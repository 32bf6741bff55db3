import { describe, expect, it } from 'vitest';
import { textBlock, textElement } from './text';
import { textWidth, wrap } from './text-measure';

describe('textElement', () => {
  it('escapes the content and leaves out attributes at their defaults', () => {
    expect(textElement(10.004, 20, 'Fish & "chips" <2>')).toBe('<text x="10" y="20" font-size="13">Fish &amp; &quot;chips&quot; &lt;2&gt;</text>');
    expect(textElement(0, 0, 'A', { size: 12, weight: 'bold', anchor: 'end', fill: '#fff', extra: 'font-style="italic"' })).toBe(
      '<text x="0" y="0" font-size="12" font-weight="bold" text-anchor="end" fill="#fff" font-style="italic">A</text>',
    );
  });

  it('stacks lines of a block a line height apart', () => {
    expect(textBlock(0, 10, ['a', 'b'], { size: 10 })).toBe('<text x="0" y="10" font-size="10">a</text><text x="0" y="23" font-size="10">b</text>');
  });
});

describe('text measurement', () => {
  it('measures wide letters wider, bold and larger text wider', () => {
    expect(textWidth('mmm', 10)).toBeGreaterThan(textWidth('iii', 10));
    expect(textWidth('Total', 13, true)).toBeCloseTo(textWidth('Total', 13) * 1.1);
    expect(textWidth('Total', 26)).toBeCloseTo(textWidth('Total', 13) * 2);
  });

  it('wraps at word boundaries so no line is wider than asked', () => {
    const lines = wrap('the quick brown fox jumps over the lazy dog', 80, 13);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe('the quick brown fox jumps over the lazy dog');
    for (const line of lines) expect(textWidth(line, 13)).toBeLessThanOrEqual(80);
  });

  it('keeps a word longer than the width on its own line', () => {
    expect(wrap('a extraordinarily b', 20, 13)).toEqual(['a', 'extraordinarily', 'b']);
  });
});
