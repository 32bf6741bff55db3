/** A bounded in-memory map whose entries expire; the least recently used entry goes first when it is full. */
interface TtlCache<K, V> {
  get(key: K): V | undefined;
  /** Stores `value` until `ttlMs` from now, or until `expiresAt` (epoch ms) if that comes sooner. */
  set(key: K, value: V, expiresAt?: number): void;
  delete(key: K): void;
  clear(): void;
  readonly size: number;
}

/**
 * Creates a {@link TtlCache}. With `ttlMs` 0 it stores nothing, so callers need no special case when caching
 * is switched off.
 */
export function createTtlCache<K, V>({ ttlMs, maxEntries, now = Date.now }: { ttlMs: number; maxEntries: number; now?: () => number }): TtlCache<K, V> {
  const entries = new Map<K, { value: V; expiresAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= now()) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value, expiresAt = Infinity) {
      if (ttlMs <= 0) return;
      entries.delete(key);
      entries.set(key, { value, expiresAt: Math.min(now() + ttlMs, expiresAt) });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as K);
    },
    delete(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
