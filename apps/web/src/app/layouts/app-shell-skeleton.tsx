import { BrandLogo } from '@/components/brand-logo';
import { Skeleton } from '@/components/ui/skeleton';
import { SIDEBAR_COOKIE_NAME, SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON } from '@/features/navigation/sidebar-constants';
import { readCookie } from '@/lib/cookie';

/** The empty layout shell (top bar and sidebar frames, no content) shown while the session is being checked. */
export function AppShellSkeleton() {
  const collapsed = readCookie(SIDEBAR_COOKIE_NAME) === 'false';
  return (
    <div data-testid="app-shell-loading" aria-busy="true" className="flex min-h-svh flex-col">
      <p role="status" className="sr-only">
        Loading PTE Coach…
      </p>
      <header className="flex h-14 items-center gap-3 border-b bg-background px-4">
        <BrandLogo compact />
        <Skeleton className="ml-auto hidden h-9 w-64 sm:block" />
        <Skeleton className="size-8 rounded-full" />
      </header>
      <div className="flex flex-1">
        <aside
          aria-hidden
          style={{ width: collapsed ? SIDEBAR_WIDTH_ICON : SIDEBAR_WIDTH }}
          className="hidden shrink-0 flex-col gap-3 border-r border-sidebar-border bg-sidebar p-3 md:flex"
        >
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} className="h-6" />
          ))}
        </aside>
        <main className="flex-1" />
      </div>
    </div>
  );
}
