import MiniSearch from 'minisearch';
import { accountLinks, isNavSection, sidebarNavigation, type NavGroup, type NavLink } from './nav-items';

/** A page the top bar's search can find. */
export interface SearchEntry {
  /** What the result says, e.g. "Read Aloud". */
  title: string;
  /** Where it sits, e.g. "Speaking practice", shown beside the title. */
  context: string;
  url: string;
  /** The initials of the title, e.g. "wfd" for Write From Dictation. */
  initials: string;
}

function initialsOf(title: string): string {
  return title
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .toLowerCase();
}

function entry(link: NavLink, context: string): SearchEntry {
  return { title: link.title, context, url: link.url, initials: initialsOf(link.title) };
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

/** A MiniSearch index of `entries`: every query word must start a word of the title, context or initials. */
function indexOf(entries: readonly SearchEntry[]): MiniSearch<SearchEntry> {
  const index = new MiniSearch<SearchEntry>({
    idField: 'url',
    fields: ['title', 'context', 'initials'],
    searchOptions: { prefix: true, combineWith: 'AND', boost: { title: 3, initials: 2 } },
  });
  index.addAll(entries);
  return index;
}

// Built on the first search of each entry list, not at load: most page views never search.
const indexes = new WeakMap<readonly SearchEntry[], MiniSearch<SearchEntry>>();

/**
 * Pages matching `query`, best first (MiniSearch: each query word starts a word of the title, where it counts
 * most, of the context or the initials; titles that start with the query rank first). At most `limit` entries.
 */
export function searchPages(query: string, entries: readonly SearchEntry[] = searchEntries, limit = 8): SearchEntry[] {
  const phrase = query.trim().toLowerCase();
  if (!phrase) return [];
  let index = indexes.get(entries);
  if (!index) {
    index = indexOf(entries);
    indexes.set(entries, index);
  }
  const byUrl = new Map(entries.map((candidate) => [candidate.url, candidate]));
  return index
    .search(phrase)
    .flatMap((result, order) => {
      const found = byUrl.get(String(result.id));
      return found ? [{ found, order, startsWith: found.title.toLowerCase().startsWith(phrase) }] : [];
    })
    .sort((a, b) => Number(b.startsWith) - Number(a.startsWith) || a.order - b.order)
    .slice(0, limit)
    .map(({ found }) => found);
}
