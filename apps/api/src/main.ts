import { buildApp } from './app';
import { migrateDatabase, openDatabase } from './db/client';
import { DataFolderInUseError } from './db/data-folder-lock';
import { defaultContentDir, loadQuestionBank } from './modules/questions/question-bank.loader';
import { warmUpWritingEngine } from './modules/writing/writing-engine';
import { loadConfig } from './platform/config';
import { drainServer } from './platform/drain-server';

/**
 * Starts PTE Coach: loads the configuration, opens and migrates the database (embedded PGlite unless
 * DATABASE_URL is set), builds the app and listens. SIGINT/SIGTERM stop it cleanly.
 * Run from the repository root: `npx tsx apps/api/src/main.ts`.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(database);
  const contentDir = defaultContentDir();
  // A bad bank item stops start-up here, with a message naming its file.
  const bank = await loadQuestionBank(database, contentDir);
  const app = await buildApp({ config, database, contentDir });
  app.log.info(
    { driver: database.driver, dataDir: config.dataDir, webDist: config.webDist, mail: app.mailer.transport, recordings: config.recordingStorage.kind },
    'Database ready and migrated',
  );
  app.log.info(
    { items: bank.items, removed: bank.removed, retired: bank.retired, ms: bank.durationMs },
    bank.changed ? `Question bank loaded: ${bank.items} items` : `Question bank unchanged: ${bank.items} items`,
  );

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'Shutting down');
    const timer = setTimeout(() => {
      app.log.error('Shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      // Every accepted request (a speaking assessment included) is answered before the app and database close.
      await drainServer(app.server);
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', (signal) => void stop(signal));
  process.on('SIGTERM', (signal) => void stop(signal));

  await app.listen({ port: config.port, host: config.host });
  // Loading Harper and the dictionaries takes seconds: done after listening, so start-up is not held up.
  warmUpWritingEngine(app.log);
  app.speech.warmUp(app.log);
  app.log.info(`PTE Coach is running at ${config.appUrl}`);
}

main().catch((error: unknown) => {
  // A refusal we can explain needs no stack trace.
  console.error('PTE Coach could not start:', error instanceof DataFolderInUseError ? error.message : error);
  process.exit(1);
});
