/** Every fixed route of the web app, so no URL string is spelled twice. Practice routes come from @pte/exam. */
export const paths = {
  landing: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  settings: '/settings',
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
