import { decodeWav } from '@pte/audio';
import type { RecordedTake } from './recorded-take';

const DATABASE = 'pte-coach-recordings';
const STORE = 'unsent-takes';

/** Whether this browser can keep takes across a refresh (IndexedDB; absent in some private modes and in tests). */
export function canKeepTakes(): boolean {
  return typeof indexedDB !== 'undefined';
}

function openDatabase(): Promise<IDBDatabase | null> {
  if (!canKeepTakes()) return Promise.resolve(null);
  return new Promise((resolve) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
}

async function inStore(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest): Promise<unknown> {
  const database = await openDatabase();
  if (!database) return null;
  return new Promise((resolve) => {
    try {
      const transaction = database.transaction(STORE, mode);
      const request = run(transaction.objectStore(STORE));
      transaction.oncomplete = () => {
        database.close();
        resolve(request.result as unknown);
      };
      transaction.onerror = transaction.onabort = () => {
        database.close();
        resolve(null);
      };
    } catch {
      database.close();
      resolve(null);
    }
  });
}

/**
 * Keeps an unsent take's WAV on this device under `key` (IndexedDB: audio is too large for localStorage), or
 * forgets it when `blob` is null. Failures are silent: the take still lives on the page.
 */
export async function saveTakeDraft(key: string, blob: Blob | null): Promise<void> {
  await inStore('readwrite', (store) => (blob ? store.put(blob, key) : store.delete(key)));
}

/** The unsent take kept under `key`, decoded for its waveform, or null when there is none (or it is unreadable). */
export async function loadTakeDraft(key: string): Promise<RecordedTake | null> {
  const blob = await inStore('readonly', (store) => store.get(key));
  if (!(blob instanceof Blob)) return null;
  try {
    const { samples, sampleRate, durationSeconds } = decodeWav(new Uint8Array(await blob.arrayBuffer()));
    return { blob, samples, sampleRate, durationSeconds };
  } catch {
    return null;
  }
}
