import type { TestReport } from '@pte/contract';
import {
  aggregateTestScores,
  describeUncertainty,
  enablingSkillOfTrait,
  enablingSkills,
  practiceRoute,
  questionTypes,
  skillContributions,
  traitMaxima,
  type AssessmentResult,
  type ContentItem,
  type QuestionTypeId,
  type ScoredItem,
  type Skill,
  type TestKind,
  type TestPartId,
  type TestScores,
} from '@pte/exam';
import type { StoredAnswer, StoredSession } from './mock-tests.repository';

/** A ready report, as stored with its sitting and answered by the report endpoint. */
export type TestReportOutcome = TestReport;

const skillOrder: readonly Skill[] = ['speaking', 'writing', 'reading', 'listening'];

/** The skills a sectional test reports: those its part is for (integrated tasks elsewhere would rest on too little). */
const skillsOfPart: Record<TestPartId, readonly Skill[]> = {
  'speaking-writing': ['speaking', 'writing'],
  reading: ['reading'],
  listening: ['listening'],
};

const skillTitle: Record<Skill, string> = { speaking: 'Speaking', writing: 'Writing', reading: 'Reading', listening: 'Listening' };

/** How many top gains the report names. */
const topGainCount = 3;

/** What a report is built from. */
interface ReportInput {
  session: StoredSession;
  test: { title: string; kind: TestKind; part: TestPartId | null };
  answers: readonly StoredAnswer[];
  targetScore: number | null;
  findItem(id: string): Promise<ContentItem | undefined>;
}

/** The most an item could score: its rubric's maxima for that item. */
function itemMax(item: ContentItem): number {
  const type = questionTypes[item.type];
  return Object.values(traitMaxima(type.traits, item.answerKey, item.prompt)).reduce((sum, max) => sum + max, 0);
}

/** The scores of `items` with every item of `type` marked as full marks: what perfect answers of that type would give. */
function withTypePerfect(items: readonly ScoredItem[], type: QuestionTypeId): ScoredItem[] {
  return items.map((item) => (item.type === type ? { ...item, score: item.max } : item));
}

/** The points a report's figures would gain: the overall score, or for a sectional test the sum of its skills. */
function headline(scores: TestScores, skills: readonly Skill[], hasOverall: boolean): number {
  if (hasOverall) return scores.overall.score;
  return skills.reduce((sum, skill) => sum + (scores.skills[skill]?.score ?? 0), 0);
}

/** Which task types fed a skill, in words: "Read Aloud (6), Repeat Sentence (10) …". */
function skillExplanation(skill: Skill, counts: Map<QuestionTypeId, number>): string | null {
  const feeding = [...counts].filter(([type]) => (skillContributions[type][skill] ?? 0) > 0);
  if (feeding.length === 0) return null;
  const total = feeding.reduce((sum, [, count]) => sum + count, 0);
  return `${skillTitle[skill]} rests on ${total} item${total === 1 ? '' : 's'}: ${feeding.map(([type, count]) => `${questionTypes[type].title} (${count})`).join(', ')}.`;
}

/**
 * The score report of a completed sitting: overall and skill scores on the 10–90 scale from every scored item
 * (unanswered items score 0; items that could not be assessed for reasons of ours are left out and listed), each
 * with the band our measured scoring error gives; the task-type breakdown; the enabling skills; the gap to the
 * learner's target; the three task types whose perfect answers would raise the headline most; and every item.
 */
