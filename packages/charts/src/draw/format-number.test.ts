import { describe, expect, it } from 'vitest';
import { formatValue } from './format-number';

describe('formatValue', () => {
  it('groups thousands from 10,000 up, as style guides advise', () => {
    expect(formatValue(1250)).toBe('1250');
    expect(formatValue(12500)).toBe('12,500');
    expect(formatValue(-1234567.5)).toBe('-1,234,567.5');
  });

  it('prints the decimals given, or the number as written', () => {
    expect(formatValue(4.5)).toBe('4.5');
    expect(formatValue(4.5, { decimals: 2 })).toBe('4.50');
    expect(formatValue(12345.678, { decimals: 1 })).toBe('12,345.7');
  });

  it('adds the prefix and suffix', () => {
    expect(formatValue(45, { suffix: '%' })).toBe('45%');
    expect(formatValue(320, { prefix: '$', decimals: 2 })).toBe('$320.00');
  });
});
