import { apiErrorSchema, markAllNotificationsReadResponseSchema, notificationResponseSchema, notificationsResponseSchema, type NotificationList } from '@pte/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { bankItemOf, contentDir } from '../../../test/bank-items';
import { storeAttempts, utcDaysAgo } from '../../../test/stored-attempts';
import { bearer, describeEachDatabase, readOutbox, signUpLearner, type TestApp, type TestLearner } from '../../../test/test-app';
import { createProgressRepository } from '../progress/progress.repository';
import { loadQuestionBank } from '../questions/question-bank.loader';
import { createEmailReminders, scheduleEmailReminders } from './email-reminders';
import type { TodaysPlan } from './notification-notes';
import { createNotificationsRepository } from './notifications.repository';
import { createNotificationsService, type TodaysPlanSource } from './notifications.service';

const silentLogger = { info: () => {}, error: () => {} };

/** A notifications service on the test database with a fixed clock and, optionally, a study plan. */
function serviceAt(t: TestApp, instant: Date, todaysPlan?: TodaysPlanSource) {
  const repository = createNotificationsRepository(t.database.db);
  const service = createNotificationsService(repository, { progress: createProgressRepository(t.database.db), now: () => instant, todaysPlan });
  return { repository, service };
}

describeEachDatabase('notifications', (t) => {
  const mcsa = bankItemOf('reading-multiple-choice-single-answer');
  const essay = bankItemOf('write-essay');
  const list = async (who: TestLearner): Promise<NotificationList> => {
    const response = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(who.token) });
    expect(response.statusCode, response.body).toBe(200);
    return notificationsResponseSchema.parse(response.json()).data;
  };
  const post = (who: TestLearner, url: string) => t.app.inject({ method: 'POST', url: `/api/notifications${url}`, headers: bearer(who.token) });
  const keysOf = async (userId: string) => (await createNotificationsRepository(t.database.db).list(userId, 50)).map((note) => note.key);

  beforeAll(async () => {
    await loadQuestionBank(t.database, contentDir);
  });

  it('welcomes a new learner once, and the welcome note becomes read when opened', async () => {
    const ana = await signUpLearner(t.app, { name: 'Ana Lima' });
    const first = await list(ana);
    expect(first.items.map((note) => note.kind).sort()).toEqual(['set-exam-date', 'set-target-score', 'welcome']);
    expect(first.unread).toBe(3);
    const welcome = first.items.find((note) => note.kind === 'welcome');
    expect(welcome).toMatchObject({ title: 'Welcome to PTE Coach, Ana', href: '/dashboard', readAt: null });

    const again = await list(ana);
    expect(again.items.filter((note) => note.kind === 'welcome')).toHaveLength(1);

    const read = await post(ana, `/${welcome!.id}/read`);
    expect(read.statusCode, read.body).toBe(200);
    const readNote = notificationResponseSchema.parse(read.json()).data;
    expect(readNote.readAt).not.toBeNull();
    // Reading it again keeps the first reading time.
    expect(notificationResponseSchema.parse((await post(ana, `/${welcome!.id}/read`)).json()).data.readAt).toBe(readNote.readAt);

    const after = await list(ana);
    expect(after.unread).toBe(2);
    expect(after.items.find((note) => note.kind === 'welcome')?.readAt).toBe(readNote.readAt);
  });

  it('removes a profile reminder once the field is set, and brings it back when it is cleared', async () => {
    const ben = await signUpLearner(t.app);
    expect((await list(ben)).items.map((note) => note.kind)).toContain('set-exam-date');
    await t.app.inject({ method: 'PUT', url: '/api/users/update', headers: bearer(ben.token), payload: { examDate: '2027-03-14', targetScore: 65 } });
    const set = await list(ben);
    expect(set.items.map((note) => note.kind)).toEqual(['welcome']);
    expect(set.unread).toBe(1);

    await t.app.inject({ method: 'PUT', url: '/api/users/update', headers: bearer(ben.token), payload: { examDate: null } });
    const cleared = await list(ben);
    expect(cleared.items.filter((note) => note.kind === 'set-exam-date')).toMatchObject([{ readAt: null }]);
  });

  it('marks every note read at once', async () => {
    const cleo = await signUpLearner(t.app);
    expect((await list(cleo)).unread).toBe(3);
    const response = await post(cleo, '/read-all');
    expect(response.statusCode).toBe(200);
    expect(markAllNotificationsReadResponseSchema.parse(response.json()).data).toEqual({ marked: 3 });
    const after = await list(cleo);
    expect(after.unread).toBe(0);
    expect(after.items.every((note) => note.readAt !== null)).toBe(true);
    expect(markAllNotificationsReadResponseSchema.parse((await post(cleo, '/read-all')).json()).data).toEqual({ marked: 0 });
  });

  it("answers 404 for another learner's note or an unknown one, 400 for a malformed id and 401 without a session", async () => {
    const dana = await signUpLearner(t.app);
    const eli = await signUpLearner(t.app);
    const danaNote = (await list(dana)).items[0]!;

    const foreign = await post(eli, `/${danaNote.id}/read`);
    expect(foreign.statusCode).toBe(404);
    expect(apiErrorSchema.parse(foreign.json())).toEqual({ code: 'NOT_FOUND', message: 'This notification does not exist, or it was removed.' });
    expect((await list(dana)).items.find((note) => note.id === danaNote.id)?.readAt).toBeNull();

    expect((await post(eli, '/00000000-0000-4000-8000-000000000000/read')).statusCode).toBe(404);
    expect((await post(eli, '/not-an-id/read')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications?timeZone=Nowhere/Land', headers: bearer(eli.token) })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/notifications/read-all' })).statusCode).toBe(401);
  });

  it('announces a new best score once, when the latest attempt of a type beats every earlier one', async () => {
    const fay = await signUpLearner(t.app);
    // A first attempt is not a new best: there is nothing to beat.
    await storeAttempts(t, fay.user.id, [{ questionId: mcsa.id, type: mcsa.type, skills: { reading: 50 }, daysAgo: 2 }]);
    expect((await list(fay)).items.filter((note) => note.kind === 'best-score')).toEqual([]);

    const [best] = await storeAttempts(t, fay.user.id, [{ questionId: mcsa.id, type: mcsa.type, skills: { reading: 70 }, daysAgo: 1 }]);
    const bests = (await list(fay)).items.filter((note) => note.kind === 'best-score');
    expect(bests).toMatchObject([
      {
        title: `New best score in ${'Multiple Choice, Single Answer'}`,
        body: 'Your latest Multiple Choice, Single Answer answer scored 70 out of 90, above your previous best of 50.',
        href: `/study-history/${best}`,
        readAt: null,
      },
    ]);
    expect((await list(fay)).items.filter((note) => note.kind === 'best-score')).toHaveLength(1);

    // A lower or equal latest attempt is no new best; another type's history is its own.
    await storeAttempts(t, fay.user.id, [
      { questionId: mcsa.id, type: mcsa.type, skills: { reading: 70 }, daysAgo: 0, hourUtc: 0 },
      { questionId: essay.id, type: essay.type, skills: { writing: 20 }, daysAgo: 0, hourUtc: 0 },
    ]);
    expect((await list(fay)).items.filter((note) => note.kind === 'best-score')).toHaveLength(1);
    await storeAttempts(t, fay.user.id, [{ questionId: essay.id, type: essay.type, skills: { writing: 40 }, daysAgo: 0, hourUtc: 1 }]);
    expect((await list(fay)).items.filter((note) => note.kind === 'best-score').map((note) => note.title)).toEqual([
      'New best score in Write Essay',
      'New best score in Multiple Choice, Single Answer',
    ]);
  });

  it('warns from 18:00 in the learner’s time zone that a streak of two days or more ends tonight', async () => {
    const gus = await signUpLearner(t.app);
    await storeAttempts(t, gus.user.id, [
      { questionId: mcsa.id, type: mcsa.type, skills: { reading: 50 }, daysAgo: 1 },
      { questionId: mcsa.id, type: mcsa.type, skills: { reading: 50 }, daysAgo: 2 },
    ]);
    const today = utcDaysAgo(0).toISOString().slice(0, 10);

    await serviceAt(t, utcDaysAgo(0, 17)).service.refresh(gus.user.id, 'UTC');
    expect(await keysOf(gus.user.id)).not.toContain(`streak-at-risk:${today}`);
    // 17:00 UTC is 18:00 in Lagos (UTC+1): evening there already.
    await serviceAt(t, utcDaysAgo(0, 17)).service.refresh(gus.user.id, 'Africa/Lagos');
    await serviceAt(t, utcDaysAgo(0, 19)).service.refresh(gus.user.id, 'UTC');
    const notes = await createNotificationsRepository(t.database.db).list(gus.user.id, 50);
    expect(notes.filter((note) => note.kind === 'streak-at-risk')).toMatchObject([
      { key: `streak-at-risk:${today}`, title: 'Keep your 2-day streak going', href: '/dashboard', readAt: null },
    ]);

    // No warning once the learner has practised today, nor for a single day of practice.
    const hana = await signUpLearner(t.app);
    await storeAttempts(t, hana.user.id, [
      { questionId: mcsa.id, type: mcsa.type, skills: { reading: 50 }, daysAgo: 0, hourUtc: 8 },
      { questionId: mcsa.id, type: mcsa.type, skills: { reading: 50 }, daysAgo: 1 },
      { questionId: mcsa.id, type: mcsa.type, skills: { reading: 50 }, daysAgo: 2 },
    ]);
    const ivan = await signUpLearner(t.app);
    await storeAttempts(t, ivan.user.id, [{ questionId: mcsa.id, type: mcsa.type, skills: { reading: 50 }, daysAgo: 1 }]);
    for (const learner of [hana, ivan]) {
      await serviceAt(t, utcDaysAgo(0, 21)).service.refresh(learner.user.id, 'UTC');
      expect((await keysOf(learner.user.id)).filter((key) => key.startsWith('streak-at-risk'))).toEqual([]);
    }
  });

  it("notes today's plan from the study plan, once per day, unless everything is done", async () => {
    const jo = await signUpLearner(t.app);
    let plan: TodaysPlan = { date: '2026-11-28', items: [{ type: 'read-aloud', planned: 3, done: 1 }, { type: 'write-essay', planned: 1, done: 0 }, { type: 'describe-image', planned: 2, done: 2 }] };
    const todaysPlan: TodaysPlanSource = async () => plan;
    const { service, repository } = serviceAt(t, new Date('2026-11-28T09:00:00Z'), todaysPlan);
    await service.refresh(jo.user.id, 'UTC');
    await service.refresh(jo.user.id, 'UTC');
    const notes = (await repository.list(jo.user.id, 50)).filter((note) => note.kind === 'plan-today');
    expect(notes).toMatchObject([
      { key: 'plan-today:2026-11-28', title: "Today's plan: 3 questions", body: 'Planned for today: Read Aloud (2), Write Essay (1).', href: '/study-plan' },
    ]);

    plan = { date: '2026-11-29', items: [{ type: 'read-aloud', planned: 3, done: 3 }] };
    await service.refresh(jo.user.id, 'UTC');
    expect((await keysOf(jo.user.id)).filter((key) => key.startsWith('plan-today'))).toEqual(['plan-today:2026-11-28']);
  });

  describe('e-mail reminders', () => {
    const outboxTo = (learner: TestLearner) => readOutbox(t.config.dataDir).filter((message) => message.to === learner.email);

    it('e-mails a streak about to break once, and never to a learner who turned reminders off', async () => {
      const kai = await signUpLearner(t.app);
      const lea = await signUpLearner(t.app);
      for (const learner of [kai, lea]) {
        await storeAttempts(t, learner.user.id, [
          { questionId: mcsa.id, type: mcsa.type, skills: { reading: 50 }, daysAgo: 1 },
          { questionId: mcsa.id, type: mcsa.type, skills: { reading: 50 }, daysAgo: 2 },
        ]);
      }
      const optOut = await t.app.inject({ method: 'PUT', url: '/api/users/update', headers: bearer(lea.token), payload: { emailReminders: false } });
      expect(optOut.json()).toMatchObject({ data: { emailReminders: false } });

      const evening = utcDaysAgo(0, 19);
      const { service, repository } = serviceAt(t, evening);
      const reminders = createEmailReminders({ repository, notifications: service, mailer: t.app.mailer, appUrl: t.config.appUrl, logger: silentLogger, now: () => evening });
      await reminders.remindAll();
      await reminders.remindAll();

      const sent = outboxTo(kai);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ subject: 'Keep your 2-day streak going', link: 'http://localhost:3000/dashboard' });
      expect(sent[0]?.text).toContain('untick "E-mail me reminders" in Settings');
      expect(sent[0]?.text).toContain('http://localhost:3000/settings');
      expect(outboxTo(lea)).toEqual([]);
      const [kaiNote] = (await repository.list(kai.user.id, 50)).filter((note) => note.kind === 'streak-at-risk');
      expect(kaiNote?.emailedAt).not.toBeNull();
    });

    it("e-mails today's plan from 07:00 only, and not a note the learner has already read", async () => {
      const max = await signUpLearner(t.app);
      const nia = await signUpLearner(t.app);
      for (const learner of [max, nia]) {
        await storeAttempts(t, learner.user.id, [{ questionId: mcsa.id, type: mcsa.type, skills: { reading: 50 }, daysAgo: 1 }]);
      }
      const today = utcDaysAgo(0).toISOString().slice(0, 10);
      const todaysPlan: TodaysPlanSource = async () => ({ date: today, items: [{ type: 'read-aloud', planned: 2, done: 0 }] });
      const remindersAt = (instant: Date) => {
        const { service, repository } = serviceAt(t, instant, todaysPlan);
        return createEmailReminders({ repository, notifications: service, mailer: t.app.mailer, appUrl: t.config.appUrl, logger: silentLogger, now: () => instant });
      };

      await remindersAt(utcDaysAgo(0, 6)).remindAll();
      expect(outboxTo(max)).toEqual([]);
      // Nia reads the note in the app before the morning reminder.
      await post(nia, '/read-all');
      await remindersAt(utcDaysAgo(0, 8)).remindAll();
      await remindersAt(utcDaysAgo(0, 9)).remindAll();
      expect(outboxTo(max).map((message) => message.subject)).toEqual(["Today's plan: 2 questions"]);
      expect(outboxTo(max)[0]?.link).toBe('http://localhost:3000/study-plan');
      expect(outboxTo(nia)).toEqual([]);
    });

    it('are scheduled hourly only when an SMTP server is configured', () => {
      const remindAll = async () => 0;
      expect(scheduleEmailReminders({ smtpUrl: undefined, remindAll, logger: silentLogger })).toBeNull();
      const job = scheduleEmailReminders({ smtpUrl: 'smtp://mail.example.com:25', remindAll, logger: silentLogger });
      expect(job).not.toBeNull();
      expect(job?.nextRun()?.getMinutes()).toBe(0);
      job?.stop();
    });
  });
  it("notes today's plan from the learner's real study plan", async () => {
    const learner = await signUpLearner(t.app);
    const examDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/study-plan',
      headers: bearer(learner.token),
      payload: { examDate, targetScore: 70, minutesPerDay: 60, timeZone: 'UTC' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const note = (await list(learner)).items.find((item) => item.kind === 'plan-today');
    expect(note).toMatchObject({ href: '/study-plan', readAt: null });
    expect(note?.title).toMatch(/^Today's plan: \d+ questions?$/);
  });
});
