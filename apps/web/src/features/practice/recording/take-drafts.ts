import { decodeWav } from '@pte/audio';
import { canUseIndexedDb, indexedDbStore } from './indexed-db-store';
import type { RecordedTake } from './recorded-take';

const takes = indexedDbStore('pte-coach-recordings', 'unsent-takes');

/** Whether this browser can keep takes across a refresh (IndexedDB; absent in some private modes and in tests). */
export function canKeepTakes(): boolean {
  return canUseIndexedDb();
}

/**
 * Keeps an unsent take's WAV on this device under `key` (IndexedDB: audio is too large for localStorage), or
 * forgets it when `blob` is null. Failures are silent: the take still lives on the page.
 */
export async function saveTakeDraft(key: string, blob: Blob | null): Promise<void> {
  if (blob) await takes.put(key, blob);
  else await takes.delete(key);
}

/** A kept WAV decoded back into a take (for its waveform), or null when it is not a readable WAV. */
export async function takeFromWav(blob: unknown): Promise<RecordedTake | null> {
  if (!(blob instanceof Blob)) return null;
  try {
    const { samples, sampleRate, durationSeconds } = decodeWav(new Uint8Array(await blob.arrayBuffer()));
    return { blob, samples, sampleRate, durationSeconds };
  } catch {
    return null;
  }
}

/** The unsent take kept under `key`, decoded for its waveform, or null when there is none (or it is unreadable). */
export async function loadTakeDraft(key: string): Promise<RecordedTake | null> {
  return takeFromWav(await takes.get(key));
}
