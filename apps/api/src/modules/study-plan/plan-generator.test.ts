import { questionTypeIds, questionTypes, type QuestionTypeId } from '@pte/exam';
import { describe, expect, it } from 'vitest';
import { addDays } from '../progress/learner-calendar';
import { generatePlan, itemMinutes, minutesPerItem, type PlanInputs, type PlannedDay } from './plan-generator';

const today = '2026-11-25';

/** Every type at `average` over 5 attempts, except those given. */
function averagesWith(average: number, overrides: Partial<Record<QuestionTypeId, number>> = {}): PlanInputs['averages'] {
  return Object.fromEntries(questionTypeIds.map((type) => [type, { average: overrides[type] ?? average, attempts: 5 }]));
}

const typesOf = (section: string) => questionTypeIds.filter((type) => questionTypes[type].section === section);

/** Items planned per task type over the practice days (timed sets left out). */
function plannedCounts(days: PlannedDay[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of days.flatMap((day) => day.items)) {
    if (item.kind === 'practice') counts[item.type] = (counts[item.type] ?? 0) + item.count;
  }
  return counts;
}

const sectionTotal = (counts: Record<string, number>, section: string) => typesOf(section).reduce((sum, type) => sum + (counts[type] ?? 0), 0);
const minutesOf = (day: PlannedDay) => day.items.reduce((sum, item) => sum + itemMinutes(item), 0);

describe('minutes per item', () => {
  it('adds a minute of feedback to the exam timings, in whole minutes', () => {
    expect(minutesPerItem['write-essay']).toBe(21); // 20 minutes to write
    expect(minutesPerItem['read-aloud']).toBe(3); // 35 s preparation, 40 s to speak
    expect(minutesPerItem['repeat-sentence']).toBe(2);
    expect(minutesPerItem['reading-multiple-choice-single-answer']).toBe(3);
  });
});

describe('plan generator', () => {
  it.each([
    { label: '3 days', daysToExam: 3, timedSets: [1], light: 2 },
    { label: '3 weeks', daysToExam: 21, timedSets: [12, 19], light: 20 },
    { label: '3 months', daysToExam: 91, timedSets: [82, 89], light: 90 },
  ])('plans every day until the exam in $label, timed sets and a light day placed before it', ({ daysToExam, timedSets, light }) => {
    const examDate = addDays(today, daysToExam);
    const days = generatePlan({ today, examDate, targetScore: 65, minutesPerDay: 45, averages: {} });
    expect(days).toHaveLength(daysToExam);
    expect(days[0]?.date).toBe(today);
    expect(days.at(-1)?.date).toBe(addDays(examDate, -1));
    const timedSetDays = days.flatMap((day, index) => (day.items.some((item) => item.kind === 'timed-set') ? [index] : []));
    expect(timedSetDays).toEqual(timedSets);
    expect(days.flatMap((day, index) => (day.light ? [index] : []))).toEqual([light]);
    for (const day of days) {
      if (timedSetDays.includes(days.indexOf(day))) {
        expect(day.items).toEqual([{ kind: 'timed-set', types: questionTypeIds }]);
        continue;
      }
      expect(day.items.length).toBeGreaterThan(0);
      expect(minutesOf(day)).toBeLessThanOrEqual(day.light ? 15 : 45);
    }
  });

  it('plans nothing when the exam is today, and only a light day when it is tomorrow', () => {
    expect(generatePlan({ today, examDate: today, targetScore: 65, minutesPerDay: 60, averages: {} })).toEqual([]);
    const [only, ...rest] = generatePlan({ today, examDate: addDays(today, 1), targetScore: 65, minutesPerDay: 60, averages: {} });
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ date: today, light: true });
    expect(minutesOf(only!)).toBeLessThanOrEqual(20);
  });

  it.each([
    { weak: 'speaking', strong: 'reading' },
    { weak: 'reading', strong: 'speaking' },
    { weak: 'listening', strong: 'reading' },
  ])('gives weak $weak types more items than strong $strong ones', ({ weak, strong }) => {
    const overrides = Object.fromEntries([...typesOf(weak).map((type) => [type, 30]), ...typesOf(strong).map((type) => [type, 85])]);
    const counts = plannedCounts(generatePlan({ today, examDate: addDays(today, 28), targetScore: 70, minutesPerDay: 60, averages: averagesWith(65, overrides) }));
    expect(sectionTotal(counts, weak)).toBeGreaterThan(2 * sectionTotal(counts, strong));
  });

  it('favours an unpractised type over one at target, and a type feeding two skills over one feeding one', () => {
    const counts = plannedCounts(
      generatePlan({
        today,
        examDate: addDays(today, 30),
        targetScore: 65,
        minutesPerDay: 60,
        averages: { ...averagesWith(65), 'reading-multiple-choice-single-answer': undefined },
      }),
    );
    expect(counts['reading-multiple-choice-single-answer']).toBeGreaterThan(counts['reading-fill-in-the-blanks'] ?? 0);
    // Same minutes per item, same average: Write From Dictation feeds listening and writing.
    expect(counts['write-from-dictation']).toBeGreaterThan(counts['select-missing-word'] ?? 0);
  });

  it.each([10, 30, 90, 240, 600])('keeps each practice day within %i minutes a day', (minutesPerDay) => {
    const days = generatePlan({ today, examDate: addDays(today, 20), targetScore: 79, minutesPerDay, averages: averagesWith(50) });
    for (const day of days.filter((planned) => planned.items.every((item) => item.kind === 'practice'))) {
      expect(minutesOf(day)).toBeLessThanOrEqual(day.light ? Math.ceil(minutesPerDay / 3) : minutesPerDay);
      if (!day.light) expect(minutesOf(day)).toBeGreaterThan(minutesPerDay - 3);
    }
  });

  it('is deterministic', () => {
    const inputs = { today, examDate: addDays(today, 40), targetScore: 72, minutesPerDay: 50, averages: averagesWith(55, { 'read-aloud': 20 }) };
    expect(generatePlan(inputs)).toEqual(generatePlan(inputs));
  });
});
