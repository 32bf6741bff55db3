/** Every fixed route of the web app, so no URL string is spelled twice. Practice routes come from @pte/exam. */
export const paths = {
  landing: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** Where the link of a confirmation e-mail leads (`?token=…`); the API builds the same address. */
  verifyEmail: '/verify-email',
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
    /** One task type's guide (`typeId`: a registry id). */
    taskGuide: '/resources/study-materials/:typeId',
    /** One skill guide (`skill`: e.g. `pronunciation`). */
    skillGuide: '/resources/study-materials/skills/:skill',
    videoTutorials: '/resources/video-tutorials',
    /** One task type's video tutorial (`typeId`: a registry id). */
    videoTutorial: '/resources/video-tutorials/:typeId',
    help: '/resources/help',
    /** One Help Center article. */
    helpArticle: '/resources/help/:slug',
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

/** `/resources/study-materials/<type id>`: the guide to one task type. */
export function taskGuidePath(typeId: string): string {
  return `/resources/study-materials/${encodeURIComponent(typeId)}`;
}

/** `/resources/video-tutorials/<type id>`: the video tutorial of one task type. */
export function videoTutorialPath(typeId: string): string {
  return `/resources/video-tutorials/${encodeURIComponent(typeId)}`;
}

/** `/resources/study-materials/skills/<skill>`: the guide to one skill, e.g. `pronunciation`. */
export function skillGuidePath(skill: string): string {
  return `/resources/study-materials/skills/${encodeURIComponent(skill)}`;
}

/** `/resources/help/<slug>`: one Help Center article. */
export function helpArticlePath(slug: string): string {
  return `/resources/help/${encodeURIComponent(slug)}`;
}
