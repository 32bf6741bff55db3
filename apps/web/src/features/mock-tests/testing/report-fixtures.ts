import type { MockTestCatalogue, TestReport, TestSessionSummary } from '@pte/contract';

/** Ids of the sessions the fixtures describe. */
export const sessionIds = {
  done: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  running: '16fd2706-8baf-433b-82eb-8c7fada847da',
  older: '9b2f3c4d-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
  sectional: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  abandoned: 'c56a4180-65aa-42ec-a945-5fd21dec0538',
} as const;

/** The catalogue: two full tests, a mini mock and a sectional test of each part. */
export const catalogue: MockTestCatalogue = {
  tests: [
    { id: 'full-1', kind: 'full', title: 'Full Mock Test 1', description: 'The whole exam.', part: null, itemCount: 70, timeLimitMinutes: 135 },
    { id: 'full-2', kind: 'full', title: 'Full Mock Test 2', description: 'The whole exam, other items.', part: null, itemCount: 70, timeLimitMinutes: 135 },
    { id: 'mini-1', kind: 'mini', title: 'Mini Mock Test', description: 'Every task type once.', part: null, itemCount: 23, timeLimitMinutes: 42 },
    { id: 'reading-1', kind: 'sectional', title: 'Reading Test 1', description: 'Part 2 alone.', part: 'reading', itemCount: 15, timeLimitMinutes: 30 },
    { id: 'listening-1', kind: 'sectional', title: 'Listening Test 1', description: 'Part 3 alone.', part: 'listening', itemCount: 15, timeLimitMinutes: 45 },
    { id: 'speaking-writing-1', kind: 'sectional', title: 'Speaking and Writing Test 1', description: 'Part 1 alone.', part: 'speaking-writing', itemCount: 37, timeLimitMinutes: 80 },
  ],
  active: null,
};

/** A session of the learner's list. */
export function sessionSummary(overrides: Partial<TestSessionSummary>): TestSessionSummary {
  return {
    id: sessionIds.done,
    testId: 'full-1',
    title: 'Full Mock Test 1',
    kind: 'full',
    status: 'completed',
    startedAt: '2026-03-10T09:00:00.000Z',
    completedAt: '2026-03-10T11:10:00.000Z',
    overall: 61,
    skills: { speaking: 58, writing: 64, reading: 60, listening: 62 },
    ...overrides,
  };
}

/** A ready report of a full test with a target of 65, one interruption and four items to review. */
export const readyReport: TestReport = {
  status: 'ready',
  sessionId: sessionIds.done,
  testId: 'full-1',
  title: 'Full Mock Test 1',
  kind: 'full',
  startedAt: '2026-03-10T09:00:00.000Z',
  completedAt: '2026-03-10T11:10:00.000Z',
  targetScore: 65,
  overall: { score: 61, low: 57, high: 66, items: 70 },
  skills: [
    { skill: 'speaking', figure: { score: 58, low: 50, high: 66, items: 32 }, gapToTarget: 7, explanation: null },
    { skill: 'writing', figure: { score: 64, low: 58, high: 70, items: 18 }, gapToTarget: 1, explanation: 'Writing rests on your summaries, the essay and dictation.' },
    { skill: 'reading', figure: { score: 60, low: 60, high: 60, items: 30 }, gapToTarget: 5, explanation: null },
    { skill: 'listening', figure: { score: 68, low: 66, high: 70, items: 30 }, gapToTarget: -3, explanation: null },
  ],
  uncertainty: 'The band around each score shows where your score on the day is likely to be.',
  enablingSkills: [
    { id: 'grammar', label: 'Grammar', percent: 75, marks: 6 },
    { id: 'oralFluency', label: 'Oral fluency', percent: 52, marks: 30 },
    { id: 'pronunciation', label: 'Pronunciation', percent: 48, marks: 30 },
    { id: 'spelling', label: 'Spelling', percent: 100, marks: 3 },
    { id: 'vocabulary', label: 'Vocabulary', percent: 67, marks: 8 },
    { id: 'writtenDiscourse', label: 'Written discourse', percent: null, marks: 0 },
  ],
  taskTypes: [
    { type: 'read-aloud', items: 6, answered: 6, score: 48.5, max: 90, share: 22, timeUsedSeconds: 330, practicePath: '/speaking/read-aloud' },
    { type: 'write-essay', items: 1, answered: 1, score: 10, max: 15, share: 4, timeUsedSeconds: 1140, practicePath: '/writing/write-essay' },
    { type: 'reading-multiple-choice-single-answer', items: 2, answered: 1, score: 1, max: 2, share: 1, timeUsedSeconds: 95, practicePath: '/reading/multiple-choice-single-answer' },
  ],
  topGains: [
    { type: 'repeat-sentence', expectedGain: 4, practicePath: '/speaking/repeat-sentence' },
    { type: 'read-aloud', expectedGain: 3, practicePath: '/speaking/read-aloud' },
    { type: 'write-from-dictation', expectedGain: 1, practicePath: '/listening/write-from-dictation' },
  ],
  gapToTarget: 4,
  interruptions: { count: 2, awaySeconds: 1230 },
  items: [
    { position: 0, part: 'speaking-writing', type: 'personal-introduction', questionId: null, status: 'unscored', score: null, max: null, timeUsedSeconds: 55 },
    { position: 1, part: 'speaking-writing', type: 'read-aloud', questionId: 'ra-001', status: 'assessed', score: 9, max: 15, timeUsedSeconds: 70 },
    { position: 2, part: 'reading', type: 'reading-multiple-choice-single-answer', questionId: 'rmcsa-001', status: 'assessed', score: 1, max: 1, timeUsedSeconds: 60 },
    { position: 3, part: 'reading', type: 'reading-multiple-choice-single-answer', questionId: 'rmcsa-002', status: 'unanswered', score: 0, max: 1, timeUsedSeconds: 35 },
  ],
};
