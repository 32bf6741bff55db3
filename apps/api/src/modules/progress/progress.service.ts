import { skillIds, type ProgressSummary } from '@pte/contract';
import { isQuestionTypeId, questionTypes } from '@pte/exam';
import type { AuthUser } from '../auth/auth.guard';
import { localDate, mondayOf, practiceStreak } from './learner-calendar';
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
  };
}

/** The progress service. */
export type ProgressService = ReturnType<typeof createProgressService>;
