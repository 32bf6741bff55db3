import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from '@/lib/paths';
import { AppShellSkeleton } from './layouts/app-shell-skeleton';
import { RedirectIfSignedIn, RequireAuth } from './layouts/auth-guards';
import { ForgotPasswordRoute } from './routes/forgot-password';
import { LoginRoute } from './routes/login';
import { RegisterRoute } from './routes/register';
import { ResetPasswordRoute } from './routes/reset-password';
import { VerifyEmailRoute } from './routes/verify-email';

// Everything behind the login guard loads on demand (and the question-type registry with it), so the
// public pages stay small.
const AppLayout = lazy(() => import('./layouts/app-layout').then((module) => ({ default: module.AppLayout })));
const LandingRoute = lazy(() => import('./routes/landing').then((module) => ({ default: module.LandingRoute })));
const DashboardRoute = lazy(() => import('./routes/dashboard').then((module) => ({ default: module.DashboardRoute })));
const PracticeRoute = lazy(() => import('./routes/practice').then((module) => ({ default: module.PracticeRoute })));
const SettingsRoute = lazy(() => import('./routes/settings').then((module) => ({ default: module.SettingsRoute })));
const StudyHistoryRoute = lazy(() => import('./routes/study-history').then((module) => ({ default: module.StudyHistoryRoute })));
const StudyHistoryAttemptRoute = lazy(() => import('./routes/study-history').then((module) => ({ default: module.StudyHistoryAttemptRoute })));
const StudyPlanRoute = lazy(() => import('./routes/study-plan').then((module) => ({ default: module.StudyPlanRoute })));
// Its own chunk: recharts is imported only by this route's files, keeping it out of every other page's JavaScript.
const ProgressReportRoute = lazy(() => import('./routes/progress-report').then((module) => ({ default: module.ProgressReportRoute })));
// Mock tests: the catalogue (with the report history's chart, whose recharts loads on its own), a test being taken,
// and a test's score report.
const MockTestsRoute = lazy(() => import('./routes/mock-tests').then((module) => ({ default: module.MockTestsRoute })));
const MockTestReportRoute = lazy(() => import('./routes/mock-tests').then((module) => ({ default: module.MockTestReportRoute })));
const MockTestSessionRoute = lazy(() => import('./routes/mock-test-session').then((module) => ({ default: module.MockTestSessionRoute })));
// Study Materials and the Help Center: their Markdown is fetched file by file when a page opens.
const StudyMaterialsRoute = lazy(() => import('./routes/study-materials').then((module) => ({ default: module.StudyMaterialsRoute })));
const TaskGuideRoute = lazy(() => import('./routes/study-materials').then((module) => ({ default: module.TaskGuideRoute })));
const SkillGuideRoute = lazy(() => import('./routes/study-materials').then((module) => ({ default: module.SkillGuideRoute })));
const HelpCenterRoute = lazy(() => import('./routes/help-center').then((module) => ({ default: module.HelpCenterRoute })));
const HelpArticleRoute = lazy(() => import('./routes/help-center').then((module) => ({ default: module.HelpArticleRoute })));
// Video Tutorials: the list of videos, and one task's video with its transcript.
const VideoTutorialsRoute = lazy(() => import('./routes/video-tutorials').then((module) => ({ default: module.VideoTutorialsRoute })));
const VideoTutorialRoute = lazy(() => import('./routes/video-tutorials').then((module) => ({ default: module.VideoTutorialRoute })));
const AiAssistantRoute = lazy(() => import('./routes/ai-assistant').then((module) => ({ default: module.AiAssistantRoute })));
const NotFoundRoute = lazy(() => import('./routes/not-found').then((module) => ({ default: module.NotFoundRoute })));

/** The web app's routes: public pages without the sidebar, every other page behind the login guard. */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path={paths.landing}
        element={
          <Suspense fallback={null}>
            <LandingRoute />
          </Suspense>
        }
      />
      <Route
        path={paths.login}
        element={
          <RedirectIfSignedIn>
            <LoginRoute />
          </RedirectIfSignedIn>
        }
      />
      <Route
        path={paths.register}
        element={
          <RedirectIfSignedIn>
            <RegisterRoute />
          </RedirectIfSignedIn>
        }
      />
      <Route path={paths.forgotPassword} element={<ForgotPasswordRoute />} />
      <Route path={paths.resetPassword} element={<ResetPasswordRoute />} />
      <Route path={paths.verifyEmail} element={<VerifyEmailRoute />} />

      <Route element={<RequireAuth />}>
        <Route
          element={
            <Suspense fallback={<AppShellSkeleton />}>
              <AppLayout />
            </Suspense>
          }
        >
          <Route path={paths.dashboard} element={<DashboardRoute />} />
          {/* Practice pages are `/{section}/{slug}`; the practice route looks the type up in the registry. */}
          <Route path="/:section/:slug" element={<PracticeRoute />} />
          <Route path={paths.resources.studyMaterials} element={<StudyMaterialsRoute />} />
          <Route path={paths.resources.skillGuide} element={<SkillGuideRoute />} />
          <Route path={paths.resources.taskGuide} element={<TaskGuideRoute />} />
          <Route path={paths.resources.videoTutorials} element={<VideoTutorialsRoute />} />
          <Route path={paths.resources.videoTutorial} element={<VideoTutorialRoute />} />
          <Route path={paths.resources.help} element={<HelpCenterRoute />} />
          <Route path={paths.resources.helpArticle} element={<HelpArticleRoute />} />
          <Route path={paths.account.aiAssistant} element={<AiAssistantRoute />} />
          <Route path={paths.account.studyPlan} element={<StudyPlanRoute />} />
          <Route path={paths.account.progressReport} element={<ProgressReportRoute />} />
          <Route path={paths.account.studyHistory} element={<StudyHistoryRoute />} />
          <Route path={`${paths.account.studyHistory}/:attemptId`} element={<StudyHistoryAttemptRoute />} />
          <Route path={paths.mockTests.catalogue} element={<MockTestsRoute />} />
          <Route path={paths.mockTests.session} element={<MockTestSessionRoute />} />
          <Route path={paths.mockTests.report} element={<MockTestReportRoute />} />
          <Route path={paths.settings} element={<SettingsRoute />} />
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
      </Route>
    </Routes>
  );
}
