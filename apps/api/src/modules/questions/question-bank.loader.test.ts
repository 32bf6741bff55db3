import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { questionTypes, sampleItems, type ItemPool, type QuestionTypeId } from '@pte/exam';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../test/test-app';
import { attempts, contentFingerprints, questions, user } from '../../db/schema';
import { defaultContentDir, loadQuestionBank, QuestionBankError } from './question-bank.loader';
import { createQuestionsRepository } from './questions.repository';

type RawItem = Record<string, unknown> & { id: string; type: QuestionTypeId };

const mcsa = sampleItems['reading-multiple-choice-single-answer'] as RawItem;
const mcsaItem = (id: string, title = 'Sample'): RawItem => ({ ...mcsa, id, title });

/** Writes a content folder holding exactly `items` (each at questions/<section>/<type>/<id>.json). */
function writeBank(root: string, items: readonly RawItem[], extra: Record<string, string> = {}): string {
  const dir = join(root, `bank-${Math.random().toString(36).slice(2)}`);
  for (const item of items) {
    const folder = join(dir, 'questions', questionTypes[item.type].section, item.type);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, `${item.id}.json`), JSON.stringify(item));
  }
  for (const [path, text] of Object.entries(extra)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

function countBankFiles(dir: string): number {
  return readdirSync(dir, { withFileTypes: true, recursive: true }).filter((entry) => entry.isFile() && entry.name.endsWith('.json')).length;
}

describeEachDatabase('loadQuestionBank', (t) => {
  let root: string;
  const baseItems: RawItem[] = [...Object.values(sampleItems), mcsaItem('rmcsa-903-cedar'), mcsaItem('rmcsa-901-alder')] as RawItem[];

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'pte-bank-test-'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const sectionIds = async (fetchSection: string, pool: ItemPool = 'practice') =>
    (
      await t.database.db
        .select({ id: questions.id, position: questions.position })
        .from(questions)
        .where(and(eq(questions.fetchSection, fetchSection), eq(questions.pool, pool)))
        .orderBy(asc(questions.position))
    ).map((row) => `${row.position}:${row.id}`);

  it('loads every item and numbers the items of each section in id order', async () => {
    const load = await loadQuestionBank(t.database, writeBank(root, baseItems));
    expect(load).toMatchObject({ items: baseItems.length, changed: true, removed: 0, retired: 0 });
    expect(await sectionIds('reading-mcsa')).toEqual([`1:${mcsa.id}`, '2:rmcsa-901-alder', '3:rmcsa-903-cedar']);
    const [stored] = await t.database.db.select().from(questions).where(eq(questions.id, 'rmcsa-901-alder'));
    expect(stored).toMatchObject({ type: 'reading-multiple-choice-single-answer', fetchSection: 'reading-mcsa', prompt: mcsa.prompt, answerKey: mcsa.answerKey, retiredAt: null });
    const [listening] = await t.database.db.select().from(questions).where(eq(questions.id, String(sampleItems['write-from-dictation'].id)));
    expect(listening?.media).toEqual({ audio: `${String(sampleItems['write-from-dictation'].id)}.mp3` });
    expect(listening?.audio).toEqual(sampleItems['write-from-dictation'].audio);
  });

  it('writes nothing when the bank has not changed', async () => {
    const before = await t.database.db.select({ id: questions.id, updatedAt: questions.updatedAt }).from(questions).orderBy(asc(questions.id));
    const load = await loadQuestionBank(t.database, writeBank(root, baseItems));
    expect(load).toMatchObject({ items: baseItems.length, changed: false });
    const after = await t.database.db.select({ id: questions.id, updatedAt: questions.updatedAt }).from(questions).orderBy(asc(questions.id));
    expect(after).toEqual(before);
  });

  it('recognises an unchanged bank from its files alone, parsing none of them, and picks up a file edited in place', async () => {
    const dir = writeBank(root, baseItems);
    const parse = vi.spyOn(JSON, 'parse');
    try {
      expect(await loadQuestionBank(t.database, dir)).toMatchObject({ items: baseItems.length, changed: false });
      const parsedItems = parse.mock.calls.filter(([text]) => typeof text === 'string' && text.includes('"explanation"'));
      expect(parsedItems).toEqual([]);
    } finally {
      parse.mockRestore();
    }

    const file = join(dir, 'questions', 'reading', 'reading-multiple-choice-single-answer', 'rmcsa-901-alder.json');
    writeFileSync(file, JSON.stringify(mcsaItem('rmcsa-901-alder', 'Alder woods')));
    expect(await loadQuestionBank(t.database, dir)).toMatchObject({ items: baseItems.length, changed: true });
    const [alder] = await t.database.db.select().from(questions).where(eq(questions.id, 'rmcsa-901-alder'));
    expect(alder?.title).toBe('Alder woods');
    expect(await loadQuestionBank(t.database, dir)).toMatchObject({ changed: false });
    // Back to the bank the next tests start from.
    expect(await loadQuestionBank(t.database, writeBank(root, baseItems))).toMatchObject({ changed: true });
  });

  it('stores each item’s pool and numbers a section’s practice items and its mock-test items each on their own', async () => {
    const mock = (id: string): RawItem => ({ ...mcsaItem(id), pool: 'mock' });
    await loadQuestionBank(t.database, writeBank(root, [...baseItems, mock('rmcsa-902-birch'), mock('rmcsa-904-dogwood')]));
    // Practice pages stay numbered 1, 2, 3 with no gap where the mock-test items sit.
    expect(await sectionIds('reading-mcsa', 'practice')).toEqual([`1:${mcsa.id}`, '2:rmcsa-901-alder', '3:rmcsa-903-cedar']);
    expect(await sectionIds('reading-mcsa', 'mock')).toEqual(['1:rmcsa-902-birch', '2:rmcsa-904-dogwood']);
    const served = createQuestionsRepository(t.database.db);
    expect((await served.listSection('reading-mcsa', 'practice')).map((row) => row.id)).toEqual([mcsa.id, 'rmcsa-901-alder', 'rmcsa-903-cedar']);
    expect((await served.listSection('reading-mcsa', 'mock')).map((row) => row.id)).toEqual(['rmcsa-902-birch', 'rmcsa-904-dogwood']);
    expect(await served.findById('rmcsa-902-birch')).toMatchObject({ pool: 'mock', title: 'Sample' });
    expect(await served.findById('rmcsa-901-alder')).toMatchObject({ pool: 'practice' });

    // An item moved back to practice (its field removed) takes its place among the practice items.
    await loadQuestionBank(t.database, writeBank(root, [...baseItems, mcsaItem('rmcsa-902-birch'), mock('rmcsa-904-dogwood')]));
    expect(await sectionIds('reading-mcsa', 'practice')).toEqual([`1:${mcsa.id}`, '2:rmcsa-901-alder', '3:rmcsa-902-birch', '4:rmcsa-903-cedar']);
    expect(await sectionIds('reading-mcsa', 'mock')).toEqual(['1:rmcsa-904-dogwood']);
    // Back to the bank the next tests start from.
    await loadQuestionBank(t.database, writeBank(root, baseItems));
    expect(await sectionIds('reading-mcsa', 'mock')).toEqual([]);
  });

  it('updates edited items and renumbers a section when an item is added', async () => {
    const items = [...baseItems.filter((item) => item.id !== 'rmcsa-903-cedar'), mcsaItem('rmcsa-903-cedar', 'Cedar forests'), mcsaItem('rmcsa-902-birch')];
    const load = await loadQuestionBank(t.database, writeBank(root, items));
    expect(load).toMatchObject({ items: items.length, changed: true });
    expect(await sectionIds('reading-mcsa')).toEqual([`1:${mcsa.id}`, '2:rmcsa-901-alder', '3:rmcsa-902-birch', '4:rmcsa-903-cedar']);
    const [cedar] = await t.database.db.select().from(questions).where(eq(questions.id, 'rmcsa-903-cedar'));
    expect(cedar?.title).toBe('Cedar forests');
  });

  it('deletes items that left the bank, but retires those attempts refer to, and revives them when they return', async () => {
    const userId = `bank-test-${t.kind}`;
    await t.database.db.insert(user).values({ id: userId, name: 'Bank Test', email: `${userId}@example.com` });
    await t.database.db.insert(attempts).values({ userId, questionId: 'rmcsa-901-alder', questionType: 'reading-multiple-choice-single-answer', answer: { answer: 'A' } });

    const without = baseItems.filter((item) => item.id !== 'rmcsa-901-alder' && item.id !== 'rmcsa-903-cedar');
    const load = await loadQuestionBank(t.database, writeBank(root, without));
    expect(load).toMatchObject({ items: without.length, changed: true, removed: 2, retired: 1 });
    const [alder] = await t.database.db.select().from(questions).where(eq(questions.id, 'rmcsa-901-alder'));
    expect(alder?.retiredAt).toBeInstanceOf(Date);
    const served = createQuestionsRepository(t.database.db);
    expect(await served.findById('rmcsa-901-alder')).toBeUndefined();
    expect((await served.listSection('reading-mcsa', 'practice')).map((row) => row.id)).not.toContain('rmcsa-901-alder');
    expect(await t.database.db.select().from(questions).where(eq(questions.id, 'rmcsa-903-cedar'))).toEqual([]);

    await loadQuestionBank(t.database, writeBank(root, baseItems));
    const [revived] = await t.database.db.select().from(questions).where(eq(questions.id, 'rmcsa-901-alder'));
    expect(revived?.retiredAt).toBeNull();
  });

  it('writes a new bank once when two servers load it at the same time', async () => {
    const dir = writeBank(root, [...baseItems, mcsaItem('rmcsa-907-hazel')]);
    const loads = await Promise.all([loadQuestionBank(t.database, dir), loadQuestionBank(t.database, dir)]);
    expect(loads.map((load) => load.changed).sort()).toEqual([false, true]);
    await loadQuestionBank(t.database, writeBank(root, baseItems));
  });

  it('refuses a bank with a bad item, naming the file and the problem, and changes nothing', async () => {
    const [before] = await t.database.db.select().from(contentFingerprints);
    const broken = { ...mcsaItem('rmcsa-904-dogwood'), explanation: undefined };
    const dir = writeBank(root, [...baseItems, broken as unknown as RawItem]);
    const failure = loadQuestionBank(t.database, dir);
    await expect(failure).rejects.toBeInstanceOf(QuestionBankError);
    await expect(failure).rejects.toThrow(/questions\/reading\/reading-multiple-choice-single-answer\/rmcsa-904-dogwood\.json: explanation: /);
    expect(await t.database.db.select().from(contentFingerprints)).toEqual([before]);
    expect(await t.database.db.select().from(questions).where(eq(questions.id, 'rmcsa-904-dogwood'))).toEqual([]);
  });

  it('lists every misplaced, misnamed, duplicated or unreadable file', async () => {
    const dir = writeBank(root, baseItems, {
      'questions/listening/reading-multiple-choice-single-answer/rmcsa-905-elm.json': JSON.stringify(mcsaItem('rmcsa-905-elm')),
      'questions/reading/reading-multiple-choice-single-answer/not-the-id.json': JSON.stringify(mcsaItem('rmcsa-906-fir')),
      'questions/reading/reading-multiple-choice-multiple-answers/rmcsa-901-alder.json': JSON.stringify(mcsaItem('rmcsa-901-alder')),
      'questions/reading/re-order-paragraphs/broken.json': '{ "id": ',
    });
    const failure = loadQuestionBank(t.database, dir);
    await expect(failure).rejects.toThrow(/4 bad items/);
    await expect(failure).rejects.toThrow(/questions\/listening\/reading-multiple-choice-single-answer\/rmcsa-905-elm\.json: a reading-multiple-choice-single-answer item belongs in questions\/reading/);
    await expect(failure).rejects.toThrow(/not-the-id\.json: the file must be named after the item id \(rmcsa-906-fir\.json\)/);
    await expect(failure).rejects.toThrow(/reading-multiple-choice-multiple-answers\/rmcsa-901-alder\.json: a reading-multiple-choice-single-answer item belongs/);
    await expect(failure).rejects.toThrow(/broken\.json: not valid JSON/);
  });

  it('reports an id used by two files', async () => {
    const dir = writeBank(root, baseItems, {
      'questions/listening/listening-multiple-choice-single-answer/rmcsa-901-alder.json': JSON.stringify({ ...sampleItems['listening-multiple-choice-single-answer'], id: 'rmcsa-901-alder' }),
    });
    await expect(loadQuestionBank(t.database, dir)).rejects.toThrow(/rmcsa-901-alder\.json: id rmcsa-901-alder is already used by questions\/listening/);
  });

  it('loads the real question bank, every item of it', async () => {
    const contentDir = defaultContentDir();
    const load = await loadQuestionBank(t.database, contentDir);
    const files = countBankFiles(join(contentDir, 'questions'));
    expect(load).toMatchObject({ items: files, changed: true });
    // The sample items are gone; the one an attempt refers to is retired, not deleted.
    expect(load.retired).toBe(1);
    expect(await loadQuestionBank(t.database, contentDir)).toMatchObject({ items: files, changed: false });
  });
});
