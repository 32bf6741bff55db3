import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFilesystemRecordingStore } from './filesystem-recording-store';
import { openRecordingStore, recordingKey, type RecordingStore } from './recording-store';

const bytes = (text: string) => new TextEncoder().encode(text);

/** What every store must do, whichever backend holds the bytes. */
function behavesAsRecordingStore(open: () => RecordingStore) {
  it('stores, reads back, replaces and deletes a recording', async () => {
    const store = open();
    const key = recordingKey('learner-1', '0b6f1d1e-5b8c-4c55-9d7e-1f0c1a2b3c4d');
    expect(await store.read(key)).toBeNull();
    await store.put(key, bytes('RIFF first take'), 'audio/wav');
    expect(new TextDecoder().decode((await store.read(key))!)).toBe('RIFF first take');
    await store.put(key, bytes('RIFF second take'), 'audio/wav');
    expect(new TextDecoder().decode((await store.read(key))!)).toBe('RIFF second take');
    await store.delete(key);
    expect(await store.read(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it('keeps each learner’s recordings apart', async () => {
    const store = open();
    const id = 'a1b2c3d4-0000-4000-8000-000000000001';
    await store.put(recordingKey('learner-a', id), bytes('A'), 'audio/wav');
    expect(await store.read(recordingKey('learner-b', id))).toBeNull();
  });

  it('refuses keys that could reach outside the store', async () => {
    const store = open();
    await expect(store.read('../etc/passwd')).rejects.toThrow(/Not a recording key/);
    await expect(store.put('learner/../../x.wav', bytes('x'), 'audio/wav')).rejects.toThrow(/Not a recording key/);
    expect(() => recordingKey('learner', '../escape')).toThrow(/Not a recording key/);
  });
}

describe('filesystem recording store', () => {
  let directory: string;
  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), 'pte-recordings-'));
  });
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  behavesAsRecordingStore(() => createFilesystemRecordingStore(directory));

  it('keeps recordings in {userId}/{id}.wav and leaves no partial files', async () => {
    const store = openRecordingStore({ kind: 'filesystem', directory });
    const key = recordingKey('learner-9', 'c0ffee00-0000-4000-8000-000000000009');
    await store.put(key, bytes('RIFF'), 'audio/wav');
    expect(existsSync(join(directory, 'learner-9', 'c0ffee00-0000-4000-8000-000000000009.wav'))).toBe(true);
    expect(readdirSync(join(directory, 'learner-9'))).toEqual(['c0ffee00-0000-4000-8000-000000000009.wav']);
  });
});

describe('S3 recording store (against s3rver, an S3-compatible server)', () => {
  let server: S3rver;
  let directory: string;
  let endpoint: string;
  const s3 = (bucket: string, prefix = 'recordings/') =>
    openRecordingStore({ kind: 's3', endpoint, bucket, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', prefix });

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'pte-s3-'));
    server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: 'pte-coach', configs: [] }] });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  behavesAsRecordingStore(() => s3('pte-coach'));

  it('writes under the configured prefix and reports a missing bucket as an error', async () => {
    const key = recordingKey('learner-s3', 'deadbeef-0000-4000-8000-000000000001');
    await s3('pte-coach', 'answers/').put(key, bytes('RIFF'), 'audio/wav');
    expect(await s3('pte-coach', 'elsewhere/').read(key)).toBeNull();
    expect(new TextDecoder().decode((await s3('pte-coach', 'answers/').read(key))!)).toBe('RIFF');
    await expect(s3('no-such-bucket').put(key, bytes('RIFF'), 'audio/wav')).rejects.toThrow(/S3 PUT failed with 404/);
  });
});
