import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date-format';

describe('formatDateTime', () => {
  it.each([
    [new Date(2026, 0, 5, 0, 7), '12:07 AM', '05/01/2026'],
    [new Date(2026, 10, 22, 12, 0), '12:00 PM', '22/11/2026'],
    [new Date(2026, 11, 31, 15, 30), '3:30 PM', '31/12/2026'],
    [new Date(2026, 5, 9, 9, 5), '9:05 AM', '09/06/2026'],
  ])('formats %s', (date, formattedTime, formattedDate) => {
    expect(formatDateTime(date)).toEqual({ formattedTime, formattedDate });
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    const date = new Date(2026, 2, 1, 18, 45);
    expect(formatDateTime(date.toISOString())).toEqual(formatDateTime(date.getTime()));
  });

  it('rejects an invalid date', () => {
    expect(() => formatDateTime('not a date')).toThrow(RangeError);
  });
});
