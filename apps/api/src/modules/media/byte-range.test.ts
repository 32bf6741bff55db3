import { describe, expect, it } from 'vitest';
import { parseRangeHeader } from './byte-range';

describe('parseRangeHeader', () => {
  it.each([
    [undefined, 1000, { kind: 'whole' }],
    ['bytes=0-99', 1000, { kind: 'range', range: { start: 0, end: 99 } }],
    ['bytes=500-', 1000, { kind: 'range', range: { start: 500, end: 999 } }],
    ['bytes=-100', 1000, { kind: 'range', range: { start: 900, end: 999 } }],
    ['bytes=-5000', 1000, { kind: 'range', range: { start: 0, end: 999 } }],
    ['bytes=900-5000', 1000, { kind: 'range', range: { start: 900, end: 999 } }],
    ['bytes=999-999', 1000, { kind: 'range', range: { start: 999, end: 999 } }],
    [' bytes=1-2 ', 1000, { kind: 'range', range: { start: 1, end: 2 } }],
    ['bytes=1000-', 1000, { kind: 'unsatisfiable' }],
    ['bytes=2000-3000', 1000, { kind: 'unsatisfiable' }],
    ['bytes=-0', 1000, { kind: 'unsatisfiable' }],
    ['bytes=0-', 0, { kind: 'unsatisfiable' }],
    ['bytes=5-1', 1000, { kind: 'whole' }],
    ['bytes=0-1,5-6', 1000, { kind: 'whole' }],
    ['bytes=-', 1000, { kind: 'whole' }],
    ['items=0-1', 1000, { kind: 'whole' }],
    ['bytes=abc', 1000, { kind: 'whole' }],
  ] as const)('reads %j of a %i-byte file', (header, size, expected) => {
    expect(parseRangeHeader(header, size)).toEqual(expected);
  });
});
