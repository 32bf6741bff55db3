/**
 * Finds a PostgreSQL server for the API and data tests: TEST_DATABASE_URL if set, else the local server on
 * 127.0.0.1:5432, else a private throwaway cluster started from Debian's postgresql package (installed when we
 * may). Returns the URL and a function that stops what we started; null URL when no server can be had.
 */
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDebianPackages, step, warn } from './machine-setup.mjs';

function canConnect(host, port, timeoutMs = 1500) {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs);
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, host);
  });
}

function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0], 'bin') : null;
}

function startPrivateCluster() {
  const bin = postgresBinDir();
  if (!bin || process.getuid?.() !== 0) return null;
  const dir = mkdtempSync(join(tmpdir(), 'pte-pg-'));
  const pgUser = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  if (pgUser.status !== 0) return null;
  const uid = Number(pgUser.stdout.trim());
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  chownSync(dir, uid, gid);
  const port = 5499;
  const script = `${bin}/initdb -D ${dir}/data -U postgres --auth=trust -E UTF8 >/dev/null && ${bin}/pg_ctl -D ${dir}/data -o "-p ${port} -k ${dir} -c listen_addresses=127.0.0.1" -l ${dir}/pg.log -w start >/dev/null`;
  const started = spawnSync('su', ['postgres', '-s', '/bin/bash', '-c', script], { stdio: 'inherit' });
  if (started.status !== 0) return null;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      spawnSync('su', ['postgres', '-s', '/bin/bash', '-c', `${bin}/pg_ctl -D ${dir}/data -m fast stop >/dev/null`], { stdio: 'inherit' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Resolves the PostgreSQL server the tests use, starting a private one if needed and possible. */
export async function findTestPostgres() {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop() {} };
  if (await canConnect('127.0.0.1', 5432)) return { url: 'postgres://postgres@127.0.0.1:5432/postgres', stop() {} };
  step('No PostgreSQL server on 127.0.0.1:5432; starting a private one for the tests.');
  ensureDebianPackages(['postgresql'], 'database tests on PostgreSQL');
  const cluster = startPrivateCluster();
  if (cluster) return cluster;
  warn('No PostgreSQL server could be started: database tests run on the embedded database only.');
  return { url: null, stop() {} };
}
