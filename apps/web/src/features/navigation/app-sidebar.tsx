import * as Collapsible from '@radix-ui/react-collapsible';
import {
  BookMarked,
  ChevronRight,
  ClipboardCheck,
  LayoutDashboard,
  LifeBuoy,
  Menu,
  PanelLeftClose,
  PanelLeftOpen,
  Settings,
  Video,
  type LucideIcon,
} from 'lucide-react';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { sectionIcons } from './section-icons';
import { isNavSection, sidebarFooter, sidebarGroups, type NavIconName, type NavLink, type NavSection } from './nav-items';
import { SIDEBAR_WIDTH_MOBILE } from './sidebar-constants';
import { useSidebar } from './sidebar-provider';

const icons: Record<NavIconName, LucideIcon> = {
  overview: LayoutDashboard,
  ...sectionIcons,
  'mock-tests': ClipboardCheck,
  'study-materials': BookMarked,
  'video-tutorials': Video,
  help: LifeBuoy,
  settings: Settings,
};

const itemClassName =
  'flex h-9 w-full min-w-0 items-center gap-2.5 rounded-md px-2.5 text-sm text-sidebar-foreground outline-none transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4 [&_svg]:shrink-0';
const activeClassName = 'bg-sidebar-accent font-medium text-sidebar-accent-foreground';

/** Shows `label` as a tooltip beside `children` while the sidebar is collapsed to icons. */
function CollapsedTooltip({ label, children }: { label: string; children: ReactNode }) {
  const { state, isMobile } = useSidebar();
  if (state === 'expanded' || isMobile) return children;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side="right">{label}</TooltipContent>
    </Tooltip>
  );
}

/** A sidebar link, marked as the current page while `pathname` is the page it leads to. */
function PageLink({ to, pathname, className, ...props }: ComponentProps<typeof Link> & { to: string; pathname: string }) {
  const isActive = pathname === to;
  return (
    <Link
      {...props}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      data-active={isActive || undefined}
      className={cn(itemClassName, isActive && activeClassName, className)}
    />
  );
}

function SidebarLink({ link, pathname, compact, onNavigate }: { link: NavLink; pathname: string; compact: boolean; onNavigate: () => void }) {
  const Icon = link.icon ? icons[link.icon] : null;
  return (
    <li>
      <CollapsedTooltip label={link.title}>
        <PageLink to={link.url} pathname={pathname} onClick={onNavigate} className={cn(compact && 'justify-center px-0')}>
          {Icon && <Icon aria-hidden />}
          <span className={cn('truncate', compact && 'sr-only')}>{link.title}</span>
        </PageLink>
      </CollapsedTooltip>
    </li>
  );
}

function SidebarSection({ section, pathname, compact, onNavigate }: { section: NavSection; pathname: string; compact: boolean; onNavigate: () => void }) {
  const { setOpen } = useSidebar();
  const Icon = icons[section.icon];
  const hasActiveChild = section.children.some((child) => child.url === pathname);
  const [open, setGroupOpen] = useState(hasActiveChild);
  const [wasActive, setWasActive] = useState(hasActiveChild);
  // A group opens when one of its children becomes the current page (also after navigating by search).
  if (hasActiveChild !== wasActive) {
    setWasActive(hasActiveChild);
    if (hasActiveChild) setGroupOpen(true);
  }

  if (compact) {
    return (
      <li>
        <CollapsedTooltip label={section.title}>
          <button
            type="button"
            data-active={hasActiveChild || undefined}
            onClick={() => {
              setGroupOpen(true);
              setOpen(true);
            }}
            className={cn(itemClassName, 'justify-center px-0', hasActiveChild && activeClassName)}
          >
            <Icon aria-hidden />
            <span className="sr-only">{`Open ${section.title}`}</span>
          </button>
        </CollapsedTooltip>
      </li>
    );
  }

  return (
    <Collapsible.Root asChild open={open} onOpenChange={setGroupOpen}>
      <li>
        <Collapsible.Trigger className={cn(itemClassName, 'group/section', hasActiveChild && 'font-medium')}>
          <Icon aria-hidden />
          <span className="truncate">{section.title}</span>
          <ChevronRight aria-hidden className="ml-auto transition-transform group-data-[state=open]/section:rotate-90" />
        </Collapsible.Trigger>
        <Collapsible.Content>
          <ul className="mt-0.5 ml-4.5 flex flex-col gap-0.5 border-l border-sidebar-border pl-2.5">
            {section.children.map((child) => (
              <li key={child.url}>
                <PageLink to={child.url} pathname={pathname} onClick={onNavigate} className="h-8 text-[13px]">
                  <span className="truncate">{child.title}</span>
                </PageLink>
              </li>
            ))}
          </ul>
        </Collapsible.Content>
      </li>
    </Collapsible.Root>
  );
}

