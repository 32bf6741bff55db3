/** Every fixed route of the web app, so no URL string is spelled twice. Practice routes come from @pte/exam. */
export const paths = {
  landing: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  settings: '/settings',
  /** The mock tests: the catalogue with the report history, a test being taken, and a test's score report. */
  mockTests: {
    catalogue: '/mock-tests',
    session: '/mock-tests/session/:sessionId',
    report: '/mock-tests/report/:sessionId',
  },
  resources: {
    studyMaterials: '/resources/study-materials',
    videoTutorials: '/resources/video-tutorials',
    help: '/resources/help',
  },
  account: {
    aiAssistant: '/ai-assistant',
    progressReport: '/progress-report',
    studyPlan: '/study-plan',
    studyHistory: '/study-history',
  },
} as const;

/** `/mock-tests/session/<id>`: where the learner takes (or resumes) the test of session `sessionId`. */
export function mockTestSessionPath(sessionId: string): string {
  return `/mock-tests/session/${encodeURIComponent(sessionId)}`;
}

/** `/mock-tests/report/<id>`: the score report of session `sessionId`. */
export function mockTestReportPath(sessionId: string): string {
  return `/mock-tests/report/${encodeURIComponent(sessionId)}`;
}
