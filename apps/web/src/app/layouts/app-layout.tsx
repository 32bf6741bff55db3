import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { TooltipProvider } from '@/components/ui/tooltip';
import { fetchProfile, selectProfile, selectProfileStatus, selectUser, signOut } from '@/features/auth/auth-slice';
import { OfflineBanner } from '@/features/connection/connection-status';
import { selectConnection } from '@/features/connection/connection-slice';
import { ExamCountdownCard, ExamCountdownIcon } from '@/features/dashboard/exam-countdown-card';
import { AppSidebar } from '@/features/navigation/app-sidebar';
import { PRODUCT_TITLE, getPageTitle } from '@/features/navigation/page-title';
import { SidebarProvider } from '@/features/navigation/sidebar-provider';
import { paths } from '@/lib/paths';
import { useAppDispatch, useAppSelector } from '../hooks';
import { TopBar } from './top-bar';

/** What a page area shows while its code loads. */
function PageSkeleton() {
  return (
    <div aria-busy="true" className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <p role="status" className="sr-only">
        Loading page…
      </p>
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-4 w-96 max-w-full" />
      <Skeleton className="mt-4 h-40 w-full" />
    </div>
  );
}

/** The signed-in layout: top bar, sidebar (with the exam countdown), offline banner and the page. */
export function AppLayout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const profile = useAppSelector(selectProfile);
  const profileFailed = useAppSelector(selectProfileStatus) === 'failed';
  const connection = useAppSelector(selectConnection);
  const { pathname } = useLocation();
  const title = getPageTitle(pathname);
  const mainRef = useRef<HTMLElement>(null);
  const hasNavigated = useRef(false);

  useEffect(() => {
    document.title = title === PRODUCT_TITLE ? PRODUCT_TITLE : `${title} · ${PRODUCT_TITLE}`;
  }, [title]);

  useEffect(() => {
    // After moving to another page, start keyboard and screen-reader users at its content.
    if (hasNavigated.current) mainRef.current?.focus({ preventScroll: true });
    hasNavigated.current = true;
  }, [pathname]);

  if (!user) return null;

  async function onSignOut() {
    await dispatch(signOut());
    await navigate(paths.login, { replace: true });
  }

  return (
    <TooltipProvider>
    <SidebarProvider>
      <div className="flex min-h-svh flex-col">
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to main content
        </a>
        <TopBar title={title} user={user} profile={profile} connectionStatus={connection.status} onSignOut={() => void onSignOut()} />
        <OfflineBanner connection={connection} />
        <div className="flex flex-1">
          <AppSidebar
            footer={<ExamCountdownCard profile={profile} unavailable={profileFailed} onRetry={() => void dispatch(fetchProfile())} />}
            compactFooter={<ExamCountdownIcon profile={profile} />}
          />
          <main id="main-content" ref={mainRef} tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 outline-none md:px-8 md:py-8 print:p-0">
            <Suspense fallback={<PageSkeleton />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
      </div>
    </SidebarProvider>
    </TooltipProvider>
  );
}
