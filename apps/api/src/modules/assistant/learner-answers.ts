import { minimumAttemptsForPrediction, type AssistantCitation, type HistoryAttempt, type ProgressReport, type ProgressSummary, type StudyPlan, type TestSessionSummary } from '@pte/contract';
import { practiceRoute, questionTypes, type QuestionTypeId } from '@pte/exam';
import type { AuthUser } from '../auth/auth.guard';
import { skillLabel, type LearnerIntent, type SkillOfInterest } from './learner-intents';

/**
 * Answers to questions about the learner's own results, read through the services that serve their Progress
 * Report, Study Plan and mock tests, always for the learner who asks and no one else.
 */

/** Where the assistant reads a learner's data: each call is for `learner` only. */
export interface LearnerDataSources {
  summary(learner: AuthUser, timeZone: string): Promise<ProgressSummary>;
  report(learner: AuthUser, timeZone: string): Promise<ProgressReport>;
  studyPlan(learner: AuthUser, timeZone: string): Promise<StudyPlan | null>;
  /** The learner's mock tests, newest first. */
  mockTests(learner: AuthUser): Promise<TestSessionSummary[]>;
  /** One of the learner's attempts with its question as served; throws a 404 `HttpError` when it is not theirs. */
  attempt(learner: AuthUser, attemptId: string): Promise<HistoryAttempt>;
  /** The id of the learner's latest attempt at `questionId`, or null when they have none. */
  latestAttemptId(learner: AuthUser, questionId: string): Promise<string | null>;
}

/** An answer from the learner's data and the pages where they can see it. */
interface LearnerDataAnswer {
  text: string;
  citations: AssistantCitation[];
}

/** The app's pages an answer links to. */
const pages = {
  progressReport: { title: 'Progress Report', href: '/progress-report', section: null },
  studyPlan: { title: 'Study Plan', href: '/study-plan', section: null },
  mockTests: { title: 'Mock Tests', href: '/mock-tests', section: null },
} satisfies Record<string, AssistantCitation>;

/** A task type's guide, as a citation. */
function guideOf(type: QuestionTypeId): AssistantCitation {
  return { title: `${questionTypes[type].title} guide`, href: `/resources/study-materials/${type}`, section: null };
}

/** A task type's practice page, as a citation. */
function practiceOf(type: QuestionTypeId): AssistantCitation {
  return { title: `Practise ${questionTypes[type].title}`, href: practiceRoute(questionTypes[type]), section: null };
}

/** "1 attempt", "3 attempts". */
const attemptsInWords = (count: number) => `${count} attempt${count === 1 ? '' : 's'}`;

/** A skill id as the learner reads it ("speaking" → "Speaking"). */
const skillName = (skill: string) => `${skill[0]!.toUpperCase()}${skill.slice(1)}`;

const noAttemptsYet =
  'You have no scored attempts yet, so there is nothing of yours to go on. Answer a few questions of each task type and ask again; your results will also appear in your Progress Report.';

/** "What is my weakest task?": the task types and skills with the lowest averages. */
async function weakestTask(sources: LearnerDataSources, learner: AuthUser, timeZone: string): Promise<LearnerDataAnswer> {
  const summary = await sources.summary(learner, timeZone);
  const [weakest, ...others] = summary.weakestTypes;
  if (!weakest) return { text: noAttemptsYet, citations: [pages.progressReport] };
  const lines = [
    `Your weakest task type so far is ${questionTypes[weakest.type].title}: an average of ${Math.round(weakest.average)} over ${attemptsInWords(weakest.attempts)}.`,
  ];
  if (others.length > 0) {
    lines.push('Next lowest:', ...others.map((row) => `- ${questionTypes[row.type].title}: ${Math.round(row.average)} (${attemptsInWords(row.attempts)})`));
  }
  const lowestSkill = [...summary.skills].sort((a, b) => a.average - b.average)[0];
  if (lowestSkill && summary.skills.length > 1) lines.push(`Of your skills, ${skillName(lowestSkill.skill)} has the lowest average: ${Math.round(lowestSkill.average)}.`);
  if (weakest.attempts < minimumAttemptsForPrediction) lines.push('These averages rest on few attempts, so they may change quickly as you practise.');
  lines.push(`The ${questionTypes[weakest.type].title} guide explains how it is scored and what loses marks.`);
  return { text: lines.join('\n'), citations: [guideOf(weakest.type), practiceOf(weakest.type), pages.progressReport] };
}

