import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, describeEachDatabase, signUpLearner, type TestApp } from '../../../test/test-app';
import { openRecordingStore, recordingKey, type RecordingStore } from './recording-store';

// Playback from an S3-compatible bucket (s3rver): the same route serves whichever store is configured.
const s3Directory = mkdtempSync(join(tmpdir(), 'pte-s3-routes-'));
const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Directory, configureBuckets: [{ name: 'pte-coach', configs: [] }] });
let store: RecordingStore;
beforeAll(async () => {
  const { port } = await server.run();
  store = openRecordingStore({ kind: 's3', endpoint: `http://127.0.0.1:${port}`, bucket: 'pte-coach', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', prefix: 'recordings/' });
});
afterAll(async () => {
  await server.close();
  rmSync(s3Directory, { recursive: true, force: true });
});

describeEachDatabase(
  'recording playback from S3 storage',
  (t: TestApp) => {
    it('plays a learner’s own recording whole or by range, and nobody else’s', async () => {
      const learner = await signUpLearner(t.app);
      const id = '5e1f7d3a-2b4c-4d6e-8f90-a1b2c3d4e5f6';
      const wav = new TextEncoder().encode('RIFF....WAVEfmt recorded answer');
      await store.put(recordingKey(learner.user.id, id), wav, 'audio/wav');

      const whole = await t.app.inject({ method: 'GET', url: `/api/recordings/${id}`, headers: bearer(learner.token) });
      expect(whole.statusCode).toBe(200);
      expect(whole.headers).toMatchObject({ 'content-type': 'audio/wav', 'accept-ranges': 'bytes' });
      expect(whole.body).toBe('RIFF....WAVEfmt recorded answer');

      const tail = await t.app.inject({ method: 'GET', url: `/api/recordings/${id}`, headers: { ...bearer(learner.token), range: 'bytes=-6' } });
      expect(tail.statusCode).toBe(206);
      expect(tail.headers['content-range']).toBe(`bytes ${wav.length - 6}-${wav.length - 1}/${wav.length}`);
      expect(tail.body).toBe('answer');
      const outside = await t.app.inject({ method: 'GET', url: `/api/recordings/${id}`, headers: { ...bearer(learner.token), range: 'bytes=999-' } });
      expect(outside.statusCode).toBe(416);

      const other = await signUpLearner(t.app);
      expect((await t.app.inject({ method: 'GET', url: `/api/recordings/${id}`, headers: bearer(other.token) })).statusCode).toBe(404);
      const malformed = await t.app.inject({ method: 'GET', url: '/api/recordings/..%2F..%2Fsecret', headers: bearer(learner.token) });
      expect(malformed.statusCode).toBe(400);
    });
  },
  { parts: () => ({ recordings: store }) },
);
