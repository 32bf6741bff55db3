import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { parseContentItem, poolOf, questionTypes, type ContentItem } from '@pte/exam';
import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { contentFingerprints, questions } from '../../db/schema';
import { findRepoRoot } from '../../platform/config';

/** The repository's `content/` folder: the question bank and its media. */
export function defaultContentDir(): string {
  return join(findRepoRoot(), 'content');
}

/** What {@link loadQuestionBank} did. */
interface QuestionBankLoad {
  /** Items in the bank (all of them are now in the database). */
  items: number;
  /** False when the stored fingerprint matched and nothing was written. */
  changed: boolean;
  /** Items no longer in the bank and deleted (no attempt referred to them). */
  removed: number;
  /** Items no longer in the bank but kept, hidden, because attempts refer to them. */
  retired: number;
  durationMs: number;
}

/** A question bank that cannot be loaded; the message names every bad file and what is wrong with it. */
export class QuestionBankError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'QuestionBankError';
  }
}

/** Media a stored question uses: file names in `content/media`. */
export interface QuestionMediaFiles {
  audio?: string;
  /** Seconds the recording lasts, from the media manifest (a timed test gives its listeners that long). */
  audioSeconds?: number;
  image?: string;
}

// Bump when the mapping from items to rows, or how items are parsed and checked, changes: an unchanged bank is
// recognised by its files alone (see fingerprintOf), so this is what makes it be parsed and rewritten once.
const rowFormatVersion = 3;
// An arbitrary constant naming "loading the question bank" among advisory locks.
const bankLockId = 7_310_422_002;
/** The name of the question bank's row in `content_fingerprints`. */
export const bankFingerprintName = 'questions';
const manifestSchema = z.record(z.string(), z.object({ file: z.string(), durationSeconds: z.number().positive().optional() }).loose());

/** One media manifest entry: the file an item's recording is in, and how long it lasts. */
type ManifestEntry = z.infer<typeof manifestSchema>[string];

async function listJsonFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      if (entry.name.startsWith('.')) return [];
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return listJsonFiles(path);
      return entry.isFile() && entry.name.endsWith('.json') ? [path] : [];
    }),
  );
  return nested.flat();
}

function describeProblem(error: unknown): string {
  if (error instanceof z.ZodError) {
    return error.issues.map((issue) => `${issue.path.map(String).join('.') || '(item)'}: ${issue.message}`).join('; ');
  }
  return error instanceof Error ? error.message : String(error);
}

function parseManifest(path: string, text: string | undefined): Record<string, ManifestEntry> {
  if (text === undefined) return {};
  try {
    return manifestSchema.parse(JSON.parse(text));
  } catch (error) {
    throw new QuestionBankError(`Question bank: ${path} is not a valid media manifest: ${describeProblem(error)}`);
  }
}

/** The bank's files as read from disk, before any parsing: what both its fingerprint and its items come from. */
interface BankFiles {
  contentDir: string;
  /** Every item file, sorted by path, with its text. */
  items: { path: string; text: string }[];
  /** The media manifest's text, when there is one. */
  manifest: string | undefined;
}

async function readBankFiles(contentDir: string): Promise<BankFiles> {
  const questionsDir = join(contentDir, 'questions');
  if (!existsSync(questionsDir)) throw new QuestionBankError(`Question bank: there is no folder ${questionsDir}`);
  const paths = (await listJsonFiles(questionsDir)).sort();
  const manifestPath = join(contentDir, 'media', 'manifest.json');
  const [items, manifest] = await Promise.all([
    Promise.all(paths.map(async (path) => ({ path, text: await readFile(path, 'utf8') }))),
    existsSync(manifestPath) ? readFile(manifestPath, 'utf8') : undefined,
  ]);
  return { contentDir, items, manifest };
}

/**
 * A SHA-256 over the bank's files exactly as they are on disk (each item file's path and text, the media
 * manifest) and {@link rowFormatVersion}: equal fingerprints mean the rows stored by the last load are still
 * right, so an unchanged bank costs one hashing pass and no parsing.
 */
function fingerprintOf({ contentDir, items, manifest }: BankFiles): string {
  const hash = createHash('sha256').update(`pte-bank v${rowFormatVersion}\0`);
  for (const { path, text } of items) hash.update(relative(contentDir, path).split(sep).join('/')).update('\0').update(text).update('\0');
  hash.update('manifest\0').update(manifest ?? '');
  return hash.digest('hex');
}

