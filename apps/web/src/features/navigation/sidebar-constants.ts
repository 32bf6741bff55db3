/** Name of the cookie that remembers whether the sidebar is expanded (`true`) or collapsed to icons (`false`). */
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';

/** How long the sidebar cookie is kept: 604800 seconds (7 days). */
export const SIDEBAR_COOKIE_MAX_AGE = 604800;

/** Width of the expanded sidebar. */
export const SIDEBAR_WIDTH = '16rem';

/** Width of the sidebar collapsed to icons. */
export const SIDEBAR_WIDTH_ICON = '3rem';

/** Width of the slide-over sidebar on small screens. */
export const SIDEBAR_WIDTH_MOBILE = '18rem';

/** Below this viewport width (px) the sidebar becomes a slide-over panel. */
export const MOBILE_BREAKPOINT = 768;

/** With Ctrl (or Cmd on macOS), this key toggles the sidebar. */
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';
