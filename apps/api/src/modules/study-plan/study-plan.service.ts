import { farExamDateMessage, latestPlanExamDate, type StudyPlan, type StudyPlanInputs } from '@pte/contract';
import { isQuestionTypeId, type QuestionTypeId } from '@pte/exam';
import { HttpError, notFound } from '../../platform/http-error';
import type { AuthUser } from '../auth/auth.guard';
import { addDays, localDate } from '../progress/learner-calendar';
import type { ProgressRepository } from '../progress/progress.repository';
import { invalidExamDate, refusePastExamDate } from '../users/exam-date-rule';
import type { UsersService } from '../users/users.service';
import { generatePlan, type PlanInputs } from './plan-generator';
import { doneCountsOf, planView, rollForwardDays } from './plan-view';
import type { StoredPlan, StudyPlanRepository } from './study-plan.repository';

/** A plan's upcoming days are regenerated from the learner's latest results once they are this old. */
const adaptAfterMs = 7 * 86_400_000;

/** 400 for a plan input that is neither sent, nor in the current plan, nor in the profile. */
const missingInput = (path: string, message: string) => new HttpError(400, 'MISSING_PLAN_INPUT', message, [{ path, message }]);

const noPlan = () => notFound('You have no study plan yet. Create one first.');

/** Today's practice for a learner, per task type (a timed set counts one planned item of each type). */
interface TodaysPlan {
  date: string;
  items: { type: QuestionTypeId; planned: number; done: number }[];
}

/** What the study plan service is built from. */
interface StudyPlanServiceParts {
  repository: StudyPlanRepository;
  progress: ProgressRepository;
  users: UsersService;
  /** The current instant (tests move it). */
  now?: () => Date;
}

/**
 * The learner's study plan: made from their exam date, target, minutes per day and measured averages per task type;
 * its days kept, ticked off by their answers (practice and mock tests), unfinished days carried into today, and the days ahead regenerated
 * when the learner asks, changes an input, or a week has passed since they were made.
 */
export function createStudyPlanService({ repository, progress, users, now = () => new Date() }: StudyPlanServiceParts) {
  /** The learner's measured 10–90 average per task type. */
  async function averagesOf(userId: string): Promise<PlanInputs['averages']> {
    const rows = await progress.scoresPerType(userId);
    return Object.fromEntries(
      rows.flatMap((row) => (isQuestionTypeId(row.type) && row.attempts > 0 ? [[row.type, { average: row.sum / row.attempts, attempts: row.attempts }]] : [])),
    );
  }

  /** Generates the days from `today` on and stores the plan, keeping the days before `today` as they were. */
  async function generate(userId: string, inputs: Omit<StoredPlan, 'days' | 'updatedAt'>, today: string, kept: StoredPlan['days']): Promise<StoredPlan> {
    const days = generatePlan({ ...inputs, today, averages: await averagesOf(userId) });
    return repository.save(userId, { ...inputs, days: [...kept.filter((day) => day.date < today), ...days] });
  }

  /** The learner's plan, its days ahead regenerated first when they are more than a week old and the exam is ahead. */
  async function current(userId: string, today: string): Promise<StoredPlan | undefined> {
    const plan = await repository.find(userId);
    if (!plan || plan.examDate <= today || now().getTime() - plan.updatedAt.getTime() <= adaptAfterMs) return plan;
    return generate(userId, plan, today, plan.days);
  }

  /** The plan as shown on `today` in `timeZone`, with the learner's answers counted in that zone. */
  async function view(userId: string, plan: StoredPlan, timeZone: string, today: string): Promise<StudyPlan> {
    return planView(plan, today, await doneCounts(userId, timeZone, today));
  }

  /** The learner's answers (practice and mock tests) per day and task type over the days today's view looks at. */
  async function doneCounts(userId: string, timeZone: string, today: string) {
    return doneCountsOf(await repository.attemptsPerDayAndType(userId, timeZone, addDays(today, -rollForwardDays)));
  }

  function refuseExamDate(examDate: string, today: string): void {
    refusePastExamDate(examDate, today);
    if (examDate > latestPlanExamDate(today)) throw invalidExamDate(farExamDateMessage);
  }

  return {
    /** The learner's plan as of today in `timeZone`, or null when they have none. */
    async get(learner: AuthUser, timeZone: string): Promise<StudyPlan | null> {
      const today = localDate(now(), timeZone);
      const plan = await current(learner.id, today);
      return plan ? view(learner.id, plan, timeZone, today) : null;
    },

    /**
     * Creates the plan or changes its inputs, then generates its days from today. An input left out keeps the
     * current plan's value, else the profile's (exam date, target score); the exam date must be from today to two
     * years ahead.
     */
    async save(learner: AuthUser, inputs: StudyPlanInputs): Promise<StudyPlan> {
      const today = localDate(now(), inputs.timeZone);
      const [existing, profile] = await Promise.all([repository.find(learner.id), users.getOrCreateProfile(learner)]);
      const examDate = inputs.examDate ?? existing?.examDate ?? profile.examDate;
      const targetScore = inputs.targetScore ?? existing?.targetScore ?? profile.targetScore;
      const minutesPerDay = inputs.minutesPerDay ?? existing?.minutesPerDay;
      if (!examDate) throw missingInput('examDate', 'Choose your exam date: the plan runs up to the day before it.');
      if (targetScore === null || targetScore === undefined) throw missingInput('targetScore', 'Choose your target score, from 10 to 90.');
      if (minutesPerDay === undefined) throw missingInput('minutesPerDay', 'Say how many minutes a day you can practise, from 10 to 600.');
      refuseExamDate(examDate, today);
      const plan = await generate(learner.id, { examDate, targetScore, minutesPerDay, timeZone: inputs.timeZone }, today, existing?.days ?? []);
      return view(learner.id, plan, inputs.timeZone, today);
    },

    /** Regenerates the plan's days from today with the learner's latest results; 404 when they have no plan. */
    async regenerate(learner: AuthUser, timeZone: string): Promise<StudyPlan> {
      const today = localDate(now(), timeZone);
      const existing = await repository.find(learner.id);
      if (!existing) throw noPlan();
      refuseExamDate(existing.examDate, today);
      const plan = await generate(learner.id, { ...existing, timeZone }, today, existing.days);
      return view(learner.id, plan, timeZone, today);
    },

    /** Deletes the learner's plan; 404 when they have none. */
    async delete(learner: AuthUser): Promise<void> {
      if (!(await repository.delete(learner.id))) throw noPlan();
    },

    /**
     * Today's practice of the learner `userId`, in `timeZone`, per task type with what is already done; null when
     * they have no plan or the exam day has come. For the notifications module (today's reminder).
     */
    async todaysPlan(userId: string, timeZone: string): Promise<TodaysPlan | null> {
      const today = localDate(now(), timeZone);
      const plan = await current(userId, today);
      if (!plan) return null;
      const doneOn = await doneCounts(userId, timeZone, today);
      const todayPlan = planView(plan, today, doneOn).todayPlan;
      if (!todayPlan) return null;
      const planned = new Map<QuestionTypeId, number>();
      for (const item of todayPlan.items) {
        if (item.kind === 'practice') planned.set(item.type, (planned.get(item.type) ?? 0) + item.planned);
        else for (const type of item.types) planned.set(type, (planned.get(type) ?? 0) + 1);
      }
      return { date: today, items: [...planned].map(([type, count]) => ({ type, planned: count, done: doneOn(today, type) })) };
    },
  };
}

/** The study plan service. */
export type StudyPlanService = ReturnType<typeof createStudyPlanService>;
