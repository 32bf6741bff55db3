import { describe, expect, it } from 'vitest';
import { computeExamCountdown, daysLeftText } from './exam-countdown';

const today = new Date(2027, 2, 6, 15, 30); // 6 March 2027, mid-afternoon local time

describe('computeExamCountdown', () => {
  it('has no countdown without an exam date', () => {
    expect(computeExamCountdown(null, '2027-01-01T00:00:00Z', today)).toEqual({ kind: 'no-date' });
  });

  it('counts calendar days to the exam, whatever the time of day', () => {
    expect(computeExamCountdown('2027-03-14', '2027-03-06T08:00:00', today)).toMatchObject({ kind: 'upcoming', daysLeft: 8 });
    expect(computeExamCountdown('2027-03-07', '2027-03-06T08:00:00', new Date(2027, 2, 6, 23, 59))).toMatchObject({ kind: 'upcoming', daysLeft: 1 });
  });

  it('measures progress from the profile creation date to the exam date', () => {
    // Created 24 Feb, exam 14 Mar: 18 days, 10 of them gone on 6 Mar.
    expect(computeExamCountdown('2027-03-14', '2027-02-24T10:00:00', today)).toEqual({ kind: 'upcoming', daysLeft: 8, progress: 56 });
    expect(computeExamCountdown('2027-03-14', '2027-03-06T10:00:00', today)).toMatchObject({ progress: 0 });
  });

  it('says when the exam is today or has passed', () => {
    expect(computeExamCountdown('2027-03-06', '2027-01-01T00:00:00', today)).toEqual({ kind: 'today', progress: 100 });
    expect(computeExamCountdown('2027-03-01', '2027-01-01T00:00:00', today)).toEqual({ kind: 'past', daysAgo: 5 });
  });

  it('ignores a malformed date', () => {
    expect(computeExamCountdown('14/03/2027', '2027-01-01T00:00:00', today)).toEqual({ kind: 'no-date' });
  });
});

describe('daysLeftText', () => {
  it('uses the singular for one day', () => {
    expect(daysLeftText(1)).toBe('1 day left');
    expect(daysLeftText(8)).toBe('8 days left');
  });
});
