import { buildApp } from './app';
import { migrateDatabase, openDatabase } from './db/client';
import { DataFolderInUseError } from './db/data-folder-lock';
import { defaultContentDir, loadQuestionBank } from './modules/questions/question-bank.loader';
import { loadConfig } from './platform/config';
import { drainServer } from './platform/drain-server';

/**
 * Starts PTE Coach: loads the configuration, opens and migrates the database (embedded PGlite unless
 * DATABASE_URL is set), builds the app and listens. SIGINT/SIGTERM stop it cleanly.
 * Run from the repository root: `npx tsx apps/api/src/main.ts`.
 */
async function main(): Promise<void> {
  const phases = startupPhases();
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  phases.end('database');
  await migrateDatabase(database);
  phases.end('migrations');
  const contentDir = defaultContentDir();
  // A bad bank item stops start-up here, with a message naming its file. An unchanged bank costs one hashing pass.
  const bank = await loadQuestionBank(database, contentDir);
  phases.end('bank');
  const app = await buildApp({ config, database, contentDir });
  phases.end('app');
  app.log.info(
    { driver: database.driver, dataDir: config.dataDir, webDist: config.webDist, mail: app.mailer.transport, recordings: config.recordingStorage.kind, assessment: config.assessment.workers },
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
  phases.end('listen');
  app.log.info({ ms: phases.total(), phases: phases.timings }, `Ready in ${phases.total()} ms: ${phases.summary()}`);
  app.log.info(`PTE Coach is running at ${config.appUrl}`);
  // Both engines load in worker threads, so they start at once without holding the event loop; an answer sent
  // before its engine is ready waits for it. With assessment workers (ASSESSMENT_WORKERS=external) this process
  // assesses no answer and prepares neither.
  if (config.assessment.workers === 'in-process') {
    app.speech.warmUp(app.log);
    app.writing.warmUp(app.log);
  }
}

/**
 * Times the phases of start-up, each from the end of the one before, for the "Ready in …" log line; the first,
 * `modules`, is Node loading the server's code (performance.now() counts from the process's start).
 */
function startupPhases() {
  let last = performance.now();
  const timings: Record<string, number> = { modules: Math.round(last) };
  return {
    timings,
    end(phase: string) {
      const now = performance.now();
      timings[phase] = Math.round(now - last);
      last = now;
    },
    total: () => Math.round(last),
    summary: () => Object.entries(timings).map(([phase, ms]) => `${phase} ${ms} ms`).join(', '),
  };
}

main().catch((error: unknown) => {
  // A refusal we can explain needs no stack trace.
  console.error('PTE Coach could not start:', error instanceof DataFolderInUseError ? error.message : error);
  process.exit(1);
});
