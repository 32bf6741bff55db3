import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, type Location } from 'react-router';
import { selectAuthLoading, selectUser } from '@/features/auth/auth-slice';
import { paths } from '@/lib/paths';
import { useAppSelector } from '../hooks';
import { AppShellSkeleton } from './app-shell-skeleton';

/** Router state the login guard leaves behind: the page the learner asked for. */
interface FromState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/** Where to go after signing in: the page the guard interrupted, or the dashboard. Only same-site paths. */
export function returnPathFrom(state: unknown): string {
  const from = (state as FromState | null)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/') || from.pathname.startsWith('//')) return paths.dashboard;
  if (from.pathname === paths.login || from.pathname === paths.register) return paths.dashboard;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/**
 * The login guard of every non-public route: an empty layout shell while the session is checked, a redirect
 * to /login (remembering the page in `from`) when nobody is signed in, the page otherwise.
 */
export function RequireAuth() {
  const loading = useAppSelector(selectAuthLoading);
  const user = useAppSelector(selectUser);
  const location = useLocation();
  if (loading) return <AppShellSkeleton />;
  if (!user) {
    const from: FromState['from'] = { pathname: location.pathname, search: location.search, hash: location.hash };
    return <Navigate to={paths.login} replace state={{ from } satisfies FromState} />;
  }
  return <Outlet />;
}

/** For /login and /register: a signed-in learner goes on to the page they asked for (or the dashboard). */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const user = useAppSelector(selectUser);
  const location = useLocation();
  if (user) return <Navigate to={returnPathFrom(location.state)} replace />;
  return children;
}
