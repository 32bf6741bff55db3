import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestPglite, postgresAvailability } from '../../test/test-app';
import { migrateDatabase, migrationsFolder, openDatabase } from './client';
import { profiles, user } from './schema';

const expectedTables = [
  'account',
  'assistant_messages',
  'attempts',
  'auth_account_sign_in_limits',
  'bookmarks',
  'content_fingerprints',
  'notifications',
  'profiles',
  'questions',
  'session',
  'study_plans',
  'test_answers',
  'test_sessions',
  'user',
  'verification',
];

async function publicTables(database: Awaited<ReturnType<typeof openDatabase>>): Promise<string[]> {
  const result = (await database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  )) as unknown as { rows: Array<{ table_name: string }> };
  return result.rows.map((row) => row.table_name);
}

describe('openDatabase + migrateDatabase on PGlite', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pte-db-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('persists to `${dataDir}/pg` across restarts, and migrating again changes nothing', async () => {
    const first = await openDatabase({ dataDir });
    expect(first.driver).toBe('pglite');
    await migrateDatabase(first);
    expect(await publicTables(first)).toEqual(expectedTables);
    await first.db.insert(user).values({ id: 'u1', name: 'Kept', email: 'kept@example.com' });
    await first.db.insert(profiles).values({ userId: 'u1', displayName: 'Kept' });
    await first.close();

    const second = await openDatabase({ dataDir });
    await migrateDatabase(second);
    const rows = await second.db.select().from(profiles).where(eq(profiles.userId, 'u1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ displayName: 'Kept', accent: 'any', preferences: {}, targetScore: null });
    expect(await second.ping()).toBeGreaterThanOrEqual(0);
    await second.close();
    await expect(second.ping()).rejects.toThrow();
  });

  it('refuses a second opening of a data folder in use, saying what to do, and allows it once the first is closed', async () => {
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(/already using the data folder .*DATABASE_URL/s);
    await first.close();
    const second = await openDatabase({ dataDir });
    await second.close();
  });

  it('takes over a data folder whose server was killed without releasing it', async () => {
    const lockModule = new URL('./data-folder-lock.ts', import.meta.url).href;
    const holder = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', `const { lockDataFolder } = await import(${JSON.stringify(lockModule)}); await lockDataFolder(process.argv[1]); console.log('locked'); setInterval(() => {}, 1000);`, join(dataDir, 'pg')],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve) => holder.stdout.once('data', () => resolve()));
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    const database = await openDatabase({ dataDir });
    expect(await database.ping()).toBeGreaterThanOrEqual(0);
    await database.close();
  }, 20_000);

  it('enforces the profile constraints in the database itself', async () => {
    const database = await openTestPglite();
    await database.db.insert(user).values({ id: 'u2', name: 'Range', email: 'range@example.com' });
    await expect(database.db.insert(profiles).values({ userId: 'u2', displayName: 'R', targetScore: 91 })).rejects.toThrow();
    await expect(database.db.insert(profiles).values({ userId: 'u2', displayName: 'R', accent: 'martian' })).rejects.toThrow();
    await expect(database.db.insert(profiles).values({ userId: 'nobody', displayName: 'R' })).rejects.toThrow();
    await database.close();
  });
});

describe.skipIf(postgresAvailability.skipReason !== null)(
  `openDatabase + migrateDatabase on PostgreSQL${postgresAvailability.skipReason ? ` — skipped: ${postgresAvailability.skipReason}` : ''}`,
  () => {
    it('lets instances that start together migrate one at a time', async () => {
      const name = `pte_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: postgresAvailability.url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(postgresAvailability.url);
      url.pathname = `/${name}`;
      const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ url: url.toString(), poolSize: 3 })));
      try {
        expect(instances.every((instance) => instance.driver === 'postgres')).toBe(true);
        await Promise.all(instances.map((instance) => migrateDatabase(instance)));
        expect(await publicTables(instances[0]!)).toEqual(expectedTables);
        const applied = (await instances[0]!.db.execute(sql`select count(*)::text as count from drizzle.__drizzle_migrations`)) as unknown as {
          rows: Array<{ count: string }>;
        };
        const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
        // Each migration recorded exactly once, however many instances raced.
        expect(Number(applied.rows[0]?.count)).toBe(journal.entries.length);
        expect(await instances[1]!.ping()).toBeGreaterThanOrEqual(0);
      } finally {
        await Promise.all(instances.map((instance) => instance.close()));
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    });
  },
);
