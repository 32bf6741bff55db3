import { accountLinks, isNavSection, sidebarNavigation, type NavGroup, type NavLink } from './nav-items';

/** A page the top bar's search can find. */
export interface SearchEntry {
  /** What the result says, e.g. "Read Aloud". */
  title: string;
  /** Where it sits, e.g. "Speaking practice", shown beside the title. */
  context: string;
  url: string;
  /** Lower-case words the query is matched against (title, context, initials such as "wfd"). */
  terms: string[];
}

function words(text: string): string[] {
  return text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
}

function initials(title: string): string {
  return title
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .toLowerCase();
}

function entry(link: NavLink, context: string): SearchEntry {
  return { title: link.title, context, url: link.url, terms: [...words(link.title), ...words(context), initials(link.title)] };
}

/** Every page of the sidebar and the avatar menu, as search entries. */
function buildSearchEntries(navigation: NavGroup[] = sidebarNavigation, account: NavLink[] = accountLinks): SearchEntry[] {
  const entries: SearchEntry[] = [];
  for (const group of navigation) {
    for (const item of group.entries) {
      if (isNavSection(item)) {
        for (const child of item.children) entries.push(entry(child, `${item.title} practice`));
      } else {
        entries.push(entry(item, group.label ?? 'Account'));
      }
    }
  }
  for (const link of account) entries.push(entry(link, 'My Account'));
  return entries;
}

/** The search entries of the web app. */
export const searchEntries: SearchEntry[] = buildSearchEntries();

/**
 * Pages matching `query`: every word of the query must start a word of the entry (or its initials).
 * Titles that start with the query rank first. Returns at most `limit` entries.
 */
export function searchPages(query: string, entries: SearchEntry[] = searchEntries, limit = 8): SearchEntry[] {
  const queryWords = words(query);
  if (queryWords.length === 0) return [];
  const phrase = queryWords.join(' ');
  return entries
    .filter((candidate) => queryWords.every((word) => candidate.terms.some((term) => term.startsWith(word))))
    .map((candidate) => {
      const title = words(candidate.title).join(' ');
      const rank = title.startsWith(phrase) ? 0 : title.includes(phrase) ? 1 : 2;
      return { candidate, rank };
    })
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}
