import {
  predictionWindow,
  reportDays,
  reportWeeks,
  skillIds,
  topGainCount,
  type ProgressReport,
  type ProgressSummary,
} from '@pte/contract';
import { enablingSkills, isQuestionTypeId, practiceRoute, questionTypeList, questionTypes } from '@pte/exam';
import type { AuthUser } from '../auth/auth.guard';
import { addDays, localDate, mondayOf, practiceStreak } from './learner-calendar';
import { predictedBand } from './predicted-band';
import type { ProgressRepository } from './progress.repository';

/** How many of the weakest task types the summary names. */
const weakestTypeCount = 3;

/** A 10–90 average of `sum` over `attempts` scores, rounded to a whole number. */
const average = (sum: number, attempts: number) => Math.round(sum / attempts);

/** The learner's progress, aggregated from their stored attempts. */
export function createProgressService(repository: ProgressRepository) {
  return {
    /**
     * Attempts this week (from Monday) and in all, the practice streak, the average per skill and the weakest task
     * types, with days counted in `timeZone`. Skill averages come from the scores per task type: an assessment gives
     * each skill its task type feeds the same 10–90 score (its `skills`).
     */
    async summary(learner: AuthUser, timeZone: string): Promise<ProgressSummary> {
      const [days, types] = await Promise.all([repository.attemptsPerDay(learner.id, timeZone), repository.scoresPerType(learner.id)]);
      const today = localDate(new Date(), timeZone);
      const weekStart = mondayOf(today);
      const scored = types.flatMap((row) => (isQuestionTypeId(row.type) && row.attempts > 0 ? [{ ...row, type: row.type }] : []));

      const bySkill = new Map<string, { sum: number; attempts: number }>();
      for (const row of scored) {
        for (const skill of questionTypes[row.type].skills) {
          const total = bySkill.get(skill) ?? { sum: 0, attempts: 0 };
          bySkill.set(skill, { sum: total.sum + row.sum, attempts: total.attempts + row.attempts });
        }
      }

      return {
        totalAttempts: days.reduce((sum, day) => sum + day.attempts, 0),
        attemptsThisWeek: days.filter((day) => day.day >= weekStart).reduce((sum, day) => sum + day.attempts, 0),
        streak: practiceStreak(
          days.map((day) => day.day),
          today,
        ),
        skills: skillIds.flatMap((skill) => {
          const total = bySkill.get(skill);
          return total ? [{ skill, average: average(total.sum, total.attempts), attempts: total.attempts }] : [];
        }),
        weakestTypes: scored
          .map((row) => ({ type: row.type, average: average(row.sum, row.attempts), attempts: row.attempts }))
          .sort((a, b) => a.average - b.average || a.attempts - b.attempts || a.type.localeCompare(b.type))
          .slice(0, weakestTypeCount),
      };
    },

    /**
     * The Progress Report (docs/product-behaviour.md#progress-report), with days and weeks counted in `timeZone`:
     * skill averages and enabling-skill percentages per week over the last 12 weeks, averages per task type,
     * attempts per day over the last 30 days, a predicted band per skill from its latest attempts with the distance
     * to the learner's target, and the task types that would gain most.
     */
    async report(learner: AuthUser, timeZone: string): Promise<ProgressReport> {
      const today = localDate(new Date(), timeZone);
      const firstWeek = addDays(mondayOf(today), -7 * (reportWeeks - 1));
      const firstDay = addDays(today, -(reportDays - 1));
      const weeks = Array.from({ length: reportWeeks }, (_, index) => addDays(firstWeek, 7 * index));
      const days = Array.from({ length: reportDays }, (_, index) => addDays(firstDay, index));
      // The first week starts at least 77 days back, before the first of the 30 days.
      const [targetScore, types, dailyTypes, weeklyMarks, latest] = await Promise.all([
        repository.targetScore(learner.id),
        repository.scoresPerType(learner.id),
        repository.dailyScoresPerType(learner.id, timeZone, firstWeek),
        repository.weeklyEnablingSkillMarks(learner.id, timeZone, firstWeek),
        repository.latestScoresPerType(learner.id, predictionWindow),
      ]);

      const skillWeeks = new Map<string, { sum: number; attempts: number }>();
      const perDay = new Map<string, number>();
      for (const row of dailyTypes) {
        perDay.set(row.day, (perDay.get(row.day) ?? 0) + row.attempts);
        if (!isQuestionTypeId(row.type) || row.scored === 0) continue;
        for (const skill of questionTypes[row.type].skills) {
          const key = `${mondayOf(row.day)} ${skill}`;
          const total = skillWeeks.get(key) ?? { sum: 0, attempts: 0 };
          skillWeeks.set(key, { sum: total.sum + row.sum, attempts: total.attempts + row.scored });
        }
      }
      const marksByWeek = new Map(weeklyMarks.map((row) => [`${row.week} ${row.skill}`, row]));

      const byType = new Map(types.flatMap((row) => (isQuestionTypeId(row.type) && row.attempts > 0 ? [[row.type, row] as const] : [])));
      const taskTypes = questionTypeList.flatMap((type) => {
        const row = byType.get(type.id);
        return row ? [{ type: type.id, average: average(row.sum, row.attempts), best: row.best, attempts: row.attempts }] : [];
      });

      const predictions = skillIds.map((skill) => {
        const scores = latest
          .filter((row) => isQuestionTypeId(row.type) && (questionTypes[row.type].skills as readonly string[]).includes(skill))
          .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
          .slice(0, predictionWindow)
          .map((row) => row.score);
        const band = predictedBand(scores) ?? null;
        return { skill, attempts: scores.length, band, gapToTarget: targetScore !== null && band ? targetScore - band.centre : null };
      });
      const centres = predictions.flatMap((prediction) => (prediction.band ? [prediction.band.centre] : []));
      const predicted = centres.length === skillIds.length ? Math.round(centres.reduce((sum, centre) => sum + centre, 0) / centres.length) : null;

      const goal = targetScore ?? 90;
      const typeAverages = new Map(taskTypes.map((row) => [row.type, row]));
      const topGains = questionTypeList
        .map((type) => {
          const practised = typeAverages.get(type.id);
          const gap = goal - (practised?.average ?? 10);
          return {
            type: type.id,
            average: practised?.average ?? null,
            attempts: practised?.attempts ?? 0,
            skills: type.skills.length,
            expectedGain: gap * type.skills.length,
            practicePath: practiceRoute(type),
          };
        })
        .filter((entry) => entry.expectedGain > 0)
        // Stable sort: equal gains keep the less practised type first, then sidebar order.
        .sort((a, b) => b.expectedGain - a.expectedGain || a.attempts - b.attempts)
        .slice(0, topGainCount);

      return {
        targetScore,
        skillsOverTime: weeks.map((weekStart) => ({
          weekStart,
          skills: skillIds.flatMap((skill) => {
            const total = skillWeeks.get(`${weekStart} ${skill}`);
            return total ? [{ skill, average: average(total.sum, total.attempts), attempts: total.attempts }] : [];
          }),
        })),
        taskTypes,
        enablingSkillsOverTime: weeks.map((weekStart) => ({
          weekStart,
          skills: enablingSkills.flatMap(({ id }) => {
            const marks = marksByWeek.get(`${weekStart} ${id}`);
            return marks && marks.max > 0 ? [{ skill: id, percent: Math.round((100 * marks.points) / marks.max), attempts: marks.attempts }] : [];
          }),
        })),
        attemptsPerDay: days.map((day) => ({ day, attempts: perDay.get(day) ?? 0 })),
        predictions,
        overall: { predicted, gapToTarget: targetScore !== null && predicted !== null ? targetScore - predicted : null },
        topGains,
      };
    },
  };
}

/** The progress service. */
export type ProgressService = ReturnType<typeof createProgressService>;
