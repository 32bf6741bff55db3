import { createHash } from 'node:crypto';
import { realpathSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { join } from 'node:path';

/** Thrown when another running server already uses the embedded database's folder. */
export class DataFolderInUseError extends Error {
  constructor(folder: string) {
    super(
      `Another PTE Coach server is already using the data folder ${folder}. The embedded database allows one server ` +
        'at a time: stop the other server, give this one its own DATA_DIR, or set DATABASE_URL to a PostgreSQL server ' +
        'to run several servers on one database.',
    );
    this.name = 'DataFolderInUseError';
  }
}

/**
 * The lock's address: on Linux an abstract socket named after the folder (the kernel drops it the moment its
 * process ends, however it ends); elsewhere a socket file inside the folder.
 */
function lockAddress(folder: string): string {
  const real = realpathSync(folder);
  if (process.platform === 'linux') return `\0pte-coach-data-${createHash('sha256').update(real).digest('hex').slice(0, 40)}`;
  return join(real, '.server.lock.sock');
}

function listen(address: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => socket.destroy());
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

function isAnswering(address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection(address);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Claims the embedded database's folder for this process and returns the function that gives it back. PGlite has no
 * lock of its own, and two servers writing one folder would each acknowledge answers that the other then loses.
 *
 * The claim is a listening socket rather than a lock file: the kernel releases it when the process dies, even by
 * `kill -9`, so a restart never waits for a lock to go stale, and a server whose event loop is busy for a while
 * (loading the writing engine) keeps its claim, which a lock file refreshed by a timer would lose.
 *
 * @throws DataFolderInUseError when a running server holds the folder.
 */
export async function lockDataFolder(folder: string): Promise<() => Promise<void>> {
  const address = lockAddress(folder);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const server = await listen(address);
      server.unref();
      return () => new Promise((resolve) => server.close(() => resolve()));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      if (await isAnswering(address)) throw new DataFolderInUseError(folder);
      // A socket file left behind by a server that was killed.
      rmSync(address, { force: true });
    }
  }
  throw new DataFolderInUseError(folder);
}
