import { Search } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { inputClassName } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { searchPages, type SearchEntry } from './search-index';

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The top bar's search box: finds pages and practice types as you type. Arrow keys move through the
 * results, Enter opens one, Escape closes the list; "/" or Ctrl+K (Cmd+K) jumps to the box.
 */
export function PageSearch({ className, entries }: { className?: string; entries?: SearchEntry[] }) {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const results = useMemo(() => searchPages(query, entries), [query, entries]);
  const showList = open && query.trim() !== '';
  const active = results[Math.min(activeIndex, results.length - 1)];

  useEffect(() => {
    function onKeyDown(event: globalThis.KeyboardEvent) {
      const isSlash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditable(event.target);
      const isCommandK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey);
      if (isSlash || isCommandK) {
        event.preventDefault();
        inputRef.current?.focus();
        inputRef.current?.select();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  function go(result: SearchEntry) {
    void navigate(result.url);
    setQuery('');
    setOpen(false);
    inputRef.current?.blur();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (Math.min(index, results.length - 1) + step + results.length) % results.length);
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

  return (
    <div className={cn('relative w-full', className)}>
      <Search aria-hidden className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
      <input
        ref={inputRef}
        type="search"
        role="combobox"
        aria-label="Search pages and practice types"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active ? `${listId}-${active.url}` : undefined}
        aria-keyshortcuts="/ Control+K Meta+K"
        placeholder="Search..."
        autoComplete="off"
        spellCheck={false}
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
          'absolute top-full right-0 left-0 z-50 mt-1 overflow-hidden rounded-lg border bg-popover text-popover-foreground shadow-lg',
          !showList && 'hidden',
        )}
      >
        <ul id={listId} role="listbox" aria-label="Search results" className="max-h-80 overflow-y-auto p-1">
          {results.map((result) => {
            const isActive = result === active;
            return (
              <li
                key={result.url}
                id={`${listId}-${result.url}`}
                role="option"
                aria-selected={isActive}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => go(result)}
                className={cn('flex cursor-pointer items-baseline justify-between gap-3 rounded-md px-2.5 py-2 text-sm', isActive && 'bg-accent text-accent-foreground')}
              >
                <span className="truncate font-medium">{result.title}</span>
                <span className="shrink-0 text-xs text-muted-foreground">{result.context}</span>
              </li>
            );
          })}
        </ul>
        {showList && results.length === 0 && (
          <p role="status" className="px-3 py-2.5 text-sm text-muted-foreground">
            No pages match “{query.trim()}”.
          </p>
        )}
      </div>
    </div>
  );
}
