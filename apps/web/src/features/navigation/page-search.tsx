import type { SearchHit } from '@pte/contract';
import { questionTypes } from '@pte/exam';
import { Search } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { inputClassName } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { searchPages, type SearchEntry } from './search-index';
import { useSiteSearch } from './use-site-search';

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** One option of the results: where it leads and what it shows. `kind` names its group. */
interface SearchOption {
  kind: 'page' | SearchHit['kind'];
  key: string;
  url: string;
  title: string;
  context: string;
  snippet?: string;
}

/** The groups of the results, in the order they are listed. */
const groupOrder = ['page', 'question', 'guide', 'help'] as const satisfies readonly SearchOption['kind'][];
const groupTitles: Record<SearchOption['kind'], string> = { page: 'Pages', question: 'Questions', guide: 'Guides', help: 'Help' };

function pageOption(entry: SearchEntry): SearchOption {
  return { kind: 'page', key: `page:${entry.url}`, url: entry.url, title: entry.title, context: entry.context };
}

/** What a result found on the server shows: a question with its task type; a guide or help section with its heading. */
function serverOption(hit: SearchHit): SearchOption {
  if (hit.kind === 'question') {
    return { kind: 'question', key: `question:${hit.id}`, url: hit.url, title: hit.title, context: questionTypes[hit.type].title, snippet: hit.snippet };
  }
  const place = hit.kind === 'help' ? 'Help Center' : hit.guide === 'task' ? 'Task guide' : 'Skill guide';
  return { kind: hit.kind, key: `${hit.kind}:${hit.id}`, url: hit.url, title: hit.section ? `${hit.title}: ${hit.section}` : hit.title, context: place, snippet: hit.snippet };
}

/**
 * The top bar's search box: finds the app's pages (in the browser, MiniSearch over the sidebar's pages) and, from the
 * API as typing pauses, questions (by title, text and topic) and the sections of the Study Materials guides and of
 * the Help Center articles, listed in four groups: Pages, Questions, Guides, Help. Arrow keys move through the
 * results, Enter opens one (a guide or article at its section), Escape closes the list; "/" or Ctrl+K (Cmd+K)
 * jumps to the box from anywhere.
 */
export function PageSearch({ className, entries }: { className?: string; entries?: SearchEntry[] }) {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const pages = useMemo(() => searchPages(query, entries).map(pageOption), [query, entries]);
  const siteSearch = useSiteSearch(open ? query : '');
  const found = useMemo<SearchOption[]>(() => (siteSearch.status === 'done' ? siteSearch.results.map(serverOption) : []), [siteSearch]);
  // Listed group by group, so the arrow keys follow the order on screen.
  const options = useMemo(() => groupOrder.flatMap((kind) => [...pages, ...found].filter((option) => option.kind === kind)), [pages, found]);
  const showList = open && query.trim() !== '';
  const activePosition = Math.min(activeIndex, options.length - 1);
  const active = options[activePosition];
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    function onKeyDown(event: globalThis.KeyboardEvent) {
      const isSlash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditable(event.target);
      const isCommandK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey;
      if (isSlash || isCommandK) {
        event.preventDefault();
        inputRef.current?.focus();
        inputRef.current?.select();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    if (showList && active) document.getElementById(optionId(activePosition))?.scrollIntoView?.({ block: 'nearest' });
    // `optionId` is derived from `listId`, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [showList, active, activePosition]);

  function go(option: SearchOption) {
    void navigate(option.url);
    setQuery('');
    setOpen(false);
    inputRef.current?.blur();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (Math.min(index, options.length - 1) + step + options.length) % options.length);
    } else if (event.key === 'Home' || event.key === 'End') {
      if (!showList || options.length === 0) return;
      event.preventDefault();
      setActiveIndex(event.key === 'Home' ? 0 : options.length - 1);
    } else if (event.key === 'Enter') {
      if (showList && active) {
        event.preventDefault();
        go(active);
      }
    } else if (event.key === 'Escape') {
      if (showList) setOpen(false);
      else setQuery('');
    }
  }

  const groups = groupOrder.map((kind) => ({ kind, options: options.map((option, index) => ({ option, index })).filter(({ option }) => option.kind === kind) }));
  const searchStatus: ReactNode =
    siteSearch.status === 'searching' ? 'Searching questions, guides and help…' : siteSearch.status === 'failed' ? siteSearch.message : null;
  const nothingFound = options.length === 0 && siteSearch.status !== 'searching';

  return (
    <div className={cn('relative w-full', className)}>
      <Search aria-hidden className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
      <input
        ref={inputRef}
        type="search"
        role="combobox"
        aria-label="Search pages and questions, guides and help"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active ? optionId(activePosition) : undefined}
        aria-keyshortcuts="/ Control+K Meta+K"
        placeholder="Search..."
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActiveIndex(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className={cn(inputClassName, 'h-9 bg-muted/50 pr-12 pl-8 [&::-webkit-search-cancel-button]:hidden')}
      />
      <kbd
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-2 hidden -translate-y-1/2 rounded border bg-background px-1.5 text-[11px] text-muted-foreground sm:inline"
      >
        Ctrl K
      </kbd>
      <div
        className={cn(
          'absolute top-full right-0 left-0 z-50 mt-1 overflow-hidden rounded-lg border bg-popover text-popover-foreground shadow-lg sm:min-w-96',
          !showList && 'hidden',
        )}
      >
        <div id={listId} role="listbox" aria-label="Search results" className="max-h-96 overflow-y-auto p-1">
          {groups.map(({ kind, options: members }) =>
            members.length === 0 ? null : (
              <div key={kind} role="group" aria-labelledby={`${listId}-${kind}`}>
                <div id={`${listId}-${kind}`} role="presentation" className="px-2.5 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                  {groupTitles[kind]}
                </div>
                {members.map(({ option, index }) => {
                  const isActive = index === activePosition;
                  return (
                    <div
                      key={option.key}
                      id={optionId(index)}
                      role="option"
                      aria-selected={isActive}
                      onMouseDown={(event) => event.preventDefault()}
                      onMouseMove={() => setActiveIndex(index)}
                      onClick={() => go(option)}
                      className={cn('flex cursor-pointer flex-col gap-0.5 rounded-md px-2.5 py-2 text-sm', isActive && 'bg-accent text-accent-foreground outline outline-2 outline-ring/40')}
                    >
                      <span className="flex items-baseline justify-between gap-3">
                        <span className="truncate font-medium">{option.title}</span>
                        <span className="shrink-0 text-xs text-muted-foreground">{option.context}</span>
                      </span>
                      {option.snippet && <span className="line-clamp-2 text-xs text-muted-foreground">{option.snippet}</span>}
                    </div>
                  );
                })}
              </div>
            ),
          )}
        </div>
        {showList && (searchStatus || nothingFound) && (
          <p role="status" className="px-3 py-2.5 text-sm text-muted-foreground">
            {searchStatus ?? `Nothing matches “${query.trim()}”.`}
          </p>
        )}
      </div>
    </div>
  );
}
