import { accountLinks, isNavSection, sidebarNavigation, type NavGroup } from './nav-items';

/** The product's own title, used when no sidebar entry matches the path. */
export const PRODUCT_TITLE = 'PTE Coach';

/** True when `path` is `url` or a page under it (`url/…`). */
const isAtOrUnder = (path: string, url: string) => path === url || path.startsWith(`${url}/`);

/**
 * The top bar's title for `pathname`: "Dashboard" on `/`; otherwise the matching sidebar entry's title,
 * as "parent / child" for a sub-item (e.g. "Speaking / Read Aloud", "Resources / Help Center"), a page under a
 * sidebar link taking that link's title (e.g. a mock test's report, "Practice / Mock Tests"); for the account
 * menu's pages and the pages under them, the menu entry's title (e.g. "Study History"); otherwise the product title.
 */
export function getPageTitle(pathname: string, navigation: NavGroup[] = sidebarNavigation): string {
  if (pathname === '/') return 'Dashboard';
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const group of navigation) {
    for (const entry of group.entries) {
      if (isNavSection(entry)) {
        const child = entry.children.find((link) => link.url === path);
        if (child) return `${entry.title} / ${child.title}`;
      } else if (isAtOrUnder(path, entry.url)) {
        return group.label ? `${group.label} / ${entry.title}` : entry.title;
      }
    }
  }
  const account = accountLinks.find((link) => isAtOrUnder(path, link.url));
  return account?.title ?? PRODUCT_TITLE;
}
