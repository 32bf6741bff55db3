import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp, type BuildAppOptions } from '../src/app';
import { type Database, dumpEmbeddedDatabase, migrateDatabase, migrationsFolder, openDatabase } from '../src/db/client';
import { type OutboxEntry, outboxDirectory } from '../src/modules/mail/mailer';
import { createWritingEngine } from '../src/modules/writing/writing-engine';
import { createScratchDatabase } from './scratch-postgres';
import { type AppConfig, loadConfig } from '../src/platform/config';

/** The two databases every API suite runs against. */
type TestDatabaseKind = 'pglite' | 'postgres';

/** What a suite gets: the app (not listening; use `app.inject`) and what it was built from. */
export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  kind: TestDatabaseKind;
}

/** Options of {@link describeEachDatabase}. */
interface TestAppOptions {
  /** Changes to the test configuration (e.g. a low rate limit, a web build folder). */
  config?: Partial<AppConfig>;
  /** Parts to build the app with instead of the defaults (e.g. a speech engine that cannot start). */
  parts?: () => Pick<BuildAppOptions, 'speech' | 'recordings'>;
}

const defaultPostgresUrl = 'postgres://postgres@127.0.0.1:5432/postgres';

interface PostgresAvailability {
  url: string;
  /** Why the PostgreSQL variant cannot run, or null when it can. */
  skipReason: string | null;
}

async function probePostgres(): Promise<PostgresAvailability> {
  const configured = process.env.TEST_DATABASE_URL;
  // An explicitly configured server must work: its failures show up as test failures, never as skips.
  if (configured) return { url: configured, skipReason: null };
  const client = new pg.Client({ connectionString: defaultPostgresUrl, connectionTimeoutMillis: 2000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return { url: defaultPostgresUrl, skipReason: null };
  } catch (error) {
    const reason = error instanceof Error ? (error as NodeJS.ErrnoException).code ?? error.message : String(error);
    return {
      url: defaultPostgresUrl,
      skipReason: `no PostgreSQL at ${new URL(defaultPostgresUrl).host} (${reason}); set TEST_DATABASE_URL to run it`,
    };
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * One writing engine for every app of a test file: its worker prepares the engine (seconds of one core) on the
 * file's first written answer, not once per app. Stopped when the file's tests are done.
 */
const sharedWritingEngine = createWritingEngine();
afterAll(() => sharedWritingEngine.close());

/** Whether (and where) PostgreSQL is available to this test file; probed once when the file loads. */
export const postgresAvailability: PostgresAvailability = await probePostgres();

/** A configuration for tests: a fresh temporary DATA_DIR, silent logs, no web build, generous rate limits. */
export function createTestConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = mkdtempSync(join(tmpdir(), 'pte-api-test-'));
  const base = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    APP_URL: 'http://localhost:3000',
    BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
    WEB_DIST: join(dataDir, 'no-web-build'),
    AUTH_RATE_LIMIT_MAX: '1000',
  });
  return { ...base, ...overrides };
}

function pgliteVersion(): string {
  // The package does not export its package.json: walk up from its entry point to find it.
  let dir = dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(migrationsFolder);
  return hash.update(pgliteVersion()).digest('hex').slice(0, 16);
}

/**
 * A fresh, migrated in-memory PGlite database. The first call on a machine migrates an empty database and
 * keeps a dump of it in the temp folder (keyed by the migrations and the PGlite version); later calls, in
 * any test file, start from that dump, which takes about a fifth of the time of creating a cluster.
 */
export async function openTestPglite(): Promise<Database> {
  const template = join(tmpdir(), `pte-pglite-template-${migrationsFingerprint()}.tar`);
  if (existsSync(template)) {
    const database = await openDatabase({ inMemory: true, loadDataDir: new Blob([readFileSync(template)]) });
    // Applies nothing when the template is current; keeps the database right if it ever is not.
    await migrateDatabase(database);
    return database;
  }
  const database = await openDatabase({ inMemory: true });
  await migrateDatabase(database);
  const dump = Buffer.from(await (await dumpEmbeddedDatabase(database)).arrayBuffer());
  const partial = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, dump);
  renameSync(partial, template);
  return database;
}


function setUpTestApp(kind: TestDatabaseKind, options: TestAppOptions): TestApp {
  const context = {} as TestApp;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const config = createTestConfig(options.config);
    let database: Database;
    if (kind === 'postgres') {
      const scratch = await createScratchDatabase(postgresAvailability.url);
      dropDatabase = scratch.drop;
      database = await openDatabase({ url: scratch.url, poolSize: 4 });
      await migrateDatabase(database);
    } else {
      database = await openTestPglite();
    }
    const app = await buildApp({ config, database, writing: sharedWritingEngine, ...options.parts?.() });
    await app.ready();
    Object.assign(context, { app, database, config, kind });
  });

  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
    await dropDatabase?.();
    if (context.config) rmSync(context.config.dataDir, { recursive: true, force: true });
  });

  return context;
}

/**
 * Runs `suite` twice: on an in-memory PGlite database and on a fresh PostgreSQL database (created for this
 * file and dropped afterwards). When no PostgreSQL server is reachable the second run is skipped, and its
 * title says why.
 */
export function describeEachDatabase(title: string, suite: (t: TestApp) => void, options: TestAppOptions = {}): void {
  describe(`${title} [PGlite]`, () => suite(setUpTestApp('pglite', options)));
  const skipReason = postgresAvailability.skipReason;
  if (skipReason) describe.skip(`${title} [PostgreSQL — skipped: ${skipReason}]`, () => suite({} as TestApp));
  else describe(`${title} [PostgreSQL]`, () => suite(setUpTestApp('postgres', options)));
}

/** A learner created through the real sign-up endpoint. */
export interface TestLearner {
  token: string;
  user: { id: string; email: string; name: string };
  email: string;
  password: string;
}

let learnerCount = 0;

/** Signs up a new learner with a unique e-mail; returns their bearer token and credentials. */
export async function signUpLearner(app: FastifyInstance, overrides: { name?: string; email?: string; password?: string } = {}): Promise<TestLearner> {
  learnerCount += 1;
  const email = overrides.email ?? `learner-${learnerCount}-${randomBytes(4).toString('hex')}@example.com`;
  const password = overrides.password ?? `correct-horse-${learnerCount}`;
  const name = overrides.name ?? `Learner ${learnerCount}`;
  const response = await app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { name, email, password } });
  if (response.statusCode !== 200) throw new Error(`Sign-up failed with ${response.statusCode}: ${response.body}`);
  const token = response.headers['set-auth-token'];
  if (typeof token !== 'string' || !token) throw new Error('Sign-up answered no set-auth-token header');
  const body = response.json<{ user: TestLearner['user'] }>();
  return { token, user: body.user, email, password };
}

/** The `Authorization` header for a bearer token. */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** The messages in the outbox of `dataDir`, oldest first. */
export function readOutbox(dataDir: string): OutboxEntry[] {
  const dir = outboxDirectory(dataDir);
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return files.map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as OutboxEntry);
}