/** The media files an item uses: its recording (from the manifest) and the picture its prompt names. */
function mediaFilesOf(item: ContentItem, manifest: Record<string, ManifestEntry>): QuestionMediaFiles | null {
  const media: QuestionMediaFiles = {};
  if (item.audio) {
    const entry = manifest[item.id];
    media.audio = entry?.file ?? `${item.id}.mp3`;
    if (entry?.durationSeconds !== undefined) media.audioSeconds = entry.durationSeconds;
  }
  const prompt: object = item.prompt;
  if ('image' in prompt && typeof prompt.image === 'string') media.image = prompt.image;
  return Object.keys(media).length > 0 ? media : null;
}

/**
 * Reads and validates every item under `${contentDir}/questions`: each must parse with its type's schemas and
 * sit at `<section>/<type>/<id>.json`, and ids must be unique. Returns the items sorted by id, and the media
 * manifest. Throws one {@link QuestionBankError} listing every problem, each with the file it is in.
 */
export async function readQuestionBank(contentDir: string): Promise<{ items: ContentItem[]; manifest: Record<string, ManifestEntry> }> {
  return parseBankFiles(await readBankFiles(contentDir));
}

function parseBankFiles(files: BankFiles): { items: ContentItem[]; manifest: Record<string, ManifestEntry> } {
  const { contentDir } = files;
  const questionsDir = join(contentDir, 'questions');
  const manifest = parseManifest(join(contentDir, 'media', 'manifest.json'), files.manifest);
  const problems: string[] = [];
  const found: { item: ContentItem; file: string }[] = [];

  for (const { path, text } of files.items) {
    const file = relative(contentDir, path).split(sep).join('/');
    let item: ContentItem;
    try {
      item = parseContentItem(JSON.parse(text));
    } catch (error) {
      problems.push(`${file}: ${error instanceof SyntaxError ? `not valid JSON (${error.message})` : describeProblem(error)}`);
      continue;
    }
    const [section, folder, name] = relative(questionsDir, path).split(sep);
    if (folder !== item.type || section !== questionTypes[item.type].section) {
      problems.push(`${file}: a ${item.type} item belongs in questions/${questionTypes[item.type].section}/${item.type}/`);
      continue;
    }
    if (name !== `${item.id}.json`) {
      problems.push(`${file}: the file must be named after the item id (${item.id}.json)`);
      continue;
    }
    found.push({ item, file });
  }
  const fileById = new Map<string, string>();
  for (const { item, file } of found) {
    const first = fileById.get(item.id);
    if (first) problems.push(`${file}: id ${item.id} is already used by ${first}`);
    else fileById.set(item.id, file);
  }
  if (problems.length > 0) {
    problems.sort();
    const shown = problems.slice(0, 20);
    const more = problems.length > shown.length ? `\n  … and ${problems.length - shown.length} more` : '';
    throw new QuestionBankError(`Question bank: ${problems.length} bad item${problems.length === 1 ? '' : 's'} in ${contentDir}:\n  ${shown.join('\n  ')}${more}`);
  }
  const items = found.map(({ item }) => item).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { items, manifest };
}

/** The columns stored for one item: all of them but the bookkeeping a load sets (retirement, timestamps). */
type QuestionRow = Omit<typeof questions.$inferSelect, 'retiredAt' | 'createdAt' | 'updatedAt'>;

/** The stored columns of `item`, the `position`-th of its fetch section's items of its pool, using `media`. */
export function questionRowOf(item: ContentItem, position: number, media: QuestionMediaFiles | null): QuestionRow {
  return {
    id: item.id,
    type: item.type,
    fetchSection: questionTypes[item.type].fetchSection,
    position,
    pool: poolOf(item),
    title: item.title,
    topic: item.topic,
    difficulty: item.difficulty,
    prompt: item.prompt,
    answerKey: item.answerKey,
    audio: item.audio ?? null,
    media,
    explanation: item.explanation,
    modelAnswer: item.modelAnswer ?? null,
  };
}

/**
 * One row per item; `position` numbers the items of each fetch section 1, 2, … in id order, the practice items and
 * the mock-test items each on their own (page n of a practice page shows the n-th practice item).
 */