export async function buildTestReport({ session, test, answers, targetScore, findItem }: ReportInput): Promise<TestReportOutcome> {
  const scored: ScoredItem[] = [];
  const counts = new Map<QuestionTypeId, number>();
  const perType = new Map<QuestionTypeId, { items: number; answered: number; score: number; max: number; timeMs: number }>();
  const enabling = new Map<string, { score: number; max: number; marks: number }>();
  const items: TestReport['items'] = [];

  for (const answer of answers) {
    const planned = session.plan.items[answer.position]!;
    const result = answer.status === 'assessed' ? (answer.result as AssessmentResult) : null;
    let score: number | null = null;
    let max: number | null = null;
    if (planned.type !== 'personal-introduction') {
      const type = planned.type;
      const entry = perType.get(type) ?? { items: 0, answered: 0, score: 0, max: 0, timeMs: 0 };
      entry.items += 1;
      entry.timeMs += answer.timeUsedMs;
      if (result) {
        score = result.total.score;
        max = result.total.max;
        entry.answered += 1;
        for (const [traitId, trait] of Object.entries(result.traits)) {
          const skill = (enablingSkillOfTrait as Record<string, string | null | undefined>)[traitId];
          if (!skill) continue;
          const marks = enabling.get(skill) ?? { score: 0, max: 0, marks: 0 };
          marks.score += trait.score;
          marks.max += trait.max;
          marks.marks += 1;
          enabling.set(skill, marks);
        }
      } else if (answer.status === 'unanswered' && planned.questionId) {
        const item = await findItem(planned.questionId);
        if (item) {
          score = 0;
          max = itemMax(item);
        }
      }
      if (score !== null && max !== null && max > 0) {
        scored.push({ type, score, max });
        counts.set(type, (counts.get(type) ?? 0) + 1);
        entry.score += score;
        entry.max += max;
      }
      perType.set(type, entry);
    }
    items.push({
      position: answer.position,
      part: planned.part,
      type: planned.type,
      questionId: planned.questionId,
      status: answer.status,
      score,
      max,
      timeUsedSeconds: Math.round(answer.timeUsedMs / 1000),
    });
  }

  const hasOverall = test.kind !== 'sectional';
  const reported = test.part && !hasOverall ? skillsOfPart[test.part] : skillOrder;
  const scores = aggregateTestScores(scored);
  const base = headline(scores, reported, hasOverall);
  const totalMax = [...perType.values()].reduce((sum, entry) => sum + entry.max, 0);

  const topGains = [...perType.keys()]
    .map((type) => ({ type, expectedGain: headline(aggregateTestScores(withTypePerfect(scored, type)), reported, hasOverall) - base }))
    .filter((gain) => gain.expectedGain > 0)
    .sort((a, b) => b.expectedGain - a.expectedGain)
    .slice(0, topGainCount)
    .map((gain) => ({ ...gain, practicePath: practiceRoute(questionTypes[gain.type]) }));

  const overall = hasOverall ? scores.overall : null;
  const headlineFigure = overall ?? reported.map((skill) => scores.skills[skill]).find((figure) => figure) ?? null;
  return {
    status: 'ready',
    sessionId: session.id,
    testId: session.testId,
    title: test.title,
    kind: test.kind,
    startedAt: session.startedAt.toISOString(),
    completedAt: (session.completedAt ?? new Date()).toISOString(),
    targetScore,
    overall,
    skills: reported.map((skill) => {
      const figure = scores.skills[skill];
      return {
        skill,
        figure,
        gapToTarget: figure && targetScore !== null ? targetScore - figure.score : null,
        explanation: skillExplanation(skill, counts),
      };
    }),
    uncertainty: headlineFigure
      ? describeUncertainty(headlineFigure)
      : 'No item of this test could be scored, so it gives no score.',
    enablingSkills: enablingSkills.map(({ id, label }) => {
      const marks = enabling.get(id);
      return { id, label, percent: marks && marks.max > 0 ? Math.round((100 * marks.score) / marks.max) : null, marks: marks?.marks ?? 0 };
    }),
    taskTypes: [...perType].map(([type, entry]) => ({
      type,
      items: entry.items,
      answered: entry.answered,
      score: entry.score,
      max: entry.max,
      share: totalMax > 0 ? Math.round((100 * entry.max) / totalMax) : 0,
      timeUsedSeconds: Math.round(entry.timeMs / 1000),
      practicePath: practiceRoute(questionTypes[type]),
    })),
    topGains,
    gapToTarget: overall && targetScore !== null ? targetScore - overall.score : null,
    interruptions: { count: session.pastInterruptions, awaySeconds: Math.round(session.pastAwayMs / 1000) },
    items,
  };
}
