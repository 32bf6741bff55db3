import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestConfig, openTestPglite } from '../../../test/test-app';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { defaultContentDir } from '../questions/question-bank.loader';
import { openMediaLibrary } from './media-library';

// Media do not touch the database, so one embedded database is enough for this file.
describe('GET /media/:file', () => {
  const contentDir = mkdtempSync(join(tmpdir(), 'pte-media-test-'));
  const mediaDir = join(contentDir, 'media');
  const audio = randomBytes(50_000);
  const hash = createHash('sha256').update(audio).digest('hex').slice(0, 16);
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"><title>Chart</title></svg>';
  let app: FastifyInstance;
  let database: Database;
  let dataDir: string;

  beforeAll(async () => {
    mkdirSync(join(mediaDir, 'sub'), { recursive: true });
    writeFileSync(join(mediaDir, 'tone.mp3'), audio);
    writeFileSync(join(mediaDir, 'chart.svg'), svg);
    writeFileSync(join(mediaDir, 'tutorial.webm'), randomBytes(2_000));
    writeFileSync(join(mediaDir, 'tutorial.vtt'), 'WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.000\nHello\n');
    writeFileSync(join(mediaDir, 'notes.txt'), 'not a media file');
    writeFileSync(join(mediaDir, '.hidden.mp3'), 'hidden');
    writeFileSync(join(mediaDir, 'sub', 'nested.mp3'), 'bytes of a nested file');
    writeFileSync(join(contentDir, 'secret.mp3'), 'outside the media folder');
    symlinkSync(join(contentDir, 'secret.mp3'), join(mediaDir, 'link.mp3'));
    const config = createTestConfig();
    dataDir = config.dataDir;
    database = await openTestPglite();
    app = await buildApp({ config, database, contentDir });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(contentDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('serves a file whole, without sign-in, with its type, length, ETag and Accept-Ranges', async () => {
    const response = await get('/api/media/tone.mp3');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(audio)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'audio/mpeg',
      'content-length': String(audio.length),
      'accept-ranges': 'bytes',
      etag: `"${hash}"`,
      'cache-control': 'public, no-cache',
    });
    const image = await get('/api/media/chart.svg');
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.body).toBe(svg);
  });

  it('serves video tutorials as WebM and their captions as WebVTT, in byte ranges for seeking', async () => {
    const video = await get('/api/media/tutorial.webm', { range: 'bytes=0-99' });
    expect(video.statusCode).toBe(206);
    expect(video.headers['content-type']).toBe('video/webm');
    expect(video.headers['content-range']).toBe('bytes 0-99/2000');
    const captions = await get('/api/media/tutorial.vtt');
    expect(captions.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(captions.body).toMatch(/^WEBVTT/);
  });

  it('lets browsers keep a URL carrying the content hash for a year', async () => {
    const library = await openMediaLibrary(mediaDir);
    expect(library.urlFor('tone.mp3')).toBe(`/api/media/tone.mp3?v=${hash}`);
    const response = await get(library.urlFor('tone.mp3')!);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A stale or made-up version must be revalidated.
    expect((await get('/api/media/tone.mp3?v=0000000000000000')).headers['cache-control']).toBe('public, no-cache');
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=1000-1999', 1000, 1999],
    ['bytes=49900-', 49_900, 49_999],
    ['bytes=-100', 49_900, 49_999],
    ['bytes=49990-60000', 49_990, 49_999],
  ])('answers Range %s with 206 and exactly those bytes', async (range, start, end) => {
    const response = await get('/api/media/tone.mp3', { range });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${audio.length}`);
    expect(response.headers['content-length']).toBe(String(end - start + 1));
    expect(response.rawPayload.equals(audio.subarray(start, end + 1))).toBe(true);
  });

  it('answers 416 for a range past the end of the file', async () => {
    const response = await get('/api/media/tone.mp3', { range: 'bytes=50000-' });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${audio.length}`);
    expect(response.json()).toMatchObject({ code: 'RANGE_NOT_SATISFIABLE' });
  });

  it('sends the whole file when If-Range names another version, and 304 when If-None-Match names this one', async () => {
    const stale = await get('/api/media/tone.mp3', { range: 'bytes=0-9', 'if-range': '"0000000000000000"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(audio.length);
    const current = await get('/api/media/tone.mp3', { range: 'bytes=0-9', 'if-range': `"${hash}"` });
    expect(current.statusCode).toBe(206);
    const cached = await get('/api/media/tone.mp3', { 'if-none-match': `"${hash}"` });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
  });

  it('answers HEAD with the headers only', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/api/media/tone.mp3' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(audio.length));
    expect(response.rawPayload.length).toBe(0);
    const partial = await app.inject({ method: 'HEAD', url: '/api/media/tone.mp3', headers: { range: 'bytes=0-9' } });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-length']).toBe('10');
  });

  it.each([
    '/api/media/notes.txt',
    '/api/media/.hidden.mp3',
    '/api/media/link.mp3',
    '/api/media/sub%2Fnested.mp3',
    '/api/media/..%2Fsecret.mp3',
    '/api/media/%2E%2E%2Fsecret.mp3',
    '/api/media/..%5Csecret.mp3',
    '/api/media/..%2F..%2F..%2Fpackage.json',
    '/api/media/../secret.mp3',
    '/api/media/missing.mp3',
  ])('refuses %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('outside the media folder');
    expect(response.body).not.toContain('bytes of a nested file');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('the media of the real question bank', () => {
  it('has a versioned URL for every recording the manifest lists, and does not serve the manifest', async () => {
    const mediaDir = join(defaultContentDir(), 'media');
    const manifest = JSON.parse(readFileSync(join(mediaDir, 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
    const library = await openMediaLibrary(mediaDir);
    for (const { file } of Object.values(manifest)) expect(library.urlFor(file), file).toMatch(/\?v=[0-9a-f]{16}$/);
    expect(library.find('manifest.json')).toBeUndefined();
  });
});
