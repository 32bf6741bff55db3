import { createContext, useContext } from 'react';
import { canUseIndexedDb, indexedDbStore, type DeviceStore } from '@/features/practice/recording/indexed-db-store';

/** Values kept on this device per test sitting and item position (answers waiting to be sent, answers in progress). */
export interface PositionStore {
  put(sessionId: string, position: number, value: unknown): Promise<void>;
  /** The value kept for the item, or null. */
  get(sessionId: string, position: number): Promise<unknown>;
  remove(sessionId: string, position: number): Promise<void>;
  /** Every value kept for the sitting, in position order. */
  list(sessionId: string): Promise<Array<{ position: number; value: unknown }>>;
  /** Forgets everything kept for the sitting. */
  clear(sessionId: string): Promise<void>;
}

/** What the test player keeps on this device: the outbox of answers not yet acknowledged, and answers in progress. */
export interface PlayerStorage {
  outbox: PositionStore;
  drafts: PositionStore;
}

/** A position store over an IndexedDB store, keyed `[sessionId, position]` so one sitting's values sort by position. */
function indexedDbPositions(store: DeviceStore): PositionStore {
  const sittingEntries = async (sessionId: string) =>
    (await store.entries([sessionId, 0], [sessionId, Number.MAX_SAFE_INTEGER])).flatMap(({ key, value }) =>
      Array.isArray(key) && typeof key[1] === 'number' ? [{ position: key[1], value }] : [],
    );
  return {
    put: async (sessionId, position, value) => {
      await store.put([sessionId, position], value);
    },
    get: async (sessionId, position) => (await store.get([sessionId, position])) ?? null,
    remove: (sessionId, position) => store.delete([sessionId, position]),
    list: sittingEntries,
    clear: async (sessionId) => {
      for (const { position } of await sittingEntries(sessionId)) await store.delete([sessionId, position]);
    },
  };
}

/** A position store in this page's memory: what a browser without IndexedDB keeps until the page closes (and tests use). */
function memoryPositionStore(): PositionStore {
  const sittings = new Map<string, Map<number, unknown>>();
  const sitting = (sessionId: string) => sittings.get(sessionId) ?? sittings.set(sessionId, new Map()).get(sessionId)!;
  return {
    put: async (sessionId, position, value) => {
      sitting(sessionId).set(position, value);
    },
    get: async (sessionId, position) => sitting(sessionId).get(position) ?? null,
    remove: async (sessionId, position) => {
      sitting(sessionId).delete(position);
    },
    list: async (sessionId) => [...sitting(sessionId)].sort(([a], [b]) => a - b).map(([position, value]) => ({ position, value })),
    clear: async (sessionId) => {
      sittings.delete(sessionId);
    },
  };
}

/** Player storage in this page's memory only. */
export function memoryPlayerStorage(): PlayerStorage {
  return { outbox: memoryPositionStore(), drafts: memoryPositionStore() };
}

/** The browser's player storage: IndexedDB, so answers survive a reload or a closed tab; page memory without it. */
function browserPlayerStorage(): PlayerStorage {
  if (!canUseIndexedDb()) return memoryPlayerStorage();
  return { outbox: indexedDbPositions(indexedDbStore('pte-coach-test-outbox', 'answers')), drafts: indexedDbPositions(indexedDbStore('pte-coach-test-drafts', 'answers')) };
}

/** Where the test player keeps answers on this device: the browser's storage, or a double in tests. */
export const PlayerStorageContext = createContext<PlayerStorage>(browserPlayerStorage());

/** The player storage in context. */
export function usePlayerStorage(): PlayerStorage {
  return useContext(PlayerStorageContext);
}
