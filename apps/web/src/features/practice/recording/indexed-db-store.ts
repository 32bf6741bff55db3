/**
 * A key–value store kept on this device in one IndexedDB object store: it survives a reload and holds Blobs
 * (recordings), which localStorage cannot. Every failure is silent (reads give null or nothing, writes report
 * false): what is stored is a safety copy, and the page goes on without it.
 */
export interface DeviceStore {
  get(key: IDBValidKey): Promise<unknown>;
  /** Stores `value` under `key`; false when it could not be written. */
  put(key: IDBValidKey, value: unknown): Promise<boolean>;
  delete(key: IDBValidKey): Promise<void>;
  /** Every entry whose key lies between `lower` and `upper` (both included), in key order. */
  entries(lower: IDBValidKey, upper: IDBValidKey): Promise<Array<{ key: IDBValidKey; value: unknown }>>;
}

/** Whether this browser can keep data across a reload in IndexedDB (absent in some private modes and in tests). */
export function canUseIndexedDb(): boolean {
  return typeof indexedDB !== 'undefined';
}

function openDatabase(name: string, storeName: string): Promise<IDBDatabase | null> {
  if (!canUseIndexedDb()) return Promise.resolve(null);
  return new Promise((resolve) => {
    const request = indexedDB.open(name, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
}

/**
 * Runs one transaction on the store: `run` places its requests and returns how to read their results, which is
 * called once the transaction has completed. Any failure answers `fallback`.
 */
async function transact<T>(name: string, storeName: string, mode: IDBTransactionMode, run: (store: IDBObjectStore) => () => T, fallback: T): Promise<T> {
  const database = await openDatabase(name, storeName);
  if (!database) return fallback;
  return new Promise((resolve) => {
    try {
      const transaction = database.transaction(storeName, mode);
      const read = run(transaction.objectStore(storeName));
      transaction.oncomplete = () => {
        database.close();
        resolve(read());
      };
      transaction.onerror = transaction.onabort = () => {
        database.close();
        resolve(fallback);
      };
    } catch {
      database.close();
      resolve(fallback);
    }
  });
}

/** The store `storeName` of IndexedDB database `name` (the database holds that one store). */
export function indexedDbStore(name: string, storeName: string): DeviceStore {
  return {
    get: (key) =>
      transact<unknown>(name, storeName, 'readonly', (store) => {
        const request = store.get(key);
        return () => request.result as unknown;
      }, null),
    put: (key, value) =>
      transact(name, storeName, 'readwrite', (store) => {
        store.put(value, key);
        return () => true;
      }, false),
    delete: (key) =>
      transact(name, storeName, 'readwrite', (store) => {
        store.delete(key);
        return () => undefined;
      }, undefined),
    entries: (lower, upper) =>
      transact<Array<{ key: IDBValidKey; value: unknown }>>(name, storeName, 'readonly', (store) => {
        const range = IDBKeyRange.bound(lower, upper);
        const keys = store.getAllKeys(range);
        const values = store.getAll(range);
        return () => keys.result.map((key, index) => ({ key, value: values.result[index] as unknown }));
      }, []),
  };
}
