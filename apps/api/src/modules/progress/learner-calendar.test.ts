import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, localDate, localHour, mondayOf, practiceStreak } from './learner-calendar';

describe('learner calendar', () => {
  it('reads the date of an instant in a time zone', () => {
    const instant = new Date('2026-11-25T23:30:00Z');
    expect(localDate(instant, 'UTC')).toBe('2026-11-25');
    expect(localDate(instant, 'Asia/Tokyo')).toBe('2026-11-26');
    expect(localDate(instant, 'America/Los_Angeles')).toBe('2026-11-25');
  });

  it('reads the hour of an instant in a time zone, midnight as 0', () => {
    const instant = new Date('2026-11-25T23:30:00Z');
    expect(localHour(instant, 'UTC')).toBe(23);
    expect(localHour(instant, 'Asia/Tokyo')).toBe(8);
    expect(localHour(instant, 'Asia/Kolkata')).toBe(5);
    expect(localHour(new Date('2026-11-25T00:10:00Z'), 'UTC')).toBe(0);
  });

  it('moves by days across months and years, and finds the Monday of a week', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetween('2026-03-29', '2026-03-28')).toBe(-1);
    expect(mondayOf('2026-11-25')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
  });

  it.each([
    [['2026-11-25', '2026-11-24', '2026-11-23', '2026-11-20'], { days: 3, practisedToday: true }],
    [['2026-11-24', '2026-11-23'], { days: 2, practisedToday: false }],
    [['2026-11-23', '2026-11-22'], { days: 0, practisedToday: false }],
    [['2026-11-25', '2026-11-23'], { days: 1, practisedToday: true }],
    [['2026-01-01', '2025-12-31'], { days: 0, practisedToday: false }],
    [[], { days: 0, practisedToday: false }],
  ])('counts the streak of %j on 2026-11-25 as %j', (days, streak) => {
    expect(practiceStreak(days, '2026-11-25')).toEqual(streak);
  });
});
