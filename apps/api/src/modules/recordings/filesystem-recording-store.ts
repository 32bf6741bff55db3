import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertRecordingKey, type RecordingStore } from './recording-store';

/** Recordings as files under `directory` (`{userId}/{recordingId}.wav`), written atomically. */
export function createFilesystemRecordingStore(directory: string): RecordingStore {
  const pathOf = (key: string) => {
    assertRecordingKey(key);
    return join(directory, key);
  };
  return {
    kind: 'filesystem',
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside the target and renamed, so a reader never sees half a recording.
      const partial = `${path}.${randomUUID()}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, path);
    },
    async read(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
