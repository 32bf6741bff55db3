/** Reads a JSON value from localStorage; null when missing, unreadable or storage is unavailable. */
export function readStoredJson(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

/** Writes a JSON value to localStorage; does nothing when storage is unavailable or full. */
export function writeStoredJson(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage refused (private mode or quota): the value lives only in memory for this visit.
  }
}

/** Removes a localStorage entry; does nothing when storage is unavailable. */
export function removeStoredValue(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to clean up when storage is unavailable.
  }
}