/** "What should I practise today?": what is left of today's plan, or the task types that would gain most. */
async function practiseToday(sources: LearnerDataSources, learner: AuthUser, timeZone: string): Promise<LearnerDataAnswer> {
  const plan = await sources.studyPlan(learner, timeZone);
  const today = plan?.todayPlan;
  if (today) {
    const lines: string[] = [];
    const left: QuestionTypeId[] = [];
    for (const item of today.items) {
      if (item.kind === 'practice') {
        lines.push(`- ${questionTypes[item.type].title}: ${Math.min(item.done, item.planned)} of ${item.planned} done`);
        if (item.done < item.planned) left.push(item.type);
      } else {
        lines.push(`- A timed set (a mock test): ${item.done} of ${item.types.length} task types practised today`);
      }
    }
    const done = left.length === 0 && today.items.every((item) => item.kind === 'practice' || item.done >= item.types.length);
    const heading = done
      ? `You have done everything on today's plan (${today.minutes} minutes). Well done! Extra practice of your weakest task type still helps.`
      : `Today's plan (${today.minutes} minutes, ${plan.daysToExam} days to your exam):`;
    return { text: [heading, ...lines].join('\n'), citations: [pages.studyPlan, ...left.slice(0, 2).map(practiceOf)] };
  }
  const report = await sources.report(learner, timeZone);
  const gains = report.topGains;
  const opening = plan ? 'Your study plan has no practice for today (your exam day has come).' : 'You have no study plan yet.';
  if (gains.length === 0) return { text: `${opening} Create one on the Study Plan page and it will tell you what to practise each day.`, citations: [pages.studyPlan] };
  const lines = [
    `${opening} From your results, these task types would raise your scores most:`,
    ...gains.map((gain) => `- ${questionTypes[gain.type].title}: ${gain.average === null ? 'not practised yet' : `average ${gain.average} over ${attemptsInWords(gain.attempts)}`}`),
    'A study plan on the Study Plan page spreads practice like this over the days to your exam.',
  ];
  return { text: lines.join('\n'), citations: [...gains.slice(0, 2).map((gain) => practiceOf(gain.type)), pages.studyPlan] };
}

/** A mean of weekly values weighted by each week's attempts, and the attempts it rests on. */
function weightedMean(weeks: readonly { value: number; attempts: number }[]): { mean: number; attempts: number } | null {
  const attempts = weeks.reduce((sum, week) => sum + week.attempts, 0);
  return attempts > 0 ? { mean: weeks.reduce((sum, week) => sum + week.value * week.attempts, 0) / attempts, attempts } : null;
}

/** One week's figure of `skill` (a 10–90 average or a percentage of the marks) with its attempts, or none. */
function weekFigure(report: ProgressReport, skill: SkillOfInterest, week: number): { value: number; attempts: number }[] {
  if (skill.kind === 'skill') {
    const entry = report.skillsOverTime[week]?.skills.find((row) => row.skill === skill.id);
    return entry ? [{ value: entry.average, attempts: entry.attempts }] : [];
  }
  const entry = report.enablingSkillsOverTime[week]?.skills.find((row) => row.skill === skill.id);
  return entry ? [{ value: entry.percent, attempts: entry.attempts }] : [];
}

/** "How did my fluency change this month?": the last `weeks` weeks against the `weeks` before. */
async function skillChange(sources: LearnerDataSources, learner: AuthUser, timeZone: string, skill: SkillOfInterest, weeks: number): Promise<LearnerDataAnswer> {
  const report = await sources.report(learner, timeZone);
  const total = report.skillsOverTime.length;
  const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from) }, (_, index) => from + index).flatMap((week) => weekFigure(report, skill, week));
  const recent = weightedMean(range(total - weeks, total));
  const before = weightedMean(range(total - 2 * weeks, total - weeks));
  const label = skillLabel(skill);
  const unit = skill.kind === 'skill' ? (value: number) => `an average of ${Math.round(value)}` : (value: number) => `${Math.round(value)}% of its marks`;
  const period = weeks === 1 ? 'this week' : `the last ${weeks} weeks`;
  const earlier = weeks === 1 ? 'last week' : `the ${weeks} weeks before`;
  const citations = [pages.progressReport];
  if (!recent) {
    return {
      text: `You have no scored attempts that mark ${label.toLowerCase()} in ${period}, so I cannot say how it changed. ${before ? `In ${earlier} it was ${unit(before.mean)} (${attemptsInWords(before.attempts)}).` : ''}`.trim(),
      citations,
    };
  }
  const now = `${label} in ${period}: ${unit(recent.mean)} (${attemptsInWords(recent.attempts)}).`;
  if (!before) return { text: `${now} You have no attempts marking it in ${earlier}, so there is nothing to compare with yet.`, citations };
  const difference = Math.round(recent.mean) - Math.round(before.mean);
  const points = skill.kind === 'skill' ? 'points' : 'percentage points';
  const trend = difference === 0 ? 'the same as' : `${difference > 0 ? 'up' : 'down'} ${Math.abs(difference)} ${points} from`;
  return {
    text: `${now} That is ${trend} ${earlier} (${unit(before.mean)}, ${attemptsInWords(before.attempts)}).${recent.attempts + before.attempts < 6 ? ' With so few attempts, treat the change as a rough sign.' : ''}`,
    citations,
  };
}

