import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import pg from 'pg';

/**
 * Creates `<prefix>_<random>` on the PostgreSQL server at `adminUrl` (tests use `pte_test`, the load benchmark
 * `pte_bench`); returns its URL and a function that drops it, connections and all.
 */
export async function createScratchDatabase(adminUrl: string, prefix = 'pte_test'): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** A port from `first` to `last` that nothing listens on and that is not in `taken` (to which it is added). */
export async function freePort(first: number, last: number, taken: Set<number>): Promise<number> {
  for (let port = first; port <= last; port++) {
    if (taken.has(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`No free port from ${first} to ${last}`);
}
