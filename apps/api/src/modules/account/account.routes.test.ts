import { apiErrorSchema } from '@pte/contract';
import { unzipSync, strFromU8 } from 'fflate';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { bankItemOf, contentDir } from '../../../test/bank-items';
import { storeAttempts } from '../../../test/stored-attempts';
import { bearer, describeEachDatabase, signUpLearner, type TestLearner } from '../../../test/test-app';
import { assistantMessages, attempts, bookmarks, notifications, profiles, session, studyPlans, testAnswers, testSessions, user, verification } from '../../db/schema';
import { loadQuestionBank } from '../questions/question-bank.loader';
import { openRecordingStore, recordingKey, type RecordingStore } from '../recordings/recording-store';

describeEachDatabase('account export and deletion', (t) => {
  const readAloud = bankItemOf('read-aloud');
  const essay = bankItemOf('write-essay');
  const wav = new Uint8Array([82, 73, 70, 70, 1, 2, 3, 4]);
  let store: RecordingStore;

  /** A learner with a profile, two attempts (one recorded), a bookmark, a note, an assistant question, a plan and a mock test with a recording. */
  async function learnerWithData(): Promise<{ learner: TestLearner; attemptIds: string[]; key: string; testKey: string; sittingId: string }> {
    const learner = await signUpLearner(t.app);
    await t.app.inject({ method: 'PUT', url: '/api/users/update', headers: bearer(learner.token), payload: { targetScore: 65 } });
    const key = recordingKey(learner.user.id, crypto.randomUUID());
    await store.put(key, wav, 'audio/wav');
    const attemptIds = await storeAttempts(t, learner.user.id, [
      { questionId: readAloud.id, type: readAloud.type, skills: { speaking: 55, reading: 55 }, daysAgo: 2, recordingKey: key },
      { questionId: essay.id, type: essay.type, skills: { writing: 70 }, daysAgo: 1 },
    ]);
    const { db } = t.database;
    await db.insert(bookmarks).values({ userId: learner.user.id, questionId: essay.id });
    await db.insert(notifications).values({ userId: learner.user.id, kind: 'welcome', key: 'welcome', title: 'Welcome', body: 'Hello' });
    await db.insert(assistantMessages).values({ userId: learner.user.id, role: 'learner', text: 'How is Read Aloud scored?', citations: [], source: null });
    await db.insert(studyPlans).values({ userId: learner.user.id, examDate: '2099-01-01', targetScore: 65, minutesPerDay: 30, timeZone: 'UTC', days: [] });
    // A mock test whose first item was answered with a recording.
    const testKey = recordingKey(learner.user.id, crypto.randomUUID());
    await store.put(testKey, wav, 'audio/wav');
    const [sitting] = await db
      .insert(testSessions)
      .values({ userId: learner.user.id, testId: 'mock-test-1', status: 'abandoned', plan: { items: [], blocks: [] }, clock: { usedMs: 0, lastContactAt: 0, awayMs: 0, interruptions: 0 } })
      .returning({ id: testSessions.id });
    await db.insert(testAnswers).values({ sessionId: sitting!.id, position: 0, itemType: 'read-aloud', questionId: readAloud.id, answer: { recordingId: 'x' }, recordingKey: testKey, status: 'pending', timeUsedMs: 1000 });
    return { learner, attemptIds, key, testKey, sittingId: sitting!.id };
  }

  beforeAll(async () => {
    await loadQuestionBank(t.database, contentDir);
    store = openRecordingStore(t.config.recordingStorage);
  });

  it('exports everything the learner has as a ZIP, recordings included, and nothing of anyone else', async () => {
    const { learner, attemptIds, sittingId } = await learnerWithData();
    const other = await learnerWithData();
    const response = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: bearer(learner.token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="pte-coach-export-\d{4}-\d{2}-\d{2}\.zip"$/);

    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.txt',
        'attempts.json',
        'bookmarks.json',
        'notifications.json',
        'assistant.json',
        'profile.json',
        `recordings/${attemptIds[0]}.wav`,
        'study-plan.json',
        'mock-tests.json',
        `test-recordings/${sittingId}-1.wav`,
      ].sort(),
    );
    const sittings = JSON.parse(strFromU8(files['mock-tests.json']!)) as Array<{ id: string; answers: Array<{ position: number; recording: string | null }> }>;
    expect(sittings).toEqual([expect.objectContaining({ id: sittingId, answers: [expect.objectContaining({ position: 0, recording: `test-recordings/${sittingId}-1.wav` })] })]);
    expect([...files[`test-recordings/${sittingId}-1.wav`]!]).toEqual([...wav]);
    expect([...files[`recordings/${attemptIds[0]}.wav`]!]).toEqual([...wav]);
    const profile = JSON.parse(strFromU8(files['profile.json']!));
    expect(profile.user).toMatchObject({ id: learner.user.id, email: learner.email });
    expect(profile.profile).toMatchObject({ targetScore: 65 });
    const exported = JSON.parse(strFromU8(files['attempts.json']!)) as Array<{ id: string; recording: string | null; result: unknown }>;
    expect(exported.map((attempt) => attempt.id)).toEqual(attemptIds);
    expect(exported[0]!.recording).toBe(`recordings/${attemptIds[0]}.wav`);
    expect(exported[1]!.recording).toBeNull();
    expect(JSON.parse(strFromU8(files['bookmarks.json']!))).toEqual([expect.objectContaining({ questionId: essay.id })]);
    expect(JSON.parse(strFromU8(files['study-plan.json']!))).toMatchObject({ targetScore: 65, minutesPerDay: 30 });
    expect(JSON.parse(strFromU8(files['assistant.json']!))).toEqual([expect.objectContaining({ role: 'learner', text: 'How is Read Aloud scored?' })]);
    const everything = Object.values(files).map((bytes) => strFromU8(bytes)).join('\n');
    expect(everything).not.toContain(other.learner.user.id);
    expect(everything).not.toContain(learner.password);
    expect(everything).not.toContain(learner.token.split('.')[0]);
  });

  it('needs a signed-in learner', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/account/export' });
    expect(response.statusCode).toBe(401);
  });

  it('refuses to delete without the right password, and changes nothing', async () => {
    const { learner } = await learnerWithData();
    const wrong = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: bearer(learner.token), payload: { password: 'not-my-password' } });
    expect(wrong.statusCode).toBe(403);
    expect(apiErrorSchema.parse(wrong.json())).toMatchObject({ code: 'WRONG_PASSWORD' });
    const missing = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: bearer(learner.token), payload: {} });
    expect(missing.statusCode).toBe(400);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(learner.token) });
    expect(me.statusCode).toBe(200);
    const rows = await t.database.db.select().from(attempts).where(eq(attempts.userId, learner.user.id));
    expect(rows).toHaveLength(2);
  });

  it('deletes the account and everything of it, recordings included, and leaves other learners alone', async () => {
    const { learner, key, testKey } = await learnerWithData();
    const other = await learnerWithData();
    await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: learner.email, redirectTo: '/reset-password' } });
    await expect.poll(async () => (await t.database.db.select().from(verification).where(eq(verification.value, learner.user.id))).length).toBe(1);

    const response = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: bearer(learner.token), payload: { password: learner.password } });
    expect(response.statusCode, response.body).toBe(204);

    const { db } = t.database;
    const id = learner.user.id;
    const left = await Promise.all([
      db.select().from(user).where(eq(user.id, id)),
      db.select().from(session).where(eq(session.userId, id)),
      db.select().from(profiles).where(eq(profiles.userId, id)),
      db.select().from(attempts).where(eq(attempts.userId, id)),
      db.select().from(bookmarks).where(eq(bookmarks.userId, id)),
      db.select().from(notifications).where(eq(notifications.userId, id)),
      db.select().from(studyPlans).where(eq(studyPlans.userId, id)),
      db.select().from(verification).where(eq(verification.value, id)),
    ]);
    expect(left.map((rows) => rows.length)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(await store.read(key)).toBeNull();
    expect(await store.read(testKey)).toBeNull();
    expect(await db.select().from(testSessions).where(eq(testSessions.userId, id))).toHaveLength(0);

    expect(await store.read(other.key)).not.toBeNull();
    const othersAttempts = await db.select().from(attempts).where(eq(attempts.userId, other.learner.user.id));
    expect(othersAttempts).toHaveLength(2);

    const after = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(learner.token) });
    expect(after.statusCode).toBe(401);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: learner.email, password: learner.password } });
    expect(signIn.statusCode).toBe(401);
  });
});
