import type { RecordingStorageConfig } from '../../platform/config';
import { createFilesystemRecordingStore } from './filesystem-recording-store';
import { createS3RecordingStore } from './s3-recording-store';

/**
 * Where learners' recordings live, by key (`{userId}/{recordingId}.wav`). Recordings are small (a 40 s answer is
 * about 1.3 MB at 16 kHz), so they are written and read whole.
 */
export interface RecordingStore {
  /** `filesystem` or `s3`, for logs and health. */
  readonly kind: RecordingStorageConfig['kind'];
  /** Stores `bytes` under `key`, replacing what was there. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes stored under `key`, or null when there are none. */
  read(key: string): Promise<Uint8Array | null>;
  /** Removes `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

const keyPattern = /^[A-Za-z0-9_-]{1,128}\/[A-Za-z0-9_-]{1,128}\.wav$/;

/** Throws unless `key` is `{owner}/{id}.wav` of safe characters (so no key can reach outside the store). */
export function assertRecordingKey(key: string): void {
  if (!keyPattern.test(key)) throw new Error(`Not a recording key: ${JSON.stringify(key)}`);
}

/** The key of a learner's recording. */
export function recordingKey(userId: string, recordingId: string): string {
  const key = `${userId}/${recordingId}.wav`;
  assertRecordingKey(key);
  return key;
}

/** Opens the store the configuration names: a folder (default `${DATA_DIR}/uploads`) or an S3-compatible bucket. */
export function openRecordingStore(config: RecordingStorageConfig): RecordingStore {
  return config.kind === 's3' ? createS3RecordingStore(config) : createFilesystemRecordingStore(config.directory);
}
