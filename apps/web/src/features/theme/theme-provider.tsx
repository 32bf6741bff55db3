import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';

/** The learner's theme choice. */
export type ThemeChoice = 'light' | 'dark' | 'system';

/** localStorage key of the theme choice (also read by `public/theme-init.js` before the first paint). */
export const THEME_STORAGE_KEY = 'pte-coach.theme';

interface ThemeContextValue {
  choice: ThemeChoice;
  /** The theme in effect: the choice, or the system's setting for `system`. */
  resolved: 'light' | 'dark';
  setChoice: (choice: ThemeChoice) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

const darkQuery = '(prefers-color-scheme: dark)';

function readChoice(): ThemeChoice {
  try {
    const saved = window.localStorage.getItem(THEME_STORAGE_KEY);
    return saved === 'light' || saved === 'dark' ? saved : 'system';
  } catch {
    return 'system';
  }
}

function subscribeToSystem(onChange: () => void): () => void {
  const list = window.matchMedia(darkQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Applies the light or dark theme (class `dark` on `<html>`), follows the system for `system`, and saves the choice. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [choice, setChoiceState] = useState<ThemeChoice>(readChoice);
  const systemDark = useSyncExternalStore(subscribeToSystem, () => window.matchMedia(darkQuery).matches, () => false);
  const resolved = choice === 'system' ? (systemDark ? 'dark' : 'light') : choice;

  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', resolved === 'dark');
    root.style.colorScheme = resolved;
  }, [resolved]);

  const setChoice = useCallback((next: ThemeChoice) => {
    setChoiceState(next);
    try {
      if (next === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
      else window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Without storage the choice lasts for this visit only.
    }
  }, []);

  const value = useMemo(() => ({ choice, resolved, setChoice }), [choice, resolved, setChoice]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The theme choice and its setter; throws outside a `ThemeProvider`. */
export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used inside a ThemeProvider');
  return context;
}
