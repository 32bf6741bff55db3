import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseContentItem, sampleItems, type ContentItem } from '@pte/exam';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../platform/http-error';
import { openMediaLibrary, type MediaLibrary } from '../media/media-library';
import { questionRowOf, type QuestionMediaFiles } from './question-bank.loader';
import type { QuestionRecord, QuestionsRepository } from './questions.repository';
import { createQuestionsService } from './questions.service';

function recordOf(item: ContentItem, position: number, media: QuestionMediaFiles | null = null): QuestionRecord {
  return { ...questionRowOf(item, position, media), retiredAt: null, createdAt: new Date(), updatedAt: new Date() };
}

/** An in-memory stand-in for the repository that counts its reads. */
function fakeRepository(records: QuestionRecord[]) {
  const reads = { sections: 0, items: 0 };
  let failNext = false;
  const repository: QuestionsRepository = {
    async listSection(fetchSection, pool) {
      reads.sections += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (failNext) {
        failNext = false;
        throw new Error('database unavailable');
      }
      return records.filter((record) => record.fetchSection === fetchSection && record.pool === pool).sort((a, b) => a.position - b.position);
    },
    async findById(id) {
      reads.items += 1;
      return records.find((record) => record.id === id);
    },
  };
  return { repository, reads, failOnce: () => (failNext = true) };
}

describe('questions service', () => {
  const mediaDir = mkdtempSync(join(tmpdir(), 'pte-questions-service-'));
  const dictation = parseContentItem({ ...sampleItems['write-from-dictation'], id: 'wfd-901-with-audio' });
  const silent = parseContentItem({ ...sampleItems['write-from-dictation'], id: 'wfd-902-without-audio' });
  const image = parseContentItem(sampleItems['describe-image']);
  let media: MediaLibrary;

  beforeAll(async () => {
    writeFileSync(join(mediaDir, 'wfd-901-with-audio.mp3'), 'audio bytes');
    writeFileSync(join(mediaDir, 'di-900-sample-rainfall.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    media = await openMediaLibrary(mediaDir);
  });
  afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

  const records = () => [
    recordOf(dictation, 1, { audio: 'wfd-901-with-audio.mp3' }),
    recordOf(silent, 2, { audio: 'wfd-902-without-audio.mp3' }),
    recordOf(image, 1, { image: 'di-900-sample-rainfall.svg' }),
  ];

  it('adds media URLs only for files that exist', async () => {
    const service = createQuestionsService(fakeRepository(records()).repository, media);
    const first = await service.getPage('listening-write-from-dictation', { page: 1 });
    expect(first.questions[0]?.media).toEqual({ audioUrl: expect.stringMatching(/^\/api\/media\/wfd-901-with-audio\.mp3\?v=[0-9a-f]{16}$/) });
    const second = await service.getPage('listening-write-from-dictation', { page: 2 });
    expect(second.questions[0]).not.toHaveProperty('media');
    const picture = await service.getPage('speaking-describe-image', { page: 1 });
    expect(picture.questions[0]?.media).toEqual({ imageUrl: expect.stringMatching(/^\/api\/media\/di-900-sample-rainfall\.svg\?v=/) });
  });

  it('answers an empty section with no questions on page 1 and 404 after it', async () => {
    const service = createQuestionsService(fakeRepository(records()).repository, media);
    expect(await service.getPage('reading-mcsa', { page: 1 })).toEqual({ questions: [], pagination: { page: 1, totalPages: 0, total: 0 } });
    await expect(service.getPage('reading-mcsa', { page: 2 })).rejects.toMatchObject({ statusCode: 404 });
    await expect(service.getPage('nowhere', { page: 1 })).rejects.toBeInstanceOf(HttpError);
  });

  it('reads each section once while cached, sharing one read between concurrent requests', async () => {
    const fake = fakeRepository(records());
    const service = createQuestionsService(fake.repository, media);
    await Promise.all(Array.from({ length: 20 }, (_, index) => service.getPage('listening-write-from-dictation', { page: (index % 2) + 1 })));
    await service.getPage('listening-write-from-dictation', { id: 'wfd-902-without-audio', page: 1 });
    expect(fake.reads.sections).toBe(1);
    await service.findItem('wfd-901-with-audio');
    await service.findItem('wfd-901-with-audio');
    expect(fake.reads.items).toBe(1);
  });

  it('forgets a failed read so the next request tries again', async () => {
    const fake = fakeRepository(records());
    const service = createQuestionsService(fake.repository, media);
    fake.failOnce();
    await expect(service.getPage('listening-write-from-dictation', { page: 1 })).rejects.toThrow('database unavailable');
    expect((await service.getPage('listening-write-from-dictation', { page: 1 })).questions).toHaveLength(1);
    expect(fake.reads.sections).toBe(2);
  });

  it('keeps the answer key of items it hands to assessment', async () => {
    const service = createQuestionsService(fakeRepository(records()).repository, media);
    expect(await service.findItem('wfd-901-with-audio')).toEqual(dictation);
    expect(await service.findItem('nothing')).toBeUndefined();
  });

  describe('the mock pool', () => {
    const practice = parseContentItem({ ...sampleItems['write-from-dictation'], id: 'wfd-903-practice' });
    const kept = parseContentItem({ ...sampleItems['write-from-dictation'], id: 'wfd-904-kept-for-tests', pool: 'mock' });
    const poolRecords = () => [
      recordOf(practice, 1, { audio: 'wfd-901-with-audio.mp3' }),
      // Numbered on its own among the section's mock-test items, as the loader does.
      recordOf(kept, 1, { audio: 'wfd-901-with-audio.mp3' }),
    ];

    it('is never served on a practice page, not even by its id', async () => {
      const service = createQuestionsService(fakeRepository(poolRecords()).repository, media);
      const page = await service.getPage('listening-write-from-dictation', { page: 1 });
      expect(page).toMatchObject({ questions: [{ id: practice.id }], pagination: { page: 1, totalPages: 1, total: 1 } });
      await expect(service.getPage('listening-write-from-dictation', { page: 2 })).rejects.toMatchObject({ statusCode: 404 });
      await expect(service.getPage('listening-write-from-dictation', { page: 1, id: kept.id })).rejects.toMatchObject({ statusCode: 404 });
    });

    it('is refused at practice assess paths with a 404, as a question not there would be', async () => {
      const service = createQuestionsService(fakeRepository(poolRecords()).repository, media);
      const refusal = service.findItemFor(kept.id, ['write-from-dictation']);
      await expect(refusal).rejects.toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
      await expect(refusal).rejects.toThrow(`Question “${kept.id}” is not available for practice: it is kept for the mock tests.`);
      await expect(service.findItemFor(practice.id, ['write-from-dictation'])).resolves.toEqual(practice);
      expect(await service.findPracticeItem(kept.id)).toBeUndefined();
      expect(await service.findPracticeItem(practice.id)).toEqual(practice);
    });

    it('is what mock tests are drawn from, served with its media, its key kept for assessment', async () => {
      const service = createQuestionsService(fakeRepository(poolRecords()).repository, media);
      expect((await service.questionsOfType('write-from-dictation', 'mock')).map(({ item }) => item.id)).toEqual([kept.id]);
      expect((await service.questionsOfType('write-from-dictation', 'practice')).map(({ item }) => item.id)).toEqual([practice.id]);
      expect(await service.findItem(kept.id)).toEqual(kept);
      expect((await service.servedQuestion(kept)).media).toEqual({ audioUrl: expect.stringMatching(/^\/api\/media\/wfd-901-with-audio\.mp3\?v=/) });
    });
  });
});
