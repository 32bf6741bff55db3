import { createContext, useCallback, useContext, useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { readCookie, writeCookie } from '@/lib/cookie';
import {
  SIDEBAR_COOKIE_MAX_AGE,
  SIDEBAR_COOKIE_NAME,
  SIDEBAR_KEYBOARD_SHORTCUT,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  SIDEBAR_WIDTH_MOBILE,
} from './sidebar-constants';
import { useIsMobile } from './use-is-mobile';

/** What the sidebar's parts share: expanded/collapsed on wide screens, open/closed slide-over on small ones. */
interface SidebarState {
  /** `expanded` or `collapsed` (icon-only) on wide screens. */
  state: 'expanded' | 'collapsed';
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Whether the slide-over panel is shown on small screens. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  /** Collapses/expands the sidebar, or opens/closes the slide-over on small screens. */
  toggleSidebar: () => void;
}

const SidebarContext = createContext<SidebarState | null>(null);

/** The sidebar state; throws outside a `SidebarProvider`. */
export function useSidebar(): SidebarState {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('useSidebar must be used inside a SidebarProvider');
  return context;
}

function readSavedOpen(fallback: boolean): boolean {
  const saved = readCookie(SIDEBAR_COOKIE_NAME);
  return saved === undefined ? fallback : saved === 'true';
}

/**
 * Holds the sidebar state, restores it from the `sidebar_state` cookie, saves every change there for 7 days,
 * and toggles the sidebar on Ctrl+B / Cmd+B.
 */
export function SidebarProvider({ defaultOpen = true, children }: { defaultOpen?: boolean; children: ReactNode }) {
  const isMobile = useIsMobile();
  const [open, setOpenState] = useState(() => readSavedOpen(defaultOpen));
  const [openMobile, setOpenMobile] = useState(false);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    writeCookie(SIDEBAR_COOKIE_NAME, String(next), SIDEBAR_COOKIE_MAX_AGE);
  }, []);

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((current) => !current);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT && (event.ctrlKey || event.metaKey) && !event.altKey) {
        event.preventDefault();
        toggleSidebar();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggleSidebar]);

  const value = useMemo<SidebarState>(
    () => ({ state: open ? 'expanded' : 'collapsed', open, setOpen, openMobile, setOpenMobile, isMobile, toggleSidebar }),
    [open, setOpen, openMobile, isMobile, toggleSidebar],
  );

  const style = {
    '--sidebar-width': SIDEBAR_WIDTH,
    '--sidebar-width-icon': SIDEBAR_WIDTH_ICON,
    '--sidebar-width-mobile': SIDEBAR_WIDTH_MOBILE,
  } as CSSProperties;

  return (
    <SidebarContext.Provider value={value}>
      <div data-slot="sidebar-wrapper" style={style} className="contents">
        {children}
      </div>
    </SidebarContext.Provider>
  );
}
