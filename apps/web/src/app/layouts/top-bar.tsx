import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { Separator } from '@/components/ui/separator';
import { ConnectionStatus } from '@/features/connection/connection-status';
import type { ConnectionStatus as Status } from '@/features/connection/connection-monitor';
import { SidebarMenuToggle } from '@/features/navigation/app-sidebar';
import { PageSearch } from '@/features/navigation/page-search';
import { UserMenu } from '@/features/navigation/user-menu';
import { NotificationsButton } from '@/features/notifications/notifications-button';
import { paths } from '@/lib/paths';

/** The top bar: menu toggle (small screens), logo, page title, search, connection, notifications and the avatar menu. */
export function TopBar({
  title,
  user,
  profile,
  connectionStatus,
  onSignOut,
}: {
  title: string;
  user: { id: string; name: string; email: string };
  /** The learner's profile, once loaded: its display name is shown in the avatar menu. */
  profile: { displayName: string } | null;
  connectionStatus: Status;
  onSignOut: () => void;
}) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80 print:hidden">
      <div className="flex h-14 items-center gap-2 px-3 md:gap-3 md:px-4">
        <SidebarMenuToggle className="md:hidden" />
        <Link to={paths.dashboard} aria-label="PTE Coach dashboard" className="rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          <BrandLogo compact />
        </Link>
        <Separator orientation="vertical" className="mx-1 hidden h-6! md:block" />
        <p data-testid="page-title" className="min-w-0 flex-1 truncate text-sm font-medium md:text-base">
          {title}
        </p>
        <PageSearch className="hidden max-w-xs sm:block" />
        <ConnectionStatus status={connectionStatus} className="px-1" />
        <NotificationsButton key={user.id} />
        <UserMenu name={profile?.displayName || user.name} email={user.email} onSignOut={onSignOut} />
      </div>
      <div className="px-3 pb-2 sm:hidden">
        <PageSearch />
      </div>
    </header>
  );
}