function toRows(items: readonly ContentItem[], manifest: Record<string, ManifestEntry>): QuestionRow[] {
  const nextPosition = new Map<string, number>();
  // `items` is sorted by id, so positions follow id order within each section and pool.
  return items.map((item) => {
    const numbering = `${questionTypes[item.type].fetchSection} ${poolOf(item)}`;
    const position = (nextPosition.get(numbering) ?? 0) + 1;
    nextPosition.set(numbering, position);
    return questionRowOf(item, position, mediaFilesOf(item, manifest));
  });
}

// A reload rewrites every column of an item but its id from the bank's row (Postgres' `excluded` row).
const reloadedColumns = ['type', 'fetchSection', 'position', 'pool', 'title', 'topic', 'difficulty', 'prompt', 'answerKey', 'audio', 'media', 'explanation', 'modelAnswer'] as const;
const reloadedFromBank = Object.fromEntries(reloadedColumns.map((column) => [column, sql`excluded.${sql.identifier(questions[column].name)}`]));

/**
 * Loads the question bank in `${contentDir}/questions` into the `questions` table: validates every item (a bad
 * item throws, naming its file), upserts them all, deletes items that left the bank unless attempts or mock-test answers refer to
 * them (those are retired: kept but never served). When the bank's fingerprint equals the one stored by the
 * last load, nothing is parsed or written: the fingerprint is a hash of the files themselves, so an
 * unchanged bank costs one reading and hashing pass and one query. Safe when several servers start at once (an
 * advisory lock serialises the loads).
 */
export async function loadQuestionBank(database: Database, contentDir: string = defaultContentDir()): Promise<QuestionBankLoad> {
  const started = performance.now();
  const files = await readBankFiles(contentDir);
  const fingerprint = fingerprintOf(files);
  const storedFingerprint = async (db: Pick<Database['db'], 'select'>) =>
    (await db.select().from(contentFingerprints).where(eq(contentFingerprints.name, bankFingerprintName)))[0];

  const loaded = await storedFingerprint(database.db);
  if (loaded?.fingerprint === fingerprint) {
    return { items: loaded.itemCount, changed: false, removed: 0, retired: 0, durationMs: Math.round(performance.now() - started) };
  }

  const { items, manifest } = parseBankFiles(files);
  const rows = toRows(items, manifest);
  const ids = rows.map((row) => row.id);

  const outcome = await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${bankLockId})`);
    // Another server may have loaded this very bank while this one waited for the lock.
    const stored = await storedFingerprint(tx);
    if (stored?.fingerprint === fingerprint) return { changed: false, removed: 0, retired: 0 };

    for (let start = 0; start < rows.length; start += 100) {
      await tx
        .insert(questions)
        .values(rows.slice(start, start + 100))
        .onConflictDoUpdate({
          target: questions.id,
          set: {
            ...reloadedFromBank,
            retiredAt: sql`null`,
            updatedAt: sql`now()`,
          },
        });
    }

    const gone = ids.length > 0 ? notInArray(questions.id, ids) : undefined;
    const removed = await tx
      .delete(questions)
      .where(and(gone, sql`not exists (select 1 from attempts where attempts.question_id = ${questions.id})`,
          sql`not exists (select 1 from test_answers where test_answers.question_id = ${questions.id})`))
      .returning({ id: questions.id });
    const retired = await tx
      .update(questions)
      .set({ retiredAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(gone, isNull(questions.retiredAt)))
      .returning({ id: questions.id });

    // Fresh statistics let the planner use the indexes on the new rows straight away.
    await tx.execute(sql`analyze questions`);
    await tx
      .insert(contentFingerprints)
      .values({ name: bankFingerprintName, fingerprint, itemCount: rows.length })
      .onConflictDoUpdate({
        target: contentFingerprints.name,
        set: { fingerprint, itemCount: rows.length, loadedAt: sql`now()` },
      });
    return { changed: true, removed: removed.length, retired: retired.length };
  });

  return { items: rows.length, ...outcome, durationMs: Math.round(performance.now() - started) };
}

/** Items in the question bank last loaded into `db` (from its fingerprint row), or null when none has been loaded. */
export async function loadedBankItems(db: Database['db']): Promise<number | null> {
  const [row] = await db.select({ itemCount: contentFingerprints.itemCount }).from(contentFingerprints).where(eq(contentFingerprints.name, bankFingerprintName));
  return row?.itemCount ?? null;
}
