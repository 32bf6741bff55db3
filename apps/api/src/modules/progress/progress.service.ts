import { skillIds, type ProgressSummary } from '@pte/contract';
import type { QuestionTypeId } from '@pte/exam';
import type { AuthUser } from '../auth/auth.guard';
import type { ProgressRepository } from './progress.repository';

/** How many of the weakest task types the summary names. */
const weakestTypeCount = 3;

/** The learner's progress, aggregated from their stored attempts. */
export function createProgressService(repository: ProgressRepository) {
  return {
    /** Attempts this week, the practice streak, the average per skill and the weakest task types, in `timeZone`. */
    async summary(learner: AuthUser, timeZone: string): Promise<ProgressSummary> {
      const [counts, streak, skills, weakest] = await Promise.all([
        repository.counts(learner.id, timeZone),
        repository.streak(learner.id, timeZone),
        repository.skillAverages(learner.id),
        repository.weakestTypes(learner.id, weakestTypeCount),
      ]);
      const bySkill = new Map(skills.map((row) => [row.skill, row]));
      return {
        totalAttempts: counts.total,
        attemptsThisWeek: counts.thisWeek,
        streak,
        skills: skillIds.flatMap((skill) => {
          const row = bySkill.get(skill);
          return row ? [{ skill, average: row.average, attempts: row.attempts }] : [];
        }),
        weakestTypes: weakest.map((row) => ({ type: row.type as QuestionTypeId, average: row.average, attempts: row.attempts })),
      };
    },
  };
}

/** The progress service. */
export type ProgressService = ReturnType<typeof createProgressService>;
