import { describe, expect, it } from 'vitest';
import { WIDTH } from './figure';
import { legend } from './legend';
import { textWidth } from './text-measure';

const key = (x: number, yMid: number, i: number) => `<key i="${i}" x="${x}" y="${yMid}"/>`;

describe('legend', () => {
  it('draws a key and a name per entry, centred on one row', () => {
    const { svg, height } = legend(['Paper', 'Glass'], 100, key);
    expect(height).toBe(24);
    expect(svg.match(/<key [^>]*>/g)).toHaveLength(2);
    expect(svg).toContain('>Paper</text>');
    // Each entry is a 28-px key, 6 px, the name; entries 22 px apart; the row centred.
    const row = 34 + textWidth('Paper', 13) + 22 + 34 + textWidth('Glass', 13);
    expect(svg).toContain(`<key i="0" x="${(WIDTH - row) / 2}" y="110"/>`);
  });

  it('wraps entries onto further rows when they would not fit the width', () => {
    const names = Array.from({ length: 8 }, (_, i) => `A rather long legend entry ${i + 1}`);
    const { svg, height } = legend(names, 100, key);
    expect(height).toBeGreaterThan(24);
    const rows = new Set([...svg.matchAll(/<key i="\d" x="[\d.]+" y="([\d.]+)"/g)].map((m) => m[1]));
    expect(rows.size).toBe(height / 24);
  });
});