/** "What is my predicted score?": the band of each skill and the overall prediction, with the distance to the target. */
async function predictedScore(sources: LearnerDataSources, learner: AuthUser, timeZone: string): Promise<LearnerDataAnswer> {
  const report = await sources.report(learner, timeZone);
  const lines: string[] = [];
  if (report.overall.predicted !== null) {
    const gap = report.overall.gapToTarget;
    lines.push(
      `Your predicted overall score is ${report.overall.predicted}${gap === null ? '' : gap > 0 ? `, ${gap} points below your target of ${report.targetScore}` : `, at or above your target of ${report.targetScore}`}.`,
    );
  } else {
    lines.push(`There is no overall prediction yet: each of the four skills needs at least ${minimumAttemptsForPrediction} scored attempts feeding it.`);
  }
  for (const prediction of report.predictions) {
    lines.push(
      prediction.band
        ? `- ${skillName(prediction.skill)}: ${prediction.band.centre} (likely ${prediction.band.low}–${prediction.band.high}, from your latest ${attemptsInWords(prediction.attempts)})`
        : `- ${skillName(prediction.skill)}: not enough attempts yet (${prediction.attempts} of ${minimumAttemptsForPrediction})`,
    );
  }
  lines.push('These are estimates from your practice scores, not official PTE scores.');
  return { text: lines.join('\n'), citations: [pages.progressReport, { title: 'Your progress report and study history', href: '/resources/help/progress-and-history', section: null }] };
}

/** "How did my last mock test go?": the latest mock test's scores, or where it stands. */
async function lastMockTest(sources: LearnerDataSources, learner: AuthUser): Promise<LearnerDataAnswer> {
  const sessions = await sources.mockTests(learner);
  const latest = sessions[0];
  if (!latest) return { text: 'You have not taken a mock test yet. The Mock Tests page offers full, sectional and mini tests under exam timings.', citations: [pages.mockTests] };
  const report = { title: `${latest.title} report`, href: `/mock-tests/report/${latest.id}`, section: null };
  const day = latest.startedAt.slice(0, 10);
  if (latest.status === 'in-progress') return { text: `Your latest mock test, ${latest.title} (started ${day}), is still in progress. Resume it from the Mock Tests page.`, citations: [pages.mockTests] };
  if (latest.status === 'abandoned') return { text: `You left your latest mock test, ${latest.title} (started ${day}), before the end, so it has no score report.`, citations: [pages.mockTests] };
  const skills = Object.entries(latest.skills).map(([skill, score]) => `- ${skillName(skill)}: ${score}`);
  if (latest.overall === null && skills.length === 0) {
    return { text: `Your latest mock test, ${latest.title} (${day}), is finished and its answers are still being scored. Its report will show the scores when they are ready.`, citations: [report] };
  }
  const lines = [`Your latest mock test, ${latest.title} (${day})${latest.overall === null ? ':' : `: overall ${latest.overall}.`}`, ...skills];
  lines.push('The report shows each task, your answers and where you would gain most.');
  return { text: lines.join('\n'), citations: [report, pages.mockTests] };
}

/** The answer to a learner-data question, from `learner`'s own data only. */
export function answerFromLearnerData(sources: LearnerDataSources, learner: AuthUser, intent: LearnerIntent, timeZone: string): Promise<LearnerDataAnswer> {
  switch (intent.kind) {
    case 'weakest-task':
      return weakestTask(sources, learner, timeZone);
    case 'practise-today':
      return practiseToday(sources, learner, timeZone);
    case 'skill-change':
      return skillChange(sources, learner, timeZone, intent.skill, intent.weeks);
    case 'predicted-score':
      return predictedScore(sources, learner, timeZone);
    case 'last-mock-test':
      return lastMockTest(sources, learner);
  }
}