function SidebarBody({ compact, footer, onNavigate }: { compact: boolean; footer?: ReactNode; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const { isMobile, open, setOpen } = useSidebar();
  return (
    <div className="flex h-full min-h-0 flex-col">
      <nav aria-label="Main" className="flex-1 overflow-y-auto overflow-x-hidden px-2 py-3">
        {sidebarGroups.map((group) => (
          <section key={group.label} aria-labelledby={`sidebar-group-${group.label}`} className="mb-4 last:mb-0">
            <h2
              id={`sidebar-group-${group.label}`}
              className={cn('mb-1 px-2.5 text-xs font-medium tracking-wide text-muted-foreground uppercase', compact && 'sr-only')}
            >
              {group.label}
            </h2>
            <ul className="flex flex-col gap-0.5">
              {group.entries.map((entry) =>
                isNavSection(entry) ? (
                  <SidebarSection key={entry.title} section={entry} pathname={pathname} compact={compact} onNavigate={onNavigate} />
                ) : (
                  <SidebarLink key={entry.url} link={entry} pathname={pathname} compact={compact} onNavigate={onNavigate} />
                ),
              )}
            </ul>
          </section>
        ))}
      </nav>
      <div className="flex flex-col gap-2 border-t border-sidebar-border px-2 py-3">
        {footer}
        <ul className="flex flex-col gap-0.5">
          {sidebarFooter.entries.map((entry) =>
            isNavSection(entry) ? null : <SidebarLink key={entry.url} link={entry} pathname={pathname} compact={compact} onNavigate={onNavigate} />,
          )}
          {!isMobile && (
            <li>
              <CollapsedTooltip label="Expand sidebar (Ctrl+B)">
                <button
                  type="button"
                  onClick={() => setOpen(!open)}
                  aria-keyshortcuts="Control+B Meta+B"
                  className={cn(itemClassName, 'text-muted-foreground', compact && 'justify-center px-0')}
                >
                  {open ? <PanelLeftClose aria-hidden /> : <PanelLeftOpen aria-hidden />}
                  <span className={cn('truncate', compact && 'sr-only')}>{open ? 'Collapse sidebar' : 'Expand sidebar'}</span>
                  {!compact && (
                    <kbd aria-hidden className="ml-auto text-[11px] text-muted-foreground">
                      Ctrl+B
                    </kbd>
                  )}
                </button>
              </CollapsedTooltip>
            </li>
          )}
        </ul>
      </div>
    </div>
  );
}

/**
 * The sidebar: Dashboard, Practice (derived from the question-type registry, then Mock Tests), Resources, then the footer
 * (`footer`, e.g. the exam countdown, above Settings). Collapses to icons on wide screens and becomes a
 * slide-over panel below 768 px.
 */
export function AppSidebar({ footer, compactFooter }: { footer?: ReactNode; compactFooter?: ReactNode }) {
  const { state, isMobile, openMobile, setOpenMobile } = useSidebar();

  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        {/* The sheet is portalled to <body>, outside the provider that defines the width variables. */}
        <SheetContent aria-describedby={undefined} style={{ width: SIDEBAR_WIDTH_MOBILE }} className="bg-sidebar p-0 pt-10">
          <SheetTitle className="sr-only">Navigation</SheetTitle>
          <SheetDescription className="sr-only">Pages of PTE Coach</SheetDescription>
          <SidebarBody compact={false} footer={footer} onNavigate={() => setOpenMobile(false)} />
        </SheetContent>
      </Sheet>
    );
  }

  const compact = state === 'collapsed';
  return (
    <aside
      aria-label="Sidebar"
      data-state={state}
      className={cn(
        'sticky top-14 h-[calc(100svh-3.5rem)] shrink-0 border-r border-sidebar-border bg-sidebar transition-[width] duration-200 ease-out print:hidden',
        compact ? 'w-(--sidebar-width-icon)' : 'w-(--sidebar-width)',
      )}
    >
      <SidebarBody compact={compact} footer={compact ? compactFooter : footer} onNavigate={() => undefined} />
    </aside>
  );
}

/** The top bar's menu button that opens the slide-over sidebar on small screens. */
export function SidebarMenuToggle({ className }: { className?: string }) {
  const { toggleSidebar, openMobile } = useSidebar();
  return (
    <button
      type="button"
      onClick={toggleSidebar}
      aria-label="Open menu"
      aria-expanded={openMobile}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-md text-foreground hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        className,
      )}
    >
      <Menu aria-hidden className="size-5" />
    </button>
  );
}
